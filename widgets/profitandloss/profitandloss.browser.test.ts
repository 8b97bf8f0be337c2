import { describe, it, expect, beforeEach, mount, q, shadowQueryAll, waitFor, mockFetch, ok, click, textOf } from '../../tests/browser/helpers.ts';
import { signInAs } from '../../tests/browser/platform-fixtures.ts';
import { moneyRoutes, resetMoneyStores } from '../../tests/browser/money-platform.ts';
import { presetRange } from '../../core/rules/records.ts';
import './index.ts';

beforeEach(() => resetMoneyStores());
const report = { stake: 1200, payout: 950.5, profit: -249.5, deposits: 2000, withdrawals: 500, bonuses: 88 };

describe('<mc-profitandloss>', () => {
  it('shows the result of play and the figures for the range, and follows a new range', async () => {
    signInAs(0);
    const api = mockFetch(
      await moneyRoutes({
        'GET /wps/report/profitAndLoss': (c) =>
          ok(
            c.query.get('startDate') === presetRange('today').startDate
              ? { ...report, stake: 0, payout: 0, profit: 0, deposits: 0, withdrawals: 0, bonuses: 0 }
              : report,
          ),
      }),
    );
    const el = await mount('<mc-profitandloss></mc-profitandloss>', { ready: (e) => q(e, '.pnl') });
    expect(Object.fromEntries(api.last('/wps/report/profitAndLoss')!.query)).to.deep.equal(presetRange('week'));
    expect(textOf(q(el, '.pnl .big'))).to.equal('-¥ 249.50');
    expect(q(el, '.pnl .big')!.classList.contains('negative')).to.equal(true);
    expect(shadowQueryAll(el, '.kv dd').map(textOf)).to.deep.equal(['¥ 1,200.00', '¥ 950.50', '¥ 2,000.00', '¥ 500.00', '¥ 88.00']);
    click(shadowQueryAll(el, '.range .chip').find((c) => textOf(c) === 'Today')!);
    await waitFor(() => q(el, '[data-state="empty"]'));
  });
});
