import { describe, it, expect, mount, q, shadowQueryAll, mockFetch, ok, http, click, textOf, typeInto, waitFor } from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest, keptBehindLogin, signInAgain } from '../../tests/browser/platform-fixtures.ts';
import { endSession } from '../../core/stores/session.ts';
import { sealingKeyRoute } from '../../tests/browser/account-platform.ts';
import { agentRoutes } from '../agent-ui/agent-fixtures.ts';
import { qrPath } from '../agent-ui/Qr.tsx';
import { useLanguage } from '../../tests/browser/rtl.ts';
import './index.ts';
import '../agent-register/index.ts';

const nav = freshPageEachTest();

const LINKS = [
  { code: 'AFF001', url: 'http://127.0.0.1:8080/m/register?affiliateCode=AFF001' },
  { code: 'AFF002', url: 'https://partner.example.com/m/register?affiliateCode=AFF002' },
];

describe('<mc-agent-affiliate>', () => {
  it('shows each link with its code and a QR code of it', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes({}, { 'GET /wps/agent/affiliate/urls': ok(LINKS) }));
    const el = await mount('<mc-agent-affiliate qr-size="120"></mc-agent-affiliate>', { ready: (e) => q(e, 'svg.qr') });
    expect(shadowQueryAll(el, '.tag').map(textOf)).to.deep.equal(['Code AFF001', 'Code AFF002']);
    const svg = q(el, 'svg.qr')!;
    expect(svg.getAttribute('width')).to.equal('120');
    expect(svg.getAttribute('aria-label')).to.equal('QR code of the link with code AFF001');
    expect(svg.querySelector('path')!.getAttribute('d')).to.equal(qrPath(LINKS[0]!.url).d);
    expect(q(el, 'a.url')!.getAttribute('rel')).to.equal('noopener noreferrer');
  });

  it('in a 320 px column in Russian the copy button stays inside its card, below the QR code', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes({}, { 'GET /wps/agent/affiliate/urls': ok(LINKS) }));
    const column = document.createElement('div');
    column.style.width = '296px';
    document.body.append(column);
    try {
      await useLanguage('RU');
      const el = await mount('<mc-agent-affiliate></mc-agent-affiliate>', {
        parent: column,
        ready: (e) => q(e, 'svg.qr') && textOf(q(e, '.link .btn')) === 'Копировать ссылку',
      });
      for (const card of shadowQueryAll(el, '.link')) {
        const button = card.querySelector('.btn')!.getBoundingClientRect();
        expect(button.right).to.be.at.most(card.getBoundingClientRect().right);
        expect(button.top).to.be.at.least(card.querySelector('.qr')!.getBoundingClientRect().bottom);
      }
    } finally {
      await useLanguage('EN');
      column.remove();
    }
  });

  it('the QR path: a version-3 code (29 modules) plus the quiet zone for a registration link', () => {
    const { size, d } = qrPath(LINKS[0]!.url);
    expect(size).to.be.greaterThanOrEqual(29 + 8);
    expect(d.startsWith('M4 4h1v1h-1z')).to.equal(true); // the finder pattern's corner module
  });

  it('no links: in_no_data', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes({}, { 'GET /wps/agent/affiliate/urls': ok([]) }));
    const el = await mount('<mc-agent-affiliate></mc-agent-affiliate>', { ready: (e) => q(e, '[data-state="empty"]') });
    expect(textOf(q(el, '[data-state="empty"]'))).to.equal('No data');
  });
});

describe('<mc-agent-affiliate> when the platform ends the session', () => {
  const codes = (el: Element) => shadowQueryAll(el, '.tag').map(textOf);

  it('beside the downline registration kept for its agent (the agentRegister page), it stays with its links; back, the form is sent', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(
      agentRoutes(
        {},
        {
          'GET /wps/agent/affiliate/urls': ok(LINKS),
          'GET /wps/agent/username/check': ok(true),
          'GET /wps/session/key/rsa': await sealingKeyRoute(),
          'POST /wps/agent/downline': [http(401), ok({ id: '31', account: 'freshkid1' })],
        },
      ),
    );
    const form = await mount('<mc-agent-register></mc-agent-register>', { ready: (e) => q(e, '#downline-rebate') });
    const links = await mount('<mc-agent-affiliate></mc-agent-affiliate>', { ready: (e) => q(e, 'svg.qr') });
    typeInto(q<HTMLInputElement>(form, '#downline-username')!, 'freshkid1');
    typeInto(q<HTMLInputElement>(form, '#downline-password')!, 'kid12345');
    typeInto(q<HTMLInputElement>(form, '#downline-confirm')!, 'kid12345');
    click(q(form, '[part="submit"]')!);
    await keptBehindLogin(form);
    expect(codes(links)).to.deep.equal(['Code AFF001', 'Code AFF002']);

    await signInAgain(form, 'agent', 1);
    click(q(form, '[part="submit"]')!);
    await waitFor(() => q(form, '[part="done"]'), 6000);
    expect(api.calls('/wps/agent/downline')).to.have.length(2);
    expect(codes(links)).to.deep.equal(['Code AFF001', 'Code AFF002']);
    expect(nav.paths).to.deep.equal([]);
  });

  it('with no form kept for the agent, it goes home', async () => {
    signInAs(1, 'agent');
    mockFetch(agentRoutes({}, { 'GET /wps/agent/affiliate/urls': ok(LINKS) }));
    await mount('<mc-agent-affiliate></mc-agent-affiliate>', { ready: (e) => q(e, 'svg.qr') });
    endSession('expired');
    await waitFor(() => nav.paths.length > 0);
    expect(nav.paths).to.deep.equal(['/m/home']);
  });
});
