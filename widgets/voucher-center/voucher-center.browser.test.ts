import {
  describe,
  it,
  expect,
  afterEach,
  mount,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  ok,
  http,
  click,
  textOf,
  typeInto,
  useFakeClock,
  recordEvents,
} from '../../tests/browser/helpers.ts';
import { balance, initialConfig, signInAs, freshPageEachTest, keptBehindLogin, signInAgain } from '../../tests/browser/platform-fixtures.ts';
import { moneyRoutes as platformMoneyRoutes, resetMoneyStores } from '../../tests/browser/money-platform.ts';
import type { MockRoutes } from '../../tests/browser/fetch-mock.ts';
import { walletStore } from '../../core/stores/wallet.ts';
import { $liveUp } from '../../core/stores/live.ts';
import { $orderUpdates, orderUpdated } from '../../core/stores/money.ts';
import { $language } from '../../core/stores/language.ts';
import './index.ts';

const nav = freshPageEachTest(resetMoneyStores);

const radio = (el: Element, name: string, value: string) => q<HTMLInputElement>(el, `input[name="${name}"][value="${value}"]`)!;
const submit = (el: Element) => click(q(el, 'button[type="submit"]')!);

/** The merchant's deposit template: dep_func '1' is the new (step) layout, anything else the base one. */
for (const [version, depFunc] of [
  ['base', '0'],
  ['new', '1'],
] as const) {
  const moneyRoutes = (more: MockRoutes = {}) =>
    platformMoneyRoutes({ 'GET /wps/system/init': ok(initialConfig({ mobileTemplate: { dep_func: depFunc } })), ...more });
  const ready = (e: Element) => q(e, `form[data-template="${version}"]`);

  describe(`<mc-voucher-center> (${version} deposit template)`, () => {
    it('a visitor is asked to log in and nothing is loaded', async () => {
      const api = mockFetch(await moneyRoutes());
      const el = await mount('<mc-voucher-center></mc-voucher-center>', { ready: (e) => q(e, '[data-state="logged-out"]') });
      expect(textOf(q(el, '[data-state="logged-out"]'))).to.contain('Please log in first');
      click(q(el, '[data-state="logged-out"] button')!);
      expect(nav.paths).to.deep.equal(['/m/login']);
      expect(api.calls('/wps/deposit/methods')).to.have.length(0);
    });

    it('a free-trial account is told the function is for real accounts', async () => {
      signInAs(4, 'trial01');
      const api = mockFetch(await moneyRoutes());
      const el = await mount('<mc-voucher-center></mc-voucher-center>', { ready: (e) => q(e, '[data-state="trial"]') });
      expect(textOf(q(el, '[data-state="trial"]'))).to.equal('Please log in with a real account to use this function');
      expect(api.calls('/wps/deposit/methods')).to.have.length(0);
    });

    it('says the feature is unavailable when the merchant switched DEPOSIT off', async () => {
      signInAs(0);
      mockFetch(await moneyRoutes({ 'GET /wps/system/init': ok(initialConfig({}, { DEPOSIT: false })) }));
      const el = await mount('<mc-voucher-center></mc-voucher-center>', { ready: (e) => q(e, '[data-state="unavailable"]') });
      expect(textOf(el.shadowRoot!.querySelector('.mc-root'))).to.contain('No permission');
    });

    it('offers the platform’s methods with their limits, the balance, quick amounts and the deposit promotions', async () => {
      signInAs(0);
      mockFetch(await moneyRoutes());
      const el = await mount('<mc-voucher-center></mc-voucher-center>', { ready });
      expect(shadowQueryAll(el, '.option-name').map(textOf)).to.deep.equal(['Bank transfer', 'Online banking', 'Alipay', 'No promotion', '10% reload bonus']);
      expect(radio(el, 'method', 'DM01').checked).to.equal(true);
      expect(textOf(q(el, 'label:has(input[value="DM02"]) .option-note'))).to.equal('¥ 50 – ¥ 20,000');
      await waitFor(() => textOf(q(el, '.balance-line .big')) === '¥ 10,000.00');
      expect(shadowQueryAll(el, '.chips[aria-label="Quick amounts"] .chip').map(textOf)).to.deep.equal([
        '¥ 100',
        '¥ 200',
        '¥ 500',
        '¥ 1,000',
        '¥ 5,000',
        '¥ 10,000',
      ]);
      click(radio(el, 'method', 'DM03'));
      await waitFor(() => shadowQueryAll(el, '.chips[aria-label="Quick amounts"] .chip').length === 5);
      expect(q(el, '#deposit-bank')).to.equal(null); // Alipay has no bank list
      expect(q(el, '#deposit-payer')).to.equal(null); // only bank transfers ask for the depositor
    });

    it('refuses an amount outside the method’s limits before any call, and says which limit', async () => {
      signInAs(0);
      const api = mockFetch(await moneyRoutes());
      const el = await mount('<mc-voucher-center></mc-voucher-center>', { ready });
      const amount = q<HTMLInputElement>(el, '#deposit-amount')!;
      submit(el);
      await waitFor(() => textOf(q(el, '#deposit-amount-error')) === 'Please enter an amount');
      typeInto(amount, '99.99');
      submit(el);
      await waitFor(() => textOf(q(el, '#deposit-amount-error')) === 'The minimum is ¥ 100.00');
      typeInto(amount, '50000.01');
      submit(el);
      await waitFor(() => textOf(q(el, '#deposit-amount-error')) === 'The maximum is ¥ 50,000.00');
      typeInto(amount, '12.345');
      submit(el);
      await waitFor(() => textOf(q(el, '#deposit-amount-error')) === 'Enter an amount with at most two decimals');
      expect(el.shadowRoot!.activeElement).to.equal(amount);
      expect(amount.getAttribute('aria-invalid')).to.equal('true');
      expect(api.calls('/wps/deposit')).to.have.length(0);
    });

    it('a bank transfer shows where to send the money, follows the deposit until approved, and the balance follows', async () => {
      signInAs(0);
      const clock = useFakeClock();
      let status = 'pending';
      const api = mockFetch(
        await moneyRoutes({
          'POST /wps/deposit': ok({
            id: '41',
            status: 'pending',
            payUrl: '',
            receiver: { bankName: 'ICBC', accountName: 'MC01 Entertainment Ltd', accountNo: '6222 0210 0188 7766', reference: 'D41' },
          }),
          'GET /wps/deposit/status': () => ok({ id: '41', status, amount: 500 }),
          'GET /wps/wallets/balance': () => ok(balance(status === 'approved' ? 10550 : 10000)),
        }),
      );
      const el = await mount('<mc-voucher-center></mc-voucher-center>', { ready });
      const events = recordEvents<CustomEvent>(el, 'mc-deposit');
      click(shadowQueryAll(el, '.chip').find((c) => textOf(c) === '¥ 500')!);
      const bank = q<HTMLSelectElement>(el, '#deposit-bank')!;
      typeInto(bank, 'BDO');
      typeInto(q<HTMLInputElement>(el, '#deposit-payer')!, 'Demo Player');
      click(radio(el, 'promotion', 'PR02'));
      submit(el);
      await waitFor(() => q(el, '[part="result"]'));
      expect(api.last('POST /wps/deposit')!.json).to.deep.equal({ methodId: 'DM01', amount: 500, promotionId: 'PR02', bank: 'BDO', payerName: 'Demo Player' });
      expect(events.map((e) => e.detail)).to.deep.equal([{ id: '41', amount: 500, methodId: 'DM01', status: 'pending' }]);
      expect(textOf(q(el, '.result h2'))).to.equal('Waiting for the platform to confirm your transfer');
      expect(shadowQueryAll(el, '.kv dd').map(textOf)).to.deep.equal(['ICBC', 'MC01 Entertainment Ltd', '6222 0210 0188 7766', '¥ 500.00', 'D41']);

      await clock.tickAsync(3000);
      await waitFor(() => api.calls('/wps/deposit/status').length === 1);
      expect(events).to.have.length(1);
      status = 'approved';
      const balanceCalls = api.calls('/wps/wallets/balance').length;
      await clock.tickAsync(3000);
      await waitFor(() => textOf(q(el, '.result h2')) === 'Deposit approved: the money is in your wallet');
      expect(api.calls('/wps/wallets/balance').length).to.be.greaterThan(balanceCalls);
      expect(walletStore.$state.get().value?.sumBalance).to.equal(10550);
      expect(events.map((e) => e.detail.status)).to.deep.equal(['pending', 'approved']);
      expect(q(el, '.kv')).to.equal(null);
      const checks = api.calls('/wps/deposit/status').length;
      await clock.tickAsync(9000);
      expect(api.calls('/wps/deposit/status').length).to.equal(checks); // no more checks once decided

      click(shadowQueryAll<HTMLButtonElement>(el, '.actions button').find((b) => textOf(b) === 'Deposit records')!);
      expect(nav.paths).to.deep.equal(['/m/vouReport']);
      click(shadowQueryAll<HTMLButtonElement>(el, '.actions button').find((b) => textOf(b) === 'New deposit')!);
      await waitFor(() => q(el, 'form'));
    });

    it('with the live stream up, a pending deposit asks nothing and hears the approval from it (the balance too)', async () => {
      signInAs(0);
      const clock = useFakeClock();
      $liveUp.set(true);
      try {
        const api = mockFetch(
          await moneyRoutes({
            'POST /wps/deposit': ok({
              id: '43',
              status: 'pending',
              payUrl: '',
              receiver: { bankName: 'ICBC', accountName: 'MC01', accountNo: '1', reference: 'D43' },
            }),
            'GET /wps/deposit/status': ok({ id: '43', status: 'pending', amount: 500 }),
          }),
        );
        const el = await mount('<mc-voucher-center></mc-voucher-center>', { ready });
        const events = recordEvents<CustomEvent>(el, 'mc-deposit');
        click(shadowQueryAll(el, '.chip').find((c) => textOf(c) === '¥ 500')!);
        typeInto(q<HTMLSelectElement>(el, '#deposit-bank')!, 'BDO');
        submit(el);
        await waitFor(() => textOf(q(el, '.result h2')) === 'Waiting for the platform to confirm your transfer');
        await clock.tickAsync(9000);
        expect(api.calls('/wps/deposit/status')).to.have.length(0);
        const balanceCalls = api.calls('/wps/wallets/balance').length;

        // The stream says so (core/live/apply.ts): the order's status, and the balance on its own.
        orderUpdated('43', { kind: 'deposit', status: 'approved', amount: 500 });
        await waitFor(() => textOf(q(el, '.result h2')) === 'Deposit approved: the money is in your wallet');
        expect(events.map((e) => e.detail.status)).to.deep.equal(['pending', 'approved']);
        expect(api.calls('/wps/deposit/status')).to.have.length(0);
        expect(api.calls('/wps/wallets/balance').length).to.equal(balanceCalls);
      } finally {
        $liveUp.set(false);
        $orderUpdates.set({});
      }
    });

    it('a gateway method opens the payment page in a new tab and a rejection is shown', async () => {
      signInAs(0);
      const clock = useFakeClock();
      const api = mockFetch(
        await moneyRoutes({
          'POST /wps/deposit': ok({ id: '42', status: 'pending', payUrl: '/pay/tok123' }),
          'GET /wps/deposit/status': ok({ id: '42', status: 'rejected', amount: 80 }),
        }),
      );
      const el = await mount('<mc-voucher-center method="DM02"></mc-voucher-center>', { ready });
      expect(radio(el, 'method', 'DM02').checked).to.equal(true);
      typeInto(q<HTMLInputElement>(el, '#deposit-amount')!, '80');
      submit(el);
      await waitFor(() => q(el, 'a.btn'));
      const link = q<HTMLAnchorElement>(el, 'a.btn')!;
      expect(link.getAttribute('href')).to.equal('/pay/tok123');
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.contain('noopener');
      expect(textOf(link)).to.equal('Pay with Online banking');
      expect(textOf(q(el, '.result h2'))).to.equal('Waiting for your payment');
      expect(api.last('POST /wps/deposit')!.json).to.deep.equal({ methodId: 'DM02', amount: 80 });
      await clock.tickAsync(3000);
      await waitFor(() => textOf(q(el, '.result h2')) === 'Deposit rejected');
      expect(q(el, 'a.btn')).to.equal(null);
    });

    it('a failed load says so and its retry works', async () => {
      signInAs(0);
      const api = mockFetch(
        await moneyRoutes({
          'GET /wps/deposit/methods': [http(500), ok([{ id: 'DM01', vendor: 'M', kind: 'BANK', name: 'Bank transfer', min: 100, max: 500, banks: [] }])],
        }),
      );
      const el = await mount('<mc-voucher-center></mc-voucher-center>', { ready: (e) => q(e, '[role="alert"] button') });
      click(q(el, '[role="alert"] button')!);
      await waitFor(() => q(el, 'form'));
      expect(api.calls('/wps/deposit/methods')).to.have.length(2);
    });
  });
}

describe('<mc-voucher-center> under faults', () => {
  const routes = (more: MockRoutes = {}) => platformMoneyRoutes({ 'GET /wps/system/init': ok(initialConfig({ mobileTemplate: { dep_func: '0' } })), ...more });
  const ready = (e: Element) => q(e, 'form');

  it('two submits dispatched in one task make one deposit', async () => {
    signInAs(0);
    const api = mockFetch(await routes({ 'POST /wps/deposit': ok({ id: '43', status: 'pending', payUrl: '/pay/tok43' }, { delay: 50 }) }));
    const el = await mount('<mc-voucher-center method="DM02"></mc-voucher-center>', { ready });
    typeInto(q<HTMLInputElement>(el, '#deposit-amount')!, '80');
    const button = q<HTMLButtonElement>(el, 'button[type="submit"]')!;
    button.click();
    button.click(); // before any render could disable it
    q<HTMLFormElement>(el, 'form')!.requestSubmit();
    await waitFor(() => q(el, '[part="result"]'));
    expect(api.calls('/wps/deposit')).to.have.length(1);
  });

  it('a session the platform ends under the form keeps what was typed behind the login dialog, and it is sent after signing in again', async () => {
    signInAs(0);
    const api = mockFetch(await routes({ 'POST /wps/deposit': [http(401), ok({ id: '44', status: 'pending', payUrl: '/pay/tok44' })] }));
    const el = await mount('<mc-voucher-center method="DM02"></mc-voucher-center>', { ready });
    typeInto(q<HTMLInputElement>(el, '#deposit-amount')!, '80');
    submit(el);
    await waitFor(() => q(el, '[data-state="session-ended"]'));
    expect(textOf(q(el, '[data-state="session-ended"]'))).to.equal('The account has been logged out, please log in again');
    await waitFor(() => q<HTMLDialogElement>(el, 'dialog.login-dialog')?.open === true);
    expect(q<HTMLInputElement>(el, '#deposit-amount')!.value).to.equal('80');
    expect(nav.paths).to.deep.equal([]); // still on this page

    signInAs(0); // as the login in the dialog does
    await waitFor(() => !q(el, '[data-state="session-ended"]'));
    expect(q<HTMLDialogElement>(el, 'dialog.login-dialog')!.open).to.equal(false);
    expect(q<HTMLInputElement>(el, '#deposit-amount')!.value).to.equal('80');
    submit(el);
    await waitFor(() => q(el, '[part="result"]'));
    expect(api.calls('/wps/deposit')).to.have.length(2);
    expect(api.last('POST /wps/deposit')!.json).to.deep.equal({ methodId: 'DM02', amount: 80 });
  });

  it('closing the login dialog keeps the page and the logged-out text, with a Log in button that opens it again', async () => {
    signInAs(0);
    mockFetch(await routes({ 'POST /wps/deposit': http(401) }));
    const el = await mount('<mc-voucher-center method="DM02"></mc-voucher-center>', { ready });
    typeInto(q<HTMLInputElement>(el, '#deposit-amount')!, '80');
    submit(el);
    const dialog = await waitFor(() => (q<HTMLDialogElement>(el, 'dialog.login-dialog')?.open ? q<HTMLDialogElement>(el, 'dialog.login-dialog') : null));
    click(dialog.querySelector('.dialog-close')!);
    await waitFor(() => !dialog.open);
    const again = await waitFor(() => q<HTMLButtonElement>(el, '[data-state="session-ended"] button'));
    expect(textOf(q(el, '[data-state="session-ended"] span'))).to.equal('The account has been logged out, please log in again');
    expect(q<HTMLInputElement>(el, '#deposit-amount')!.value).to.equal('80');
    click(again);
    await waitFor(() => dialog.open);
  });

  it('another player signing in gets the form afresh', async () => {
    signInAs(0, 'demo');
    mockFetch(await routes({ 'POST /wps/deposit': http(401) }));
    const el = await mount('<mc-voucher-center method="DM02"></mc-voucher-center>', { ready });
    typeInto(q<HTMLInputElement>(el, '#deposit-amount')!, '80');
    submit(el);
    await waitFor(() => q(el, '[data-state="session-ended"]'));
    signInAs(0, 'other01');
    await waitFor(() => !q(el, '[data-state="session-ended"]') && q(el, 'form'));
    expect(q<HTMLInputElement>(el, '#deposit-amount')!.value).to.equal('');
  });

  it('a page opened after the platform ended the session says so, not "please log in first"', async () => {
    signInAs(0);
    mockFetch(await routes());
    const { endSession } = await import('../../core/stores/session.ts');
    endSession('expired');
    const el = await mount('<mc-voucher-center></mc-voucher-center>', { ready: (e) => q(e, '[data-state="logged-out"]') });
    expect(textOf(q(el, '[data-state="logged-out"] span'))).to.equal('The account has been logged out, please log in again');
  });
});

describe('<mc-voucher-center> template versions', () => {
  const RAW_KEY = /\b(?:deposit|money|common|title)\.[A-Za-z_.]+\b/;
  afterEach(() => $language.set('EN'));
  const routesWith = (template: Record<string, string>, more: MockRoutes = {}) =>
    platformMoneyRoutes({ 'GET /wps/system/init': ok(initialConfig({ mobileTemplate: template })), ...more });

  it('dep_func 1: method cards with logos, the amount with chips and limits, and a summary that follows the amount and promotion', async () => {
    signInAs(0);
    const api = mockFetch(await routesWith({ dep_func: '1' }, { 'POST /wps/deposit': ok({ id: '43', status: 'pending', payUrl: '/pay/t43' }) }));
    const el = await mount('<mc-voucher-center></mc-voucher-center>', { ready: (e) => q(e, 'form[data-template="new"]') });
    expect(shadowQueryAll(el, '.step-no').map(textOf)).to.deep.equal(['1', '2', '3']);
    const cards = shadowQueryAll(el, '.method-card');
    expect(cards.map((c) => c.querySelector('.method-logo')?.getAttribute('data-kind'))).to.deep.equal(['BANK', 'GATEWAY', 'ALIPAY']);
    for (const logo of shadowQueryAll(el, '.method-logo')) expect([logo.getAttribute('width'), logo.getAttribute('height')]).to.deep.equal(['36', '36']);
    // Alipay's 支 is drawn, not set in a font a device may not have (an empty box there).
    expect(q(el, '.method-logo[data-kind="ALIPAY"] text')).to.equal(null);
    expect(q(el, '.method-logo[data-kind="ALIPAY"] path')).not.to.equal(null);
    const summary = (what: string) => textOf(q(el, `[part="summary"] [data-summary="${what}"]`));
    expect(summary('method')).to.equal('Bank transfer');
    expect(summary('amount')).to.equal('—');
    expect(summary('total')).to.equal('—');
    expect(q(el, '[data-summary="bonus"]')).to.equal(null);

    click(radio(el, 'method', 'DM02'));
    await waitFor(() => summary('method') === 'Online banking');
    expect(textOf(q(el, '#deposit-amount-hint'))).to.equal('¥ 50.00 – ¥ 20,000.00');
    click(shadowQueryAll(el, '.chip').find((c) => textOf(c) === '¥ 1,000')!);
    await waitFor(() => summary('amount') === '¥ 1,000.00');
    click(radio(el, 'promotion', 'PR02'));
    await waitFor(() => summary('bonus') === '¥ 100.00');
    expect(summary('total')).to.equal('¥ 1,100.00');
    // Promotions sit in the summary card; the submit bar stays in view at the bottom.
    expect(q(el, '[part="summary"] input[name="promotion"][value="PR02"]')).not.to.equal(null);
    const bar = q(el, '.sticky-submit')!;
    expect(getComputedStyle(bar).position).to.equal('sticky');
    expect(bar.contains(q(el, 'button[type="submit"]'))).to.equal(true);

    typeInto(q<HTMLInputElement>(el, '#deposit-amount')!, '30000');
    await waitFor(() => summary('total') === '—'); // over this method's maximum
    submit(el);
    await waitFor(() => textOf(q(el, '#deposit-amount-error')) === 'The maximum is ¥ 20,000.00');
    typeInto(q<HTMLInputElement>(el, '#deposit-amount')!, '200');
    submit(el);
    await waitFor(() => q(el, '[part="result"]'));
    expect(api.last('POST /wps/deposit')!.json).to.deep.equal({ methodId: 'DM02', amount: 200, promotionId: 'PR02' });
  });

  it('anything but dep_func 1 (and a configuration that failed to load) shows the base layout, without logos or steps', async () => {
    for (const init of [ok(initialConfig({ mobileTemplate: { dep_func: '0' } })), ok(initialConfig({ mobileTemplate: { dep_func: '2' } })), http(500)]) {
      resetMoneyStores();
      signInAs(0);
      mockFetch(await platformMoneyRoutes({ 'GET /wps/system/init': init }));
      const el = await mount('<mc-voucher-center></mc-voucher-center>', { ready: (e) => q(e, 'form[data-template="base"]') });
      expect(q(el, '.method-logo')).to.equal(null);
      expect(q(el, '.step-no')).to.equal(null);
      expect(q(el, '[part="summary"]')).to.equal(null);
      el.remove();
    }
  });

  for (const code of ['EN', 'PT', 'TY'] as const) {
    it(`the new layout's texts are complete in ${code}`, async () => {
      $language.set(code);
      signInAs(0);
      mockFetch(await routesWith({ dep_func: '1' }));
      const el = await mount('<mc-voucher-center></mc-voucher-center>', { ready: (e) => q(e, 'form[data-template="new"]') });
      click(radio(el, 'promotion', 'PR02'));
      await waitFor(() => q(el, '[data-summary="bonus"]'));
      expect(textOf(el.shadowRoot!)).not.to.match(RAW_KEY);
    });
  }
});

describe('<mc-voucher-center> when the platform ends the session under the form', () => {
  const routes = (more: MockRoutes = {}) => platformMoneyRoutes({ 'GET /wps/system/init': ok(initialConfig({ mobileTemplate: { dep_func: '0' } })), ...more });
  const ready = (e: Element) => q(e, 'form[data-template="base"]');
  const typed = (el: Element) => ['#deposit-amount', '#deposit-bank', '#deposit-payer'].map((s) => q<HTMLInputElement>(el, s)!.value);
  const fill = (el: Element) => {
    typeInto(q<HTMLInputElement>(el, '#deposit-amount')!, '500');
    typeInto(q<HTMLSelectElement>(el, '#deposit-bank')!, 'BDO');
    typeInto(q<HTMLInputElement>(el, '#deposit-payer')!, 'Demo Player');
    submit(el);
  };

  it('keeps the amount, the bank and the depositor behind the login dialog; signed in again, the deposit is sent', async () => {
    signInAs(0);
    const api = mockFetch(await routes({ 'POST /wps/deposit': [http(401), ok({ id: '44', status: 'pending', payUrl: '' })] }));
    const el = await mount('<mc-voucher-center></mc-voucher-center>', { ready });
    fill(el);
    await keptBehindLogin(el);
    expect(typed(el)).to.deep.equal(['500', 'BDO', 'Demo Player']);
    expect(nav.paths).to.deep.equal([]);

    await signInAgain(el);
    expect(typed(el)).to.deep.equal(['500', 'BDO', 'Demo Player']);
    submit(el);
    await waitFor(() => api.calls('/wps/deposit').length === 2);
    expect(api.last('POST /wps/deposit')!.json).to.deep.equal({ methodId: 'DM01', amount: 500, bank: 'BDO', payerName: 'Demo Player' });
  });

  it('another player signing in gets the form afresh', async () => {
    signInAs(0);
    mockFetch(await routes({ 'POST /wps/deposit': http(401) }));
    const el = await mount('<mc-voucher-center></mc-voucher-center>', { ready });
    fill(el);
    await keptBehindLogin(el);
    await signInAgain(el, 'other01');
    await waitFor(() => ready(el) && q(el, '#deposit-payer'));
    expect(typed(el)).to.deep.equal(['', '', '']);
  });
});
