import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, ok, fail, click, textOf, recordEvents } from '../../tests/browser/helpers.ts';
import { balance, initialConfig, signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { PROMOTIONS, moneyRoutes, resetMoneyStores } from '../../tests/browser/money-platform.ts';
import { $unclaimedCount, promotionStore } from '../../core/stores/promotions.ts';
import { walletStore } from '../../core/stores/wallet.ts';
import { $toast } from '../../core/stores/toast.ts';
import './index.ts';

const nav = freshPageEachTest(resetMoneyStores);

const cards = (el: Element) =>
  shadowQueryAll(el, '.promo-card').map(
    (c) => `${textOf(c.querySelector('.promo-title')).replace('Promotion ', '')}:${textOf(c.querySelector('[part="state"]'))}`,
  );
const tab = (el: Element, name: RegExp) => shadowQueryAll<HTMLButtonElement>(el, '[role="tab"]').find((t) => name.test(textOf(t)))!;

describe('<mc-reward-center>', () => {
  it('opens on the rewards to claim, and sorts the others into applications, claimed and all', async () => {
    signInAs(0);
    mockFetch(await moneyRoutes());
    const el = await mount('<mc-reward-center></mc-reward-center>', { ready: (e) => q(e, '.promo-card') });
    expect(shadowQueryAll(el, '[role="tab"]').map(textOf)).to.deep.equal(['To claim (2)', 'Applied', 'Claimed', 'All']);
    expect(tab(el, /To claim/).getAttribute('aria-selected')).to.equal('true');
    expect(cards(el)).to.deep.equal(['PR03:Ready to claim', 'PR08:Ready to claim']);
    click(tab(el, /Applied/));
    await waitFor(() => cards(el).join() === 'PR02:Under review,PR05:Rejected');
    click(tab(el, /Claimed/));
    await waitFor(() => cards(el).join() === 'PR01:Claimed,PR04:Joined');
    click(tab(el, /All/));
    await waitFor(() => cards(el).length === 9);
    expect(cards(el)).to.include.members(['PR06:Ended', 'PR07:Coming soon', 'PR09:Open']);
    click(shadowQueryAll(el, '.promo-card .btn-outline')[0]!);
    expect(nav.paths).to.deep.equal(['/m/activityInfo?id=PR01']);
  });

  it('claims a reward on the spot: balance, list and footer badge follow', async () => {
    signInAs(0);
    const claimed = new Set<string>();
    const api = mockFetch(
      await moneyRoutes({
        'GET /wps/promotion/list': () => ok(PROMOTIONS.map((p) => (claimed.has(p.id) ? { ...p, state: 'claimed' } : p))),
        'GET /wps/promotion/available': () => ok({ enabled: ['REFERRAL', 'MISSION'], unclaimedCount: 2 - claimed.size }),
        'POST /wps/promotion/claim': (c) => {
          claimed.add((c.json as { promotionId: string }).promotionId);
          return ok({ state: 'claimed', amount: 58, balance: balance(10058) });
        },
      }),
    );
    await promotionStore.load();
    const el = await mount('<mc-reward-center></mc-reward-center>', { ready: (e) => shadowQueryAll(e, '.promo-card').length === 2 });
    const events = recordEvents<CustomEvent>(el, 'mc-promotion');
    click(shadowQueryAll(el, '.promo-card .btn-primary')[1]!);
    await waitFor(() => cards(el).join() === 'PR03:Ready to claim');
    expect(api.last('POST /wps/promotion/claim')!.json).to.deep.equal({ promotionId: 'PR08' });
    expect(walletStore.$state.get().value?.sumBalance).to.equal(10058);
    expect($unclaimedCount.get()).to.equal(1);
    expect(textOf(tab(el, /To claim/))).to.equal('To claim (1)');
    expect($toast.get()).to.include({ kind: 'success', message: 'promo.claimed' });
    expect(events[0]!.detail).to.deep.equal({ promotionId: 'PR08', action: 'claim', state: 'claimed', amount: 58 });
  });

  it('a failed claim says why and changes nothing', async () => {
    signInAs(0);
    mockFetch(await moneyRoutes({ 'POST /wps/promotion/claim': fail('promotion.closed', 'this promotion has ended') }));
    const el = await mount('<mc-reward-center tab="claim"></mc-reward-center>', { ready: (e) => shadowQueryAll(e, '.promo-card').length === 2 });
    click(shadowQueryAll(el, '.promo-card .btn-primary')[0]!);
    await waitFor(() => $toast.get()?.message === 'code.promotion.closed');
    expect(cards(el)).to.have.length(2);
  });

  it('is unavailable without REWCEN3, and asks a visitor to log in', async () => {
    signInAs(0);
    mockFetch(await moneyRoutes({ 'GET /wps/system/init': ok(initialConfig({}, { REWCEN3: false })) }));
    await mount('<mc-reward-center></mc-reward-center>', { ready: (e) => q(e, '[data-state="unavailable"]') });
  });

  it('a visitor is asked to log in', async () => {
    const api = mockFetch(await moneyRoutes());
    await mount('<mc-reward-center></mc-reward-center>', { ready: (e) => q(e, '[data-state="logged-out"]') });
    expect(api.calls('/wps/promotion/list')).to.have.length(0);
  });
});
