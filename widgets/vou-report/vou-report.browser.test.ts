import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, ok, http, click, textOf, typeInto, settled } from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { depositRecord, moneyRoutes, page, resetMoneyStores } from '../../tests/browser/money-platform.ts';
import { presetRange } from '../../core/rules/records.ts';
import { isoDate } from '../../core/format.ts';
import './index.ts';

const nav = freshPageEachTest(resetMoneyStores);

const chip = (el: Element, label: string) => shadowQueryAll<HTMLButtonElement>(el, '.range .chip').find((c) => textOf(c) === label)!;
const rows = (el: Element) => shadowQueryAll(el, '.record');

describe('<mc-vou-report>', () => {
  it('a visitor is asked to log in', async () => {
    const api = mockFetch(await moneyRoutes());
    const el = await mount('<mc-vou-report></mc-vou-report>', { ready: (e) => q(e, '[data-state="logged-out"]') });
    click(q(el, '[data-state="logged-out"] button')!);
    expect(nav.paths).to.deep.equal(['/m/login']);
    expect(api.calls('/wps/deposit/records')).to.have.length(0);
  });

  it('shows the last 7 days first: method, amount, time, number and status of each deposit', async () => {
    signInAs(0);
    const api = mockFetch(
      await moneyRoutes({ 'GET /wps/deposit/records': ok(page(3, (i) => depositRecord(i, { status: ['approved', 'pending', 'rejected'][i] }))) }),
    );
    const el = await mount('<mc-vou-report></mc-vou-report>', { ready: (e) => rows(e).length === 3 });
    const week = presetRange('week');
    const call = api.last('/wps/deposit/records')!;
    expect(Object.fromEntries(call.query)).to.deep.equal({ ...week, pageNo: '1', pageSize: '20' });
    expect(chip(el, '7 days').getAttribute('aria-pressed')).to.equal('true');
    expect(q<HTMLInputElement>(el, '#vou-from')!.value).to.equal(week.startDate);
    expect(q<HTMLInputElement>(el, '#vou-to')!.max).to.equal(isoDate());
    expect(textOf(rows(el)[0]!.querySelector('.record-title'))).to.equal('Bank transfer');
    expect(textOf(rows(el)[0]!.querySelector('.record-amount'))).to.equal('¥ 100.00');
    expect(textOf(rows(el)[0]!.querySelector('.record-meta'))).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} · No\. 100$/);
    expect(rows(el).map((r) => textOf(r.querySelector('.status')))).to.deep.equal(['Approved', 'Pending', 'Rejected']);
    expect(textOf(q(el, '.end-note'))).to.equal('No more records');
  });

  it('a preset or typed range loads again from page 1; a start after the end is put right', async () => {
    signInAs(0);
    const api = mockFetch(await moneyRoutes({ 'GET /wps/deposit/records': ok(page(1, (i) => depositRecord(i))) }));
    const el = await mount('<mc-vou-report></mc-vou-report>', { ready: (e) => rows(e).length === 1 });
    click(chip(el, 'Today'));
    await waitFor(() => api.calls('/wps/deposit/records').length === 2);
    expect(api.last('/wps/deposit/records')!.query.get('startDate')).to.equal(isoDate());
    expect(chip(el, 'Today').getAttribute('aria-pressed')).to.equal('true');
    click(chip(el, '30 days'));
    await waitFor(() => api.last('/wps/deposit/records')!.query.get('startDate') === presetRange('month').startDate);
    typeInto(q<HTMLInputElement>(el, '#vou-from')!, '2026-01-20');
    typeInto(q<HTMLInputElement>(el, '#vou-to')!, '2026-01-10');
    await waitFor(() => api.last('/wps/deposit/records')!.query.get('endDate') === '2026-01-20');
    expect(api.last('/wps/deposit/records')!.query.get('startDate')).to.equal('2026-01-10');
    expect(shadowQueryAll(el, '.range .chip[aria-pressed="true"]')).to.have.length(0);
  });

  it('pages: Load more appends the next page until the last, a record that moved shows once', async () => {
    signInAs(0);
    const api = mockFetch(
      await moneyRoutes({
        'GET /wps/deposit/records': (c) => {
          const n = Number(c.query.get('pageNo'));
          // page 2 repeats the last record of page 1 (a new deposit pushed it down)
          return ok(page(n === 3 ? 5 : 20, (i) => depositRecord((n - 1) * 20 + i - (n === 2 ? 1 : 0)), 3, n));
        },
      }),
    );
    const el = await mount('<mc-vou-report></mc-vou-report>', { ready: (e) => rows(e).length === 20 });
    const pages = () => api.calls('/wps/deposit/records').map((c) => c.query.get('pageNo'));
    // Each step waits for a state, not a time: the page settled, the button ready, the request
    // sent, the rows appended, the button ready again (limits scale with TEST_TIMEOUT_SCALE).
    const loadMore = async (pageNo: string, rowCount: number) => {
      await settled();
      click(await waitFor(() => q<HTMLButtonElement>(el, '.more button:not([disabled])'), { message: `Load more ready for page ${pageNo}` }));
      await waitFor(() => pages().at(-1) === pageNo, { message: `the request for page ${pageNo}` });
      await waitFor(() => rows(el).length === rowCount && !q(el, '.more button[aria-busy="true"]'), {
        message: `${rowCount} rows after page ${pageNo} (shown: ${rows(el).length})`,
      });
    };
    await loadMore('2', 39);
    expect(pages()).to.deep.equal(['1', '2']);
    await loadMore('3', 44);
    expect(pages()).to.deep.equal(['1', '2', '3']);
    expect(q(el, '.more')).to.equal(null);
    expect(textOf(q(el, '.end-note'))).to.equal('No more records');
  });

  it('empty range: in_no_data; failed load: the text and a retry that works', async () => {
    signInAs(0);
    const api = mockFetch(await moneyRoutes({ 'GET /wps/deposit/records': [http(500), ok(page(0, depositRecord))] }));
    const el = await mount('<mc-vou-report></mc-vou-report>', { ready: (e) => q(e, '[role="alert"] button') });
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => q(el, '[data-state="empty"]'));
    expect(textOf(q(el, '[data-state="empty"]'))).to.equal('No data');
    expect(api.calls('/wps/deposit/records')).to.have.length(2);
  });
});
