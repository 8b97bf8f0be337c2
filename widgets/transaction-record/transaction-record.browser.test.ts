import { describe, it, expect, beforeEach, mount, q, shadowQueryAll, waitFor, mockFetch, ok, textOf, typeInto } from '../../tests/browser/helpers.ts';
import { signInAs } from '../../tests/browser/platform-fixtures.ts';
import { moneyRoutes, page, resetMoneyStores, NOW } from '../../tests/browser/money-platform.ts';
import { cleanTypes } from './TransactionRecord.tsx';
import './index.ts';

beforeEach(() => resetMoneyStores());

const rows = (el: Element) => shadowQueryAll(el, '.record');
const CODES = [
  { code: 'DEP', name: 'Deposit' },
  { code: 'WDR', name: 'Withdrawal' },
  { code: 'BON', name: 'Bonus' },
];
const tx = (i: number) => ({
  id: String(i),
  code: i % 2 ? 'WDR' : 'DEP',
  amount: i % 2 ? -300 : 500,
  balanceAfter: 10000 + i,
  createdAt: NOW - i * 60_000,
  remark: i % 2 ? 'To ICBC ****4321' : '',
});

describe('<mc-transaction-record>', () => {
  it('shows each movement with its kind, signed amount and the balance after, and narrows to one kind', async () => {
    signInAs(0);
    const api = mockFetch(await moneyRoutes({ 'GET /wps/transaction/codes': ok(CODES), 'GET /wps/transaction/details': ok(page(2, tx)) }));
    const el = await mount('<mc-transaction-record></mc-transaction-record>', {
      ready: (e) => rows(e).length === 2 && shadowQueryAll(e, '#tx-kind option').length === 4,
    });
    expect(rows(el).map((r) => textOf(r.querySelector('.record-title')))).to.deep.equal(['Deposit', 'Withdrawal']);
    expect(rows(el).map((r) => textOf(r.querySelector('.record-amount')))).to.deep.equal(['+¥ 500.00', '-¥ 300.00']);
    expect(rows(el)[1]!.querySelector('.record-amount')!.classList.contains('negative')).to.equal(true);
    expect(textOf(rows(el)[1]!.querySelector('.record-meta'))).to.contain('To ICBC ****4321');
    expect(textOf(rows(el)[0]!.querySelector('.record-end'))).to.equal('Balance ¥ 10,000.00');
    expect(api.last('/wps/transaction/details')!.query.has('types')).to.equal(false);
    typeInto(q<HTMLSelectElement>(el, '#tx-kind')!, 'BON');
    await waitFor(() => api.last('/wps/transaction/details')!.query.get('types') === 'BON');
    expect(api.last('/wps/transaction/details')!.query.get('pageNo')).to.equal('1');
  });

  it('the types attribute (from ?types=) fixes the kinds and hides the filter', async () => {
    signInAs(1, 'agent');
    const api = mockFetch(await moneyRoutes({ 'GET /wps/transaction/codes': ok(CODES), 'GET /wps/transaction/details': ok(page(1, tx)) }));
    const el = await mount('<mc-transaction-record types="A"></mc-transaction-record>', { ready: (e) => rows(e).length === 1 });
    expect(api.last('/wps/transaction/details')!.query.get('types')).to.equal('A');
    expect(q(el, '#tx-kind')).to.equal(null);
    el.setAttribute('types', 'dep, <script>,WDR');
    await waitFor(() => api.last('/wps/transaction/details')!.query.get('types') === 'DEP,WDR');
  });

  it('keeps only well-formed codes from the URL', () => {
    expect(cleanTypes(' a ,dep,,x y,<b>')).to.equal('A,DEP');
    expect(cleanTypes(undefined)).to.equal('');
  });
});
