import { describe, it, expect, mount, q, shadowQueryAll, mockFetch, ok, textOf } from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { agentRoutes } from '../agent-ui/agent-fixtures.ts';
import { qrPath } from '../agent-ui/Qr.tsx';
import './index.ts';

freshPageEachTest();

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
