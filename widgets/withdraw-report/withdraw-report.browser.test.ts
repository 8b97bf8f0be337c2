import { describe, it, expect, beforeEach, afterEach, mount, shadowQueryAll, mockFetch, ok, textOf, waitFor } from '../../tests/browser/helpers.ts';
import { signInAs } from '../../tests/browser/platform-fixtures.ts';
import { depositRecord, moneyRoutes, page, resetMoneyStores } from '../../tests/browser/money-platform.ts';
import { $orderUpdates, orderUpdated } from '../../core/stores/money.ts';
import './index.ts';

beforeEach(() => resetMoneyStores());
afterEach(() => $orderUpdates.set({}));
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

  it('shows a status the platform decided since the list loaded (the live stream), with no request', async () => {
    signInAs(0);
    const api = mockFetch(
      await moneyRoutes({
        'GET /wps/transaction/withdraw/report': ok(page(2, (i) => depositRecord(i, { method: 'ICBC', status: 'pending' }))),
      }),
    );
    const el = await mount('<mc-withdraw-report></mc-withdraw-report>', { ready: (e) => rows(e).length === 2 });
    const calls = api.calls().length;
    orderUpdated('101', { kind: 'withdrawal', status: 'approved', amount: 101 });
    await waitFor(() => textOf(rows(el)[1]!.querySelector('.status')) === 'Approved');
    expect(textOf(rows(el)[0]!.querySelector('.status'))).to.equal('Pending');
    expect(api.calls().length).to.equal(calls);
  });
});
