import { describe, it, expect, beforeEach, mount, shadowQuery, shadowQueryAll, mockFetch, ok, textOf } from '../../tests/browser/helpers.ts';
import { signInAs } from '../../tests/browser/platform-fixtures.ts';
import { moneyRoutes, page, resetMoneyStores, NOW } from '../../tests/browser/money-platform.ts';
import './index.ts';

beforeEach(() => resetMoneyStores());
const rows = (el: Element) => shadowQueryAll(el, '.record');

describe('<mc-rebate-report>', () => {
  it('shows each rebate by game type', async () => {
    signInAs(0);
    mockFetch(
      await moneyRoutes({
        'GET /wps/rebate/report': ok(page(2, (i) => ({ id: String(i + 1), amount: [12.34, 5.6][i], gameType: ['RNG', 'WEIRD'][i], createdAt: NOW }))),
      }),
    );
    const el = await mount('<mc-rebate-report></mc-rebate-report>', { ready: (e) => rows(e).length === 2 });
    expect(rows(el).map((r) => textOf(r.querySelector('.record-title')))).to.deep.equal(['Casino', 'WEIRD']);
    expect(rows(el).map((r) => textOf(r.querySelector('.record-amount')))).to.deep.equal(['+¥ 12.34', '+¥ 5.60']);
  });

  it('empty: in_no_data', async () => {
    signInAs(0);
    mockFetch(await moneyRoutes({ 'GET /wps/rebate/report': ok(page(0, () => null)) }));
    const el = await mount('<mc-rebate-report></mc-rebate-report>', { ready: (e) => shadowQuery(e, '[data-state="empty"]') });
    expect(textOf(shadowQuery(el, '[data-state="empty"]'))).to.equal('No data');
  });
});
