import { describe, it, expect, mount, q, waitFor, mockFetch, ok, click, textOf, recordEvents } from '../../tests/browser/helpers.ts';
import { balance, signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { moneyRoutes, resetMoneyStores, NOW } from '../../tests/browser/money-platform.ts';
import { walletStore } from '../../core/stores/wallet.ts';
import { $toast } from '../../core/stores/toast.ts';
import './index.ts';

const nav = freshPageEachTest(resetMoneyStores);

describe('<mc-manual-rebate>', () => {
  it('claims the rebate waiting: the balance follows and the page shows nothing left', async () => {
    signInAs(0);
    let claimed = false;
    const api = mockFetch(
      await moneyRoutes({
        'GET /wps/rebate/manual': () =>
          ok(claimed ? { available: 0, lastClaimAt: NOW, claimable: false } : { available: 12.5, lastClaimAt: 0, claimable: true }),
        'POST /wps/rebate/manual': () => {
          claimed = true;
          return ok(balance(10012.5));
        },
      }),
    );
    const el = await mount('<mc-manual-rebate></mc-manual-rebate>', { ready: (e) => q(e, '[part="claim"]') });
    const events = recordEvents<CustomEvent>(el, 'mc-rebate');
    expect(textOf(q(el, '[part="amount"]'))).to.equal('¥ 12.50');
    expect(textOf(q(el, '.result .muted'))).to.equal('Not claimed yet');
    click(q(el, '[part="claim"]')!);
    await waitFor(() => textOf(q(el, '[part="amount"]')) === '¥ 0.00');
    expect(walletStore.$state.get().value?.sumBalance).to.equal(10012.5);
    expect(events[0]!.detail).to.deep.equal({ kind: 'claim', amount: 12.5, sumBalance: 10012.5 });
    expect($toast.get()).to.include({ kind: 'success', message: 'rebate.claimed' });
    expect(q<HTMLButtonElement>(el, '[part="claim"]')!.disabled).to.equal(true);
    expect(textOf(q(el, '.notice'))).to.contain('Not enough rebate');
    expect(api.calls('POST /wps/rebate/manual')).to.have.length(1);
    click(q(el, '.btn-outline')!);
    expect(nav.paths).to.deep.equal(['/m/member/rebateReport']);
  });
});
