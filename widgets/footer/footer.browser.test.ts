import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, ok, click, textOf, settled } from '../../tests/browser/helpers.ts';
import { initialConfig, platformRoutes, signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { $toast } from '../../core/stores/toast.ts';
import './index.ts';

const nav = freshPageEachTest();

const item = (el: Element, label: string) => shadowQueryAll<HTMLButtonElement>(el, 'button').find((b) => textOf(b.querySelector('.label')) === label)!;

describe('<mc-footer>', () => {
  it('shows Home, Invite friends, the central Deposit, Promotions and Member, in that order', async () => {
    mockFetch(platformRoutes());
    const el = await mount('<mc-footer active="home"></mc-footer>', { ready: (e) => q(e, 'nav') });
    expect(shadowQueryAll(el, '.label').map(textOf)).to.deep.equal(['Home', 'Invite friends', 'Deposit', 'Promotions', 'Member']);
    expect(q(el, 'nav')!.getAttribute('aria-label')).to.equal('Main navigation');
    expect(item(el, 'Home').getAttribute('aria-current')).to.equal('page');
    expect(item(el, 'Deposit').getAttribute('part')).to.equal('deposit');
  });

  it("carries the merchant's minimum-age notice, one tap from the responsible-gaming page", async () => {
    mockFetch(platformRoutes({ 'GET /wps/system/init': ok(initialConfig({ responsibleGaming: { minimumAge: 21 } })) }));
    const el = await mount('<mc-footer></mc-footer>', { ready: (e) => textOf(q(e, '[part="age-notice"]')) === '21+ · Play responsibly' });
    const button = q(el, '[part="age-notice"] button')!;
    // A tap target of at least 24 by 24 px (WCAG 2.2 target size).
    expect(button.getBoundingClientRect().height).to.be.at.least(24);
    click(button);
    expect(nav.paths).to.deep.equal(['/m/responsibleGaming']);
  });

  it('public items go where they say for a visitor', async () => {
    mockFetch(platformRoutes());
    const el = await mount('<mc-footer></mc-footer>', { ready: (e) => q(e, 'nav') });
    click(item(el, 'Home'));
    click(item(el, 'Promotions'));
    expect(nav.paths).to.deep.equal(['/m/home', '/m/activity']);
  });

  it('member-only items send a visitor to login, and the visitor sees no badge', async () => {
    const api = mockFetch(platformRoutes());
    const el = await mount('<mc-footer></mc-footer>', { ready: (e) => q(e, 'nav') });
    await waitFor(() => api.calls('/wps/promotion/available').length > 0);
    click(item(el, 'Deposit'));
    click(item(el, 'Member'));
    click(item(el, 'Invite friends'));
    expect(nav.paths).to.deep.equal(['/m/login', '/m/login', '/m/login']);
    expect(q(el, '.badge')).to.equal(null);
  });

  it('a member goes to deposit, the member centre and invite friends, and sees the unclaimed badge', async () => {
    signInAs(0);
    mockFetch(platformRoutes());
    const el = await mount('<mc-footer active="member"></mc-footer>', { ready: (e) => q(e, '.badge') });
    expect(textOf(q(el, '.badge'))).to.equal('3');
    expect(q(el, '.badge')!.getAttribute('aria-label')).to.equal('3 unclaimed promotions');
    click(item(el, 'Deposit'));
    click(item(el, 'Member'));
    click(item(el, 'Invite friends'));
    expect(nav.paths).to.deep.equal(['/m/voucherCenter', '/m/mine', '/m/inviteFriends']);
  });

  it('invite friends without REFERRAL says contact_service for 2 s and stays', async () => {
    signInAs(0);
    const api = mockFetch(platformRoutes({ 'GET /wps/promotion/available': ok({ enabled: [], unclaimedCount: 0 }) }));
    const el = await mount('<mc-footer></mc-footer>', { ready: (e) => q(e, 'nav') });
    await waitFor(() => api.calls('/wps/promotion/available').length > 0);
    await settled();
    click(item(el, 'Invite friends'));
    expect(nav.paths).to.deep.equal([]);
    expect($toast.get()).to.include({ message: 'contact_service', durationMs: 2000 });
  });

  it('a free-trial member gets free_reject on member-only items and is not taken there', async () => {
    signInAs(4, 'trial01');
    mockFetch(platformRoutes());
    const el = await mount('<mc-footer></mc-footer>', { ready: (e) => q(e, 'nav') });
    click(item(el, 'Member'));
    expect($toast.get()).to.include({ message: 'free_reject', durationMs: 2000 });
    click(item(el, 'Deposit'));
    expect(nav.paths).to.deep.equal([]);
    click(item(el, 'Home'));
    expect(nav.paths).to.deep.equal(['/m/home']);
  });

  it('an agent uses the footer like a member', async () => {
    signInAs(1, 'agent');
    mockFetch(platformRoutes());
    const el = await mount('<mc-footer></mc-footer>', { ready: (e) => q(e, '.badge') });
    click(item(el, 'Member'));
    expect(nav.paths).to.deep.equal(['/m/mine']);
  });

  it('caps the badge at 99+', async () => {
    signInAs(0);
    mockFetch(platformRoutes({ 'GET /wps/promotion/available': ok({ enabled: ['REFERRAL'], unclaimedCount: 140 }) }));
    const el = await mount('<mc-footer></mc-footer>', { ready: (e) => q(e, '.badge') });
    expect(textOf(q(el, '.badge'))).to.equal('99+');
  });

  it('follows the language: the labels change with it', async () => {
    const { setLanguage } = await import('../../core/stores/language.ts');
    mockFetch(platformRoutes());
    const el = await mount('<mc-footer></mc-footer>', { ready: (e) => q(e, 'nav') });
    setLanguage('PT');
    await waitFor(() => textOf(q(el, '.label')) === 'Início');
    setLanguage('TY');
    await waitFor(() => shadowQueryAll(el, '.label').map(textOf).includes('Mga promo'));
    setLanguage('EN');
    await waitFor(() => textOf(q(el, '.label')) === 'Home');
  });
});
