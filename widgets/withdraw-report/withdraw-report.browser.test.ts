import { describe, it, expect, beforeEach, mount, shadowQueryAll, mockFetch, ok, textOf } from '../../tests/browser/helpers.ts';
import { signInAs } from '../../tests/browser/platform-fixtures.ts';
import { depositRecord, moneyRoutes, page, resetMoneyStores } from '../../tests/browser/money-platform.ts';
import './index.ts';

beforeEach(() => resetMoneyStores());
const rows = (el: Element) => shadowQueryAll(el, '.record');

describe('<mc-withdraw-report>', () => {
  it('shows each withdrawal with its bank, amount and status', async () => {
    signInAs(0);
    mockFetch(
      await moneyRoutes({
        'GET /wps/transaction/withdraw/report': ok(page(2, (i) => depositRecord(i, { method: 'ICBC', status: i ? 'pending' : 'rejected' }))),
      }),
    );
    const el = await mount('<mc-withdraw-report></mc-withdraw-report>', { ready: (e) => rows(e).length === 2 });
    expect(rows(el).map((r) => textOf(r.querySelector('.record-title')))).to.deep.equal(['ICBC', 'ICBC']);
    expect(rows(el).map((r) => textOf(r.querySelector('.status')))).to.deep.equal(['Rejected', 'Pending']);
  });
});
