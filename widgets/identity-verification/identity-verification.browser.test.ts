import {
  describe,
  it,
  expect,
  beforeEach,
  afterEach,
  mount,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  ok,
  fail,
  http,
  click,
  textOf,
  recordEvents,
} from '../../tests/browser/helpers.ts';
import { jpegBytes, pickFiles, pngBytes } from '../../tests/browser/money-platform.ts';
import { platformRoutes, signInAs, resetStores, captureNavigation, keptBehindLogin, signInAgain } from '../../tests/browser/platform-fixtures.ts';
import { verificationStore } from '../../core/stores/profile.ts';
import { $toast } from '../../core/stores/toast.ts';
import { setLanguage } from '../../core/stores/language.ts';
import './index.ts';

let nav: ReturnType<typeof captureNavigation>;
beforeEach(() => {
  resetStores();
  verificationStore.reset();
  nav = captureNavigation();
});
afterEach(() => {
  nav.stop();
  setLanguage('EN');
});

const MB = 1024 * 1024;
const file = (name: string, bytes: BlobPart, type: string) => new File([bytes], name, { type });
const slotInput = (el: Element, side: string) => q<HTMLInputElement>(el, `[data-slot="${side}"] input[type="file"]`)!;
const state = (status: string, more: Record<string, unknown> = {}) => ({ status, reason: null, submittedAt: null, decidedAt: null, ...more });
const routes = (more: Record<string, unknown> = {}) => platformRoutes({ 'GET /wps/member/verification': ok(state('none')), ...(more as object) });
const statusOf = (el: Element) => q(el, '[part="status"]')?.dataset.status;

describe('<mc-identity-verification>', () => {
  it('a visitor is asked to log in; a free-trial account is refused', async () => {
    const api = mockFetch(routes());
    const el = await mount('<mc-identity-verification></mc-identity-verification>', { ready: (e) => q(e, '[data-state="logged-out"]') });
    click(q(el, '[data-state="logged-out"] button')!);
    expect(nav.paths).to.deep.equal(['/m/login']);
    signInAs(4, 'trial01');
    await waitFor(() => q(el, '[data-state="trial"]'));
    expect(api.calls('/wps/member/verification')).to.have.length(0);
  });

  it('takes ID front, back and selfie with previews, each replaceable, and sends them: under review', async () => {
    signInAs(0);
    const api = mockFetch(routes({ 'PUT /wps/member/verification': ok(state('pending', { submittedAt: Date.UTC(2026, 10, 20) })) }));
    const el = await mount('<mc-identity-verification></mc-identity-verification>', { ready: (e) => q(e, '[data-slot="selfie"]') });
    const events = recordEvents(el, 'mc-verification');
    expect(statusOf(el)).to.equal('none');
    expect(shadowQueryAll(el, '[data-slot]').map((s) => s.dataset.slot)).to.deep.equal(['front', 'back', 'selfie']);
    expect(shadowQueryAll(el, '.slot-label').map(textOf)).to.deep.equal(['ID front', 'ID back', 'ID selfie']);

    // Sending with a picture missing says so and sends nothing.
    click(q(el, '[part="submit"]')!);
    await waitFor(() => textOf(q(el, '.documents > .error')) === 'Please add all three pictures.');

    pickFiles(slotInput(el, 'front'), [file('front.png', pngBytes(), 'image/png')]);
    await waitFor(() => q(el, '[data-slot="front"] img'));
    const first = q<HTMLImageElement>(el, '[data-slot="front"] img')!.src;
    expect(textOf(q(el, '[data-slot="front"] .slot-pick'))).to.equal('Replace');
    pickFiles(slotInput(el, 'front'), [file('front2.jpg', jpegBytes(), 'image/jpeg')]);
    await waitFor(() => q<HTMLImageElement>(el, '[data-slot="front"] img')!.src !== first);
    expect(q<HTMLImageElement>(el, '[data-slot="front"] img')!.getAttribute('width')).to.equal('96');
    pickFiles(slotInput(el, 'back'), [file('back.png', pngBytes(), 'image/png')]);
    pickFiles(slotInput(el, 'selfie'), [file('selfie.png', pngBytes(), 'image/png')]);
    await waitFor(() => q(el, '[data-slot="selfie"] img') && q(el, '[data-slot="back"] img'));

    click(q(el, '[part="submit"]')!);
    await waitFor(() => statusOf(el) === 'pending');
    const body = api.last('/wps/member/verification')!.json as Record<string, string>;
    expect(Object.keys(body).sort()).to.deep.equal(['back', 'front', 'selfie']);
    expect(body.front).to.match(/^data:image\/jpeg;base64,/);
    expect(body.selfie).to.match(/^data:image\/png;base64,/);
    expect(q(el, '[part="form"]')).to.equal(null);
    expect(textOf(q(el, '[part="status"] [data-verification]'))).to.equal('Under review');
    expect(textOf(q(el, '.status-text'))).to.match(/^Your documents were sent on .+ and are under review\.$/);
    expect(events.map((e) => e.detail)).to.deep.equal([{ status: 'pending' }]);
  });

  it('in a 296 px column in Russian each slot keeps its pick button inside it', async () => {
    signInAs(0);
    mockFetch(routes());
    const column = document.createElement('div');
    column.style.width = '296px';
    document.body.append(column);
    try {
      setLanguage('RU');
      const el = await mount('<mc-identity-verification></mc-identity-verification>', {
        parent: column,
        ready: (e) => q(e, '[data-slot="selfie"]') && textOf(q(e, '.slot-pick')) === 'Выбрать изображение',
      });
      for (const slot of shadowQueryAll(el, '.image-slot')) {
        const pick = slot.querySelector('.slot-pick')!;
        expect(pick.getBoundingClientRect().right, slot.dataset.slot).to.be.at.most(slot.getBoundingClientRect().right);
        expect(pick.scrollWidth, slot.dataset.slot).to.be.at.most(pick.clientWidth);
      }
    } finally {
      column.remove();
    }
  });

  it('refuses a wrong type and a file over 5 MB before anything is sent', async () => {
    signInAs(0);
    const api = mockFetch(routes());
    const el = await mount('<mc-identity-verification></mc-identity-verification>', { ready: (e) => q(e, '[data-slot="front"]') });
    pickFiles(slotInput(el, 'front'), [file('id.pdf', new TextEncoder().encode('%PDF-1.4'), 'application/pdf')]);
    await waitFor(() => textOf(q(el, '[data-slot="front"] [role="alert"]')));
    expect(textOf(q(el, '[data-slot="front"] [role="alert"]'))).to.equal('id.pdf was not added: only PNG or JPG images are accepted');
    pickFiles(slotInput(el, 'back'), [file('big.jpg', jpegBytes(5 * MB + 1), 'image/jpeg')]);
    await waitFor(() => textOf(q(el, '[data-slot="back"] [role="alert"]')));
    expect(textOf(q(el, '[data-slot="back"] [role="alert"]'))).to.equal('big.jpg was not added: an image can be at most 5 MB');
    expect(q(el, '[data-slot="front"] img')).to.equal(null);
    expect(slotInput(el, 'front').getAttribute('aria-describedby')).to.contain('-problem');
    expect(api.calls('/wps/member/verification').filter((c) => c.method === 'PUT')).to.have.length(0);
  });

  it('a failed send keeps the pictures and says why', async () => {
    signInAs(0);
    mockFetch(routes({ 'PUT /wps/member/verification': fail('upload.invalid', 'an image is not the png or jpg it claims to be') }));
    const el = await mount('<mc-identity-verification></mc-identity-verification>', { ready: (e) => q(e, '[data-slot="front"]') });
    for (const side of ['front', 'back', 'selfie']) pickFiles(slotInput(el, side), [file(`${side}.png`, pngBytes(), 'image/png')]);
    await waitFor(() => shadowQueryAll(el, '.slot-preview img').length === 3);
    click(q(el, '[part="submit"]')!);
    await waitFor(() => $toast.get()?.kind === 'fail');
    expect($toast.get()!.message).to.equal('code.upload.invalid');
    expect(shadowQueryAll(el, '.slot-preview img')).to.have.length(3);
    expect(statusOf(el)).to.equal('none');
  });

  it('verified: says so, no form', async () => {
    signInAs(0);
    mockFetch(routes({ 'GET /wps/member/verification': ok(state('verified', { decidedAt: Date.now() })) }));
    const el = await mount('<mc-identity-verification></mc-identity-verification>', { ready: (e) => statusOf(e) === 'verified' });
    expect(textOf(q(el, '.status-text'))).to.equal('Your identity is verified. Thank you!');
    expect(q(el, '[part="form"]')).to.equal(null);
  });

  it('rejected: shows the reason and takes new pictures', async () => {
    signInAs(0);
    mockFetch(routes({ 'GET /wps/member/verification': ok(state('rejected', { reason: 'Picture is blurred' })) }));
    const el = await mount('<mc-identity-verification></mc-identity-verification>', { ready: (e) => statusOf(e) === 'rejected' });
    expect(textOf(q(el, '[data-field="reason"]'))).to.equal('Reason: Picture is blurred');
    expect(textOf(q(el, '[part="status"] [data-verification]'))).to.equal('Rejected');
    expect(q(el, '[data-slot="front"]')).to.not.equal(null);
  });

  it('a failed load offers a retry that works', async () => {
    signInAs(0);
    const api = mockFetch(routes({ 'GET /wps/member/verification': [fail('server.error', 'boom'), ok(state('pending'))] }));
    const el = await mount('<mc-identity-verification></mc-identity-verification>', { ready: (e) => q(e, '[role="alert"] button') });
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => statusOf(el) === 'pending');
    expect(api.calls('/wps/member/verification')).to.have.length(2);
  });

  it('speaks PT and TY', async () => {
    signInAs(0);
    mockFetch(routes());
    const el = await mount('<mc-identity-verification></mc-identity-verification>', { ready: (e) => q(e, '[data-slot="front"]') });
    setLanguage('PT');
    await waitFor(() => textOf(q(el, '[data-slot="front"] .slot-label')) === 'Frente do documento');
    setLanguage('TY');
    await waitFor(() => textOf(q(el, '[data-slot="front"] .slot-label')) === 'Harap ng ID');
  });
});

describe('<mc-identity-verification> when the platform ends the session under the form', () => {
  const pickAll = async (el: Element) => {
    for (const side of ['front', 'back', 'selfie']) pickFiles(slotInput(el, side), [file(`${side}.png`, pngBytes(), 'image/png')]);
    await waitFor(() => shadowQueryAll(el, '.slot-preview img').length === 3);
  };

  it('keeps the pictures chosen behind the login dialog; signed in again, they are sent', async () => {
    signInAs(0);
    const api = mockFetch(routes({ 'PUT /wps/member/verification': [http(401), ok(state('pending', { submittedAt: Date.UTC(2026, 10, 20) }))] }));
    const el = await mount('<mc-identity-verification></mc-identity-verification>', { ready: (e) => q(e, '[data-slot="selfie"]') });
    await pickAll(el);
    const previews = shadowQueryAll<HTMLImageElement>(el, '.slot-preview img').map((i) => i.src);
    click(q(el, '[part="submit"]')!);
    await keptBehindLogin(el);
    expect(shadowQueryAll<HTMLImageElement>(el, '.slot-preview img').map((i) => i.src)).to.deep.equal(previews);
    expect(nav.paths).to.deep.equal([]);

    await signInAgain(el);
    expect(shadowQueryAll<HTMLImageElement>(el, '.slot-preview img').map((i) => i.src)).to.deep.equal(previews);
    click(q(el, '[part="submit"]')!);
    await waitFor(() => statusOf(el) === 'pending');
    const puts = api.calls('/wps/member/verification').filter((c) => c.method === 'PUT');
    expect(puts).to.have.length(2);
    expect(Object.keys(puts[1]!.json as object).sort()).to.deep.equal(['back', 'front', 'selfie']);
  });

  it('another player signing in gets the form afresh', async () => {
    signInAs(0, 'demo');
    mockFetch(routes({ 'PUT /wps/member/verification': http(401) }));
    const el = await mount('<mc-identity-verification></mc-identity-verification>', { ready: (e) => q(e, '[data-slot="selfie"]') });
    await pickAll(el);
    click(q(el, '[part="submit"]')!);
    await keptBehindLogin(el);
    await signInAgain(el, 'other01');
    await waitFor(() => q(el, '[data-slot="selfie"]'));
    expect(shadowQueryAll(el, '.slot-preview img')).to.have.length(0);
  });
});
