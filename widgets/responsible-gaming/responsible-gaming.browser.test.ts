import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, ok, fail, http, click, textOf, typeInto } from '../../tests/browser/helpers.ts';
import { platformRoutes, signInAs, freshPageEachTest, keptBehindLogin, signInAgain } from '../../tests/browser/platform-fixtures.ts';
import { $confirm } from '../../core/stores/dialog.ts';
import { $session } from '../../core/stores/session.ts';
import { $toast } from '../../core/stores/toast.ts';
import { resetRgStores, rgInitialConfig, rgLimit, rgStatus } from './testing.ts';
import './index.ts';

const nav = freshPageEachTest(resetRgStores);

const day = '[data-section="deposit"] form[data-period="day"]';
const statement = [
  { start: '2027-03-29', deposits: 500, withdrawals: 0, bets: 120, net: -80 },
  { start: '2027-03-30', deposits: 0, withdrawals: 200, bets: 60, net: 35.5 },
];
const routes = (more = {}) =>
  platformRoutes({
    'GET /wps/system/init': ok(rgInitialConfig()),
    'GET /wps/rg/status': ok(rgStatus()),
    'GET /wps/rg/activity': ok(statement),
    ...more,
  });
const ready = (e: Element) => q(e, day);

describe('<mc-responsible-gaming>', () => {
  it('shows a visitor the introduction and help links, asks to sign in for the tools, and calls nothing of the player', async () => {
    const api = mockFetch(routes());
    const el = await mount('<mc-responsible-gaming></mc-responsible-gaming>', { ready: (e) => q(e, '[data-state="logged-out"]') && q(e, '.help-links a') });
    const link = q<HTMLAnchorElement>(el, '.help-links a')!;
    expect([textOf(link), link.href, link.rel]).to.deep.equal(['GamCare', 'https://www.gamcare.org.uk/', 'noopener noreferrer']);
    expect(api.calls('/wps/rg/status')).to.have.length(0);
  });

  it('a member’s help links wait below the tools while they load: nothing on screen is pushed away when they come', async () => {
    signInAs(0);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockFetch(routes({ 'GET /wps/rg/status': () => answered.then(() => ok(rgStatus())) }));
    const el = await mount('<mc-responsible-gaming></mc-responsible-gaming>', { ready: (e) => q(e, '.mc-state[aria-busy="true"]') && q(e, '.help-links a') });
    expect(q(el, '[data-section="help"]')!.getBoundingClientRect().height).to.equal(0);

    answer();
    await waitFor(() => ready(el));
    const help = q(el, '[data-section="help"]')!;
    expect(help.getBoundingClientRect().height).to.be.greaterThan(0);
    // After every tool.
    expect(help.getBoundingClientRect().top).to.be.greaterThan(q(el, day)!.getBoundingClientRect().bottom);
  });

  it('sets a daily deposit limit, refusing an amount that is not one without a call and keeping what was typed', async () => {
    signInAs(0);
    const api = mockFetch(routes({ 'POST /wps/rg/limit': ok(rgStatus([rgLimit('deposit', 'day', { limit: 500, left: 500 })])) }));
    const el = await mount('<mc-responsible-gaming></mc-responsible-gaming>', { ready });
    expect(textOf(q(el, `${day} .state`))).to.equal('No limit');
    const input = q<HTMLInputElement>(el, `${day} input`)!;
    expect(textOf(q(el, `${day} label`))).to.equal('Deposit limits, Daily: New limit');
    typeInto(input, '5O0');
    click(q(el, `${day} button[type="submit"]`)!);
    await waitFor(() => textOf(q(el, `${day} .error`)) === 'Enter an amount, for example 500');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.value).to.equal('5O0');
    expect(api.calls('/wps/rg/limit')).to.have.length(0);

    typeInto(input, '500');
    click(q(el, `${day} button[type="submit"]`)!);
    await waitFor(() => textOf(q(el, `${day} .state`)) === 'Limit ¥ 500.00, ¥ 500.00 left');
    expect(api.last('/wps/rg/limit')?.json).to.deep.equal({ kind: 'deposit', period: 'day', amount: 500 });
    expect($toast.get()?.message).to.equal('rg.saved');
  });

  it('shows a rise waiting out its cooling-off with its date, and removes a limit', async () => {
    signInAs(0);
    const at = new Date(2027, 2, 31, 18, 30).getTime();
    const pending = rgLimit('deposit', 'day', { limit: 500, left: 100, used: 400, pending: { limit: 1000, at } });
    const api = mockFetch(
      routes({
        'GET /wps/rg/status': ok(rgStatus([pending])),
        'POST /wps/rg/limit': ok(rgStatus([{ ...pending, pending: { limit: null, at } }])),
      }),
    );
    const el = await mount('<mc-responsible-gaming></mc-responsible-gaming>', { ready });
    expect(textOf(q(el, `${day} .state`))).to.equal('Limit ¥ 500.00, ¥ 100.00 left');
    expect(textOf(q(el, `${day} .pending`))).to.equal('Changes to ¥ 1,000.00 on Mar 31, 2027, 6:30 PM');
    const remove = shadowQueryAll(el, `${day} button`).find((b) => textOf(b) === 'Remove limit')!;
    click(remove);
    await waitFor(() => textOf(q(el, `${day} .pending`)) === 'Removed on Mar 31, 2027, 6:30 PM');
    expect(api.last('/wps/rg/limit')?.json).to.deep.equal({ kind: 'deposit', period: 'day' });
    // A removal already waiting: nothing more to remove.
    expect(shadowQueryAll(el, `${day} button`).map(textOf)).to.deep.equal(['Set limit']);
  });

  it('shows only the tools the merchant switched on, and only web links', async () => {
    signInAs(0);
    mockFetch(
      routes({
        'GET /wps/system/init': ok(
          rgInitialConfig({
            tools: { depositLimits: true, lossLimits: false, realityCheck: false, timeOut: true, selfExclusion: false, activity: false },
            helpLinks: [
              { name: 'Bad', url: 'javascript:alert(1)' },
              { name: 'Helpline', url: 'https://help.example/' },
            ],
          }),
        ),
      }),
    );
    const el = await mount('<mc-responsible-gaming></mc-responsible-gaming>', { ready });
    expect(shadowQueryAll(el, '[part="section"]').map((s) => s.dataset.section)).to.deep.equal(['deposit', 'timeout']);
    expect(shadowQueryAll(el, '.help-links a').map(textOf)).to.deep.equal(['Helpline']);
  });

  it('starts a time-out after confirmation: signed out and sent home; cancelled, nothing happens', async () => {
    signInAs(0);
    const until = new Date(2027, 3, 7, 9, 0).getTime();
    const api = mockFetch(routes({ 'POST /wps/rg/timeout': ok({ until }) }));
    const el = await mount('<mc-responsible-gaming></mc-responsible-gaming>', { ready });
    const section = '[data-section="timeout"]';
    const week = shadowQueryAll<HTMLInputElement>(el, `${section} input[type="radio"]`).find((r) => r.value === '7d')!;
    click(week);
    click(q(el, `${section} button[type="submit"]`)!);
    await waitFor(() => $confirm.get()?.message === 'rg.timeout.confirm');
    $confirm.get()!.resolve(false);
    await waitFor(() => $confirm.get() === null);
    expect(api.calls('/wps/rg/timeout')).to.have.length(0);

    click(q(el, `${section} button[type="submit"]`)!);
    await waitFor(() => $confirm.get()?.message === 'rg.timeout.confirm');
    $confirm.get()!.resolve(true);
    await waitFor(() => nav.paths.includes('/m/home'));
    expect(api.last('/wps/rg/timeout')?.json).to.deep.equal({ length: '7d' });
    expect($session.get()).to.equal(null);
    expect($toast.get()).to.include({ message: 'rg.timeout.started' });
    expect($toast.get()?.values).to.deep.equal({ until: 'Apr 7, 2027, 9:00 AM' });
  });

  it('says plainly that self-exclusion cannot be undone; a refusal is shown and nothing changes', async () => {
    signInAs(0);
    mockFetch(routes({ 'POST /wps/rg/selfExclusion': fail('function.not.available', 'off') }));
    const el = await mount('<mc-responsible-gaming></mc-responsible-gaming>', { ready });
    const section = '[data-section="self-exclusion"]';
    expect(textOf(q(el, `${section} .warning`))).to.match(/^Self-exclusion cannot be undone or shortened\./);
    expect(shadowQueryAll<HTMLInputElement>(el, `${section} input[type="radio"]`).map((r) => r.value)).to.deep.equal(['6m', '1y', '5y']);
    click(q(el, `${section} button[type="submit"]`)!);
    await waitFor(() => $confirm.get()?.message === 'rg.exclusion.confirm');
    $confirm.get()!.resolve(true);
    await waitFor(() => $toast.get()?.message === 'code.function.not.available');
    expect($session.get()).to.not.equal(null);
    expect(nav.paths).to.deep.equal([]);
  });

  it('draws the activity statement as a chart described by its table, per day, week or month', async () => {
    signInAs(0);
    const api = mockFetch(routes());
    const el = await mount('<mc-responsible-gaming></mc-responsible-gaming>', { ready: (e) => q(e, '#rg-statement tbody tr') });
    const chart = q<SVGElement>(el, 'svg.chart')!;
    expect([chart.getAttribute('role'), textOf(q(el, '#rg-chart-title')), chart.getAttribute('aria-describedby')]).to.deep.equal([
      'img',
      'Net result per period',
      'rg-statement',
    ]);
    expect(shadowQueryAll(el, 'svg.chart rect').map((r) => r.getAttribute('class'))).to.deep.equal(['bar loss', 'bar win']);
    const rows = shadowQueryAll(el, '#rg-statement tbody tr').map((tr) => [...tr.children].map((c) => textOf(c as HTMLElement)));
    expect(rows).to.deep.equal([
      ['Mar 30, 2027', '¥ 0.00', '¥ 200.00', '¥ 60.00', '+¥ 35.50'],
      ['Mar 29, 2027', '¥ 500.00', '¥ 0.00', '¥ 120.00', '-¥ 80.00'],
    ]);
    click(shadowQueryAll(el, '[role="tab"]').find((t) => textOf(t) === 'Monthly')!);
    await waitFor(() => api.calls('/wps/rg/activity').some((c) => c.query.get('period') === 'month'));
  });
});

describe('<mc-responsible-gaming> when the platform ends the session under a limit being set', () => {
  const limitInput = (el: Element) => q<HTMLInputElement>(el, `${day} input`)!;

  it('keeps the amount typed behind the login dialog; signed in again, the limit is set', async () => {
    signInAs(0);
    const api = mockFetch(routes({ 'POST /wps/rg/limit': [http(401), ok(rgStatus([rgLimit('deposit', 'day', { limit: 500, left: 500 })]))] }));
    const el = await mount('<mc-responsible-gaming></mc-responsible-gaming>', { ready });
    typeInto(limitInput(el), '500');
    click(q(el, `${day} button[type="submit"]`)!);
    await keptBehindLogin(el);
    expect(limitInput(el).value).to.equal('500');

    await signInAgain(el);
    expect(limitInput(el).value).to.equal('500');
    click(q(el, `${day} button[type="submit"]`)!);
    await waitFor(() => textOf(q(el, `${day} .state`)) === 'Limit ¥ 500.00, ¥ 500.00 left');
    expect(api.calls('/wps/rg/limit')).to.have.length(2);
  });

  it('another player signing in gets the form afresh', async () => {
    signInAs(0);
    mockFetch(routes({ 'POST /wps/rg/limit': http(401) }));
    const el = await mount('<mc-responsible-gaming></mc-responsible-gaming>', { ready });
    typeInto(limitInput(el), '500');
    click(q(el, `${day} button[type="submit"]`)!);
    await keptBehindLogin(el);
    await signInAgain(el, 'other01');
    await waitFor(() => ready(el));
    expect(limitInput(el).value).to.equal('');
  });
});
