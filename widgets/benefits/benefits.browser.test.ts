import { describe, it, expect, afterEach, mount, q, shadowQueryAll, waitFor, mockFetch, ok, fail, click, textOf } from '../../tests/browser/helpers.ts';
import { platformRoutes, member, signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { setLanguage } from '../../core/stores/language.ts';
import './index.ts';

const nav = freshPageEachTest();
afterEach(() => setLanguage('EN'));

const BENEFITS = {
  labelName: 'VIP 3',
  benefits: [
    { title: 'Birthday bonus', description: 'A gift every birthday month.' },
    { title: 'Faster withdrawals', description: 'Priority processing.' },
  ],
};

describe('<mc-benefits>', () => {
  it('shows the club level and its benefits', async () => {
    signInAs(0);
    mockFetch(platformRoutes({ 'GET /wps/member/club/benefit': ok(BENEFITS) }));
    const el = await mount('<mc-benefits></mc-benefits>', { ready: (e) => q(e, '.benefit') });
    expect(textOf(q(el, '.level-name'))).to.equal('VIP 3');
    expect(shadowQueryAll(el, '.benefit h3').map(textOf)).to.deep.equal(['Birthday bonus', 'Faster withdrawals']);
  });

  it('without a club label: says so, asks nothing, and leads back to the member centre', async () => {
    signInAs(0, 'plain');
    const api = mockFetch(
      platformRoutes({ 'GET /wps/member/info': ok(member({ account: 'plain', clubLabel: undefined })), 'GET /wps/member/club/benefit': fail('club.none') }),
    );
    const el = await mount('<mc-benefits></mc-benefits>', { ready: (e) => q(e, '[data-state="no-club"]') });
    expect(api.calls('/wps/member/club/benefit')).to.have.length(0);
    click(q(el, '[data-state="no-club"] button')!);
    expect(nav.paths).to.deep.equal(['/m/mine']);
  });

  it('a visitor is asked to log in; a free-trial account is refused', async () => {
    const api = mockFetch(platformRoutes({ 'GET /wps/member/club/benefit': ok(BENEFITS) }));
    const el = await mount('<mc-benefits></mc-benefits>', { ready: (e) => q(e, '[data-state="logged-out"]') });
    click(q(el, '[data-state="logged-out"] button')!);
    expect(nav.paths).to.deep.equal(['/m/login']);
    signInAs(4, 'trial01');
    await waitFor(() => q(el, '[data-state="free-trial"]'));
    expect(api.calls('/wps/member/club/benefit')).to.have.length(0);
  });

  it('empty benefits: in_no_data; failure: retry that works', async () => {
    signInAs(0);
    const api = mockFetch(platformRoutes({ 'GET /wps/member/club/benefit': [fail('server.error', 'boom'), ok({ labelName: 'VIP 3', benefits: [] })] }));
    const el = await mount('<mc-benefits></mc-benefits>', { ready: (e) => q(e, '[role="alert"] button') });
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => q(el, '[data-state="empty"]'));
    expect(api.calls('/wps/member/club/benefit')).to.have.length(2);
  });

  it('asks again in the new language', async () => {
    signInAs(0);
    const api = mockFetch(platformRoutes({ 'GET /wps/member/club/benefit': ok(BENEFITS) }));
    const el = await mount('<mc-benefits></mc-benefits>', { ready: (e) => q(e, '.benefit') });
    setLanguage('PT');
    await waitFor(() => textOf(q(el, '.level-caption')) === 'Seu nível');
    await waitFor(() => api.calls('/wps/member/club/benefit').length === 2);
    setLanguage('TY');
    await waitFor(() => textOf(q(el, '.level-caption')) === 'Iyong level');
  });
});
