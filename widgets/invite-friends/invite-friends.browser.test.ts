import { describe, it, expect, afterEach, mount, q, waitFor, mockFetch, ok, fail, click, textOf, recordEvents } from '../../tests/browser/helpers.ts';
import { platformRoutes, signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { $toast } from '../../core/stores/toast.ts';
import { setLanguage } from '../../core/stores/language.ts';
import { qrPath, QUIET_ZONE } from './qr.ts';
import './index.ts';

const nav = freshPageEachTest();
afterEach(() => setLanguage('EN'));

const URL_ = 'http://127.0.0.1:8080/m/register?affiliateCode=AFF123';
const AFFILIATE = { code: 'AFF123', url: URL_ };

/** Dark modules of the path as a set of "x,y" (quiet zone removed). */
function darkModules(d: string): Set<string> {
  const dark = new Set<string>();
  for (const m of d.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    const [x, y, run] = [Number(m[1]) - QUIET_ZONE, Number(m[2]) - QUIET_ZONE, Number(m[3])];
    for (let i = 0; i < run; i++) dark.add(`${x + i},${y}`);
  }
  return dark;
}

describe('<mc-invite-friends>', () => {
  it('a visitor goes to /m/login (replacing the page) and asks nothing', async () => {
    const api = mockFetch(platformRoutes({ 'GET /wps/member/affiliate': ok(AFFILIATE) }));
    const events = recordEvents<CustomEvent<{ path: string; replace: boolean }>>(document, 'mc-navigate');
    const el = await mount('<mc-invite-friends></mc-invite-friends>', { ready: (e) => q(e, '[data-state="logged-out"]') });
    await waitFor(() => nav.paths.length === 1);
    expect(nav.paths).to.deep.equal(['/m/login']);
    expect(events[0]!.detail.replace).to.equal(true);
    expect(api.calls('/wps/member/affiliate')).to.have.length(0);
    expect(el).to.exist;
  });

  it('a free-trial member gets free_reject and stays', async () => {
    signInAs(4, 'trial01');
    const api = mockFetch(platformRoutes({ 'GET /wps/member/affiliate': ok(AFFILIATE) }));
    // Every toast shown, not only the one on screen at the end: a slow mount can outlast its 2 s.
    const shown: { message: string; durationMs?: number }[] = [];
    const unlisten = $toast.listen((t) => t && shown.push({ message: t.message, durationMs: t.durationMs }));
    try {
      await mount('<mc-invite-friends></mc-invite-friends>', { ready: (e) => q(e, '[data-state="free-trial"]') });
      await waitFor(() => shown.length > 0);
    } finally {
      unlisten();
    }
    expect(shown).to.deep.equal([{ message: 'free_reject', durationMs: 2000 }]);
    expect(nav.paths).to.deep.equal([]);
    expect(api.calls('/wps/member/affiliate')).to.have.length(0);
  });

  it('REFERRAL off: contact_service for 2 s, and a way to customer service', async () => {
    signInAs(0);
    const api = mockFetch(
      platformRoutes({ 'GET /wps/promotion/available': ok({ enabled: ['MISSION'], unclaimedCount: 0 }), 'GET /wps/member/affiliate': ok(AFFILIATE) }),
    );
    const el = await mount('<mc-invite-friends></mc-invite-friends>', { ready: (e) => q(e, '[data-state="referral-off"]') });
    await waitFor(() => $toast.get()?.message === 'contact_service');
    expect($toast.get()!.durationMs).to.equal(2000);
    expect(api.calls('/wps/member/affiliate')).to.have.length(0);
    click(q(el, '[data-state="referral-off"] button')!);
    expect(nav.paths).to.deep.equal(['/m/service']);
  });

  it('shows the referral link, the code and a QR code of the link', async () => {
    signInAs(0);
    mockFetch(platformRoutes({ 'GET /wps/member/affiliate': ok(AFFILIATE) }));
    const el = await mount('<mc-invite-friends></mc-invite-friends>', { ready: (e) => q(e, '.qr') });
    expect(q<HTMLInputElement>(el, '#invite-link')!.value).to.equal(URL_);
    expect(q<HTMLInputElement>(el, '#invite-code')!.value).to.equal('AFF123');
    const svg = q<SVGSVGElement>(el, '.qr')!;
    expect(svg.getAttribute('role')).to.equal('img');
    expect(svg.getAttribute('aria-label')).to.equal('QR code of your referral link');
    const expected = qrPath(URL_);
    expect(svg.querySelector('path')!.getAttribute('d')).to.equal(expected.d);
    expect(svg.getAttribute('viewBox')).to.equal(`0 0 ${expected.box} ${expected.box}`);
    expect(svg.getBoundingClientRect().width).to.equal(200);
  });

  it('the QR code has the three finder patterns and a quiet zone', () => {
    const { size, d, box } = qrPath(URL_);
    expect(size).to.be.greaterThanOrEqual(21);
    expect((size - 17) % 4).to.equal(0); // versions are 21, 25, 29 … modules
    expect(box).to.equal(size + 8);
    const dark = darkModules(d);
    const finderAt = (x0: number, y0: number) => {
      for (let y = 0; y < 7; y++) {
        for (let x = 0; x < 7; x++) {
          const ring = x === 0 || y === 0 || x === 6 || y === 6;
          const centre = x >= 2 && x <= 4 && y >= 2 && y <= 4;
          expect(dark.has(`${x0 + x},${y0 + y}`), `finder ${x0},${y0} at ${x},${y}`).to.equal(ring || centre);
        }
      }
    };
    finderAt(0, 0);
    finderAt(size - 7, 0);
    finderAt(0, size - 7);
    // Timing pattern between the top finders alternates.
    for (let x = 8; x < size - 8; x++) expect(dark.has(`${x},6`)).to.equal(x % 2 === 0);
    // Different links, different codes; non-ASCII input is encoded, not mangled.
    expect(qrPath(`${URL_}4`).d).to.not.equal(d);
    expect(() => qrPath('https://example.test/m?n=ção')).to.not.throw();
  });

  it('copies the link and the code', async () => {
    signInAs(0);
    mockFetch(platformRoutes({ 'GET /wps/member/affiliate': ok(AFFILIATE) }));
    const el = await mount('<mc-invite-friends></mc-invite-friends>', { ready: (e) => q(e, '.qr') });
    const events = recordEvents(el, 'mc-share');
    const written: string[] = [];
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (s: string) => void written.push(s) } });
    try {
      click(q(el, '[data-action="copy-link"]')!);
      await waitFor(() => $toast.get()?.message === 'invite.copied');
      click(q(el, '[data-action="copy-code"]')!);
      await waitFor(() => written.length === 2);
    } finally {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
      if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
    }
    expect(written).to.deep.equal([URL_, 'AFF123']);
    expect(events.map((e) => e.detail)).to.deep.equal([
      { url: URL_, via: 'copy' },
      { url: URL_, via: 'copy' },
    ]);
  });

  it('a failed load shows the retry, which works', async () => {
    signInAs(0);
    const api = mockFetch(platformRoutes({ 'GET /wps/member/affiliate': [fail('server.error', 'boom'), ok(AFFILIATE)] }));
    const el = await mount('<mc-invite-friends></mc-invite-friends>', { ready: (e) => q(e, '[role="alert"] button') });
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => q(el, '.qr'));
    expect(api.calls('/wps/member/affiliate')).to.have.length(2);
  });

  it('speaks PT and TY', async () => {
    signInAs(0);
    mockFetch(platformRoutes({ 'GET /wps/member/affiliate': ok(AFFILIATE) }));
    const el = await mount('<mc-invite-friends></mc-invite-friends>', { ready: (e) => q(e, '.qr') });
    setLanguage('PT');
    await waitFor(() => textOf(q(el, '[data-action="copy-link"]')) === 'Copiar');
    setLanguage('TY');
    await waitFor(() => textOf(q(el, '[data-action="copy-link"]')) === 'Kopyahin');
  });
});
