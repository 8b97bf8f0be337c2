import {
  describe,
  it,
  expect,
  mount,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  ok,
  fail,
  http,
  click,
  enabledSubmit,
  textOf,
  typeInto,
  recordEvents,
} from '../../tests/browser/helpers.ts';
import { networkError } from '../../tests/browser/fetch-mock.ts';
import { $toast } from '../../core/stores/toast.ts';
import { balance, initialConfig, signInAs, freshPageEachTest, keptBehindLogin, signInAgain } from '../../tests/browser/platform-fixtures.ts';
import { moneyRoutes, opened, resetMoneyStores } from '../../tests/browser/money-platform.ts';
import { walletStore } from '../../core/stores/wallet.ts';
import './index.ts';

const nav = freshPageEachTest(resetMoneyStores);

const submit = (el: Element) => click(q(el, 'button[type="submit"]')!);
const ready = (e: Element) => q(e, 'form') && textOf(q(e, '.balance-line .big')) !== '—';
/** The setup steps' own submit (Next / Save and continue). */
const next = (el: Element) => click(q(el, '[part="setup"] button[type="submit"]')!);
const editable = (value = '') => ({ value, editable: true });
const PROFILE_NO_PAYEE = {
  nickname: editable('Lucky Demo'),
  payeeName: editable(),
  birthday: editable(),
  address: editable(),
  permanentAddress: editable(),
  nationality: editable(),
  placeOfBirth: editable(),
  occupation: editable(),
  sourceOfIncome: editable(),
};

describe('<mc-withdraw>', () => {
  it('a first withdrawal asks for the funds password and the bank card in steps, then comes back with the amount typed', async () => {
    signInAs(0);
    let saved = { fundsPassword: false, card: false };
    const api = mockFetch(
      await moneyRoutes({
        'GET /wps/transaction/withdraw/settings': () => ok({ min: 100, max: 50000, hasFundsPassword: saved.fundsPassword }),
        'GET /wps/member/bankcards': () => ok(saved.card ? [{ id: '9', bankName: 'BPI', cardNo: '**** **** **** 2222', holder: 'Juan Dela Cruz' }] : []),
        'GET /wps/member/profile': ok(PROFILE_NO_PAYEE),
        'POST /wps/security/fundsPassword': () => {
          saved = { ...saved, fundsPassword: true };
          return ok(null);
        },
        'POST /wps/security/bankCard': [
          fail('reauth.failed', 'the password is incorrect', { value: { field: 'password', attemptsLeft: 4 } }),
          () => {
            saved = { ...saved, card: true };
            return ok(null);
          },
        ],
      }),
    );
    const el = await mount('<mc-withdraw></mc-withdraw>', { ready });
    const events = recordEvents<CustomEvent>(el, 'mc-security-change');
    expect(textOf(q(el, '[data-needs="bankCard"]'))).to.equal('Add a bank card to withdraw to.');
    expect(textOf(q(el, '[data-needs="fundsPassword"]'))).to.equal('Set a funds password before your first withdrawal.');
    expect(q(el, '#withdraw-password')).to.equal(null);
    // The amount is checked first; then the steps open.
    typeInto(q<HTMLInputElement>(el, '#withdraw-amount')!, '50');
    submit(el);
    await waitFor(() => textOf(q(el, '#withdraw-amount-error')) === 'The minimum is ¥ 100.00');
    typeInto(q<HTMLInputElement>(el, '#withdraw-amount')!, '150');
    expect(textOf(q(el, 'button[type="submit"]'))).to.equal('Continue');
    submit(el);
    await waitFor(() => q(el, '[part="setup"][data-step="fundsPassword"]'));
    expect(q<HTMLFormElement>(el, 'form[aria-label="Withdraw"]')!.hidden).to.equal(true);
    expect(shadowQueryAll(el, '.steps li').map(textOf)).to.deep.equal(['Funds password', 'Bank card', 'Confirm']);
    expect(textOf(q(el, '.steps [aria-current="step"]'))).to.equal('Funds password');
    expect(textOf(q(el, '.step-count'))).to.equal('Step 1 of 3');
    expect(el.shadowRoot!.activeElement?.textContent).to.equal('Before your first withdrawal');
    next(el);
    await waitFor(() => textOf(q(el, '#setup-funds-new-error')) === 'Please enter: Payment password');
    typeInto(q<HTMLInputElement>(el, '#setup-funds-new')!, '246810');
    typeInto(q<HTMLInputElement>(el, '#setup-funds-confirm')!, '246810');
    next(el);
    await waitFor(() => q(el, '[part="setup"][data-step="bankCard"]'));
    next(el);
    await waitFor(() => textOf(q(el, '#setup-bank-name-error')) === 'Please enter: Bank name');
    typeInto(q<HTMLInputElement>(el, '#setup-bank-name')!, 'BPI');
    typeInto(q<HTMLInputElement>(el, '#setup-card-no')!, '6200 0000 1111 2222');
    typeInto(q<HTMLInputElement>(el, '#setup-holder')!, 'Juan Dela Cruz');
    next(el);
    await waitFor(() => q(el, '[part="setup"][data-step="confirm"]'));
    expect(shadowQueryAll(el, '.kv dd').map(textOf)).to.deep.equal(['••••••', 'BPI ···· 2222 · Juan Dela Cruz']);
    next(el);
    await waitFor(() => textOf(q(el, '#setup-reauth-error')) === 'Please enter your login password');
    expect(api.calls('/wps/security/fundsPassword')).to.have.length(0);
    typeInto(q<HTMLInputElement>(el, '#setup-reauth')!, 'wrong123');
    next(el);
    // The funds password was set; the card was refused for the password: it is asked again, and the funds password is not set twice.
    await waitFor(() => textOf(q(el, '#setup-reauth-error')) === 'The login password is incorrect', 6000);
    typeInto(q<HTMLInputElement>(el, '#setup-reauth')!, 'demo1234');
    next(el);
    await waitFor(() => !q(el, '[part="setup"]') && q(el, '#withdraw-password'), 6000);
    expect(api.calls('/wps/security/fundsPassword')).to.have.length(1);
    expect(await opened(api.last('/wps/security/fundsPassword')!)).to.deep.equal({ newPassword: '246810', password: 'wrong123' });
    expect(await opened(api.last('/wps/security/bankCard')!)).to.deep.equal({
      bankName: 'BPI',
      cardNo: '6200000011112222',
      holder: 'Juan Dela Cruz',
      password: 'demo1234',
    });
    // Back where the player started: the amount still typed, the new card chosen.
    expect(q<HTMLInputElement>(el, '#withdraw-amount')!.value).to.equal('150');
    expect(q<HTMLInputElement>(el, 'input[name="card"][value="9"]')!.checked).to.equal(true);
    expect(textOf(q(el, 'button[type="submit"]'))).to.equal('Withdraw');
    await waitFor(() => el.shadowRoot!.activeElement?.id === 'withdraw-password');
    expect($toast.get()).to.include({ kind: 'success', message: 'withdraw.setup.done' });
    expect(events.map((e) => e.detail)).to.deep.equal([{ item: 'fundsPassword' }, { item: 'bankCard' }]);
  });

  it('the setup saves once for a double tap', async () => {
    signInAs(0);
    let fundsPassword = false;
    const api = mockFetch(
      await moneyRoutes({
        'GET /wps/transaction/withdraw/settings': () => ok({ min: 100, max: 50000, hasFundsPassword: fundsPassword }),
        'GET /wps/member/bankcards': ok([{ id: '9', bankName: 'BPI', cardNo: '**** **** **** 2222', holder: 'Juan Dela Cruz' }]),
        'POST /wps/security/fundsPassword': () => {
          fundsPassword = true;
          return ok(null, { delay: 30 });
        },
      }),
    );
    const el = await mount('<mc-withdraw></mc-withdraw>', { ready });
    typeInto(q<HTMLInputElement>(el, '#withdraw-amount')!, '150');
    submit(el);
    await waitFor(() => q(el, '[part="setup"][data-step="fundsPassword"]'));
    typeInto(q<HTMLInputElement>(el, '#setup-funds-new')!, '246810');
    typeInto(q<HTMLInputElement>(el, '#setup-funds-confirm')!, '246810');
    next(el);
    await waitFor(() => q(el, '[part="setup"][data-step="confirm"]'));
    typeInto(q<HTMLInputElement>(el, '#setup-reauth')!, 'demo1234');
    next(el);
    next(el);
    await waitFor(() => !q(el, '[part="setup"]') && q(el, '#withdraw-password'));
    expect(api.calls('/wps/security/fundsPassword')).to.have.length(1);
  });

  it('the steps ask only what is missing, take the payee name as the holder, and Back returns to the form', async () => {
    signInAs(0);
    const api = mockFetch(
      await moneyRoutes({
        'GET /wps/member/bankcards': ok([]),
        'GET /wps/member/profile': ok({ ...PROFILE_NO_PAYEE, payeeName: { value: 'Demo Player', editable: false, lockedReason: 'profile.locked.once' } }),
        'POST /wps/security/bankCard': fail('bankcard.exists', 'this card is already bound'),
      }),
    );
    const el = await mount('<mc-withdraw></mc-withdraw>', { ready });
    typeInto(q<HTMLInputElement>(el, '#withdraw-amount')!, '200');
    submit(el);
    await waitFor(() => q(el, '[part="setup"][data-step="bankCard"]') && q(el, '[part="setup"] [data-field="holder"]'));
    expect(shadowQueryAll(el, '.steps li').map(textOf)).to.deep.equal(['Bank card', 'Confirm']);
    expect(textOf(q(el, '[part="setup"] [data-field="holder"] strong'))).to.equal('Demo Player');
    typeInto(q<HTMLInputElement>(el, '#setup-bank-name')!, 'BPI');
    typeInto(q<HTMLInputElement>(el, '#setup-card-no')!, '6200000011112222');
    next(el);
    await waitFor(() => q(el, '#setup-reauth'));
    typeInto(q<HTMLInputElement>(el, '#setup-reauth')!, 'demo1234');
    next(el);
    // A refusal about the card leads back to its step, with what was typed.
    await waitFor(() => textOf(q(el, '#setup-card-no-error')) === 'This card is already bound', 6000);
    expect(q<HTMLInputElement>(el, '#setup-bank-name')!.value).to.equal('BPI');
    expect((await opened(api.last('/wps/security/bankCard')!)).holder).to.equal('Demo Player');
    expect(api.calls('/wps/security/fundsPassword')).to.have.length(0);
    click(shadowQueryAll<HTMLButtonElement>(el, '[part="setup"] .actions button').find((b) => textOf(b) === 'Back')!);
    await waitFor(() => !q(el, '[part="setup"]'));
    expect(q<HTMLInputElement>(el, '#withdraw-amount')!.value).to.equal('200');
    expect(q<HTMLFormElement>(el, 'form[aria-label="Withdraw"]')!.hidden).to.equal(false);
  });

  it('asks a visitor to log in', async () => {
    const api = mockFetch(await moneyRoutes());
    await mount('<mc-withdraw></mc-withdraw>', { ready: (e) => q(e, '[data-state="logged-out"]') });
    expect(api.calls('/wps/member/bankcards')).to.have.length(0);
  });

  it('says the feature is unavailable when WITHDRAW is off', async () => {
    signInAs(0);
    mockFetch(await moneyRoutes({ 'GET /wps/system/init': ok(initialConfig({}, { WITHDRAW: false })) }));
    await mount('<mc-withdraw></mc-withdraw>', { ready: (e) => q(e, '[data-state="unavailable"]') });
  });

  it('checks the amount against the minimum, maximum and balance, and the funds password, before any call', async () => {
    signInAs(0);
    const api = mockFetch(await moneyRoutes({ 'GET /wps/wallets/balance': ok(balance(800)) }));
    const el = await mount('<mc-withdraw></mc-withdraw>', { ready });
    expect(shadowQueryAll(el, '.option-name').map(textOf)).to.deep.equal(['ICBC', 'BDO']);
    expect(textOf(q(el, '#withdraw-amount-hint'))).to.equal('¥ 100.00 – ¥ 50,000.00');
    expect(shadowQueryAll(el, '.chips .chip').map(textOf)).to.deep.equal(['¥ 100', '¥ 200', '¥ 500']); // within the balance
    const amount = q<HTMLInputElement>(el, '#withdraw-amount')!;
    typeInto(amount, '50');
    submit(el);
    await waitFor(() => textOf(q(el, '#withdraw-amount-error')) === 'The minimum is ¥ 100.00');
    typeInto(amount, '900');
    submit(el);
    await waitFor(() => textOf(q(el, '#withdraw-amount-error')) === 'The amount is more than your balance');
    typeInto(amount, '200');
    submit(el);
    await waitFor(() => textOf(q(el, '#withdraw-password-error')) === 'Please enter your funds password');
    typeInto(q<HTMLInputElement>(el, '#withdraw-password')!, '12a4');
    expect(q<HTMLInputElement>(el, '#withdraw-password')!.value).to.equal('124'); // digits only
    submit(el);
    await waitFor(() => textOf(q(el, '#withdraw-password-error')) === 'The funds password is 6 digits');
    expect(el.shadowRoot!.activeElement?.id).to.equal('withdraw-password');
    expect(api.calls('/wps/transaction/withdraw')).to.have.length(0);
  });

  it('a wrong funds password is said under the field, which is cleared', async () => {
    signInAs(0);
    mockFetch(await moneyRoutes({ 'POST /wps/transaction/withdraw': fail('funds_password.incorrect', 'the funds password is incorrect') }));
    const el = await mount('<mc-withdraw></mc-withdraw>', { ready });
    typeInto(q<HTMLInputElement>(el, '#withdraw-amount')!, '150');
    typeInto(q<HTMLInputElement>(el, '#withdraw-password')!, '000000');
    submit(el);
    await waitFor(() => textOf(q(el, '#withdraw-password-error')) === 'The funds password is incorrect');
    expect(q<HTMLInputElement>(el, '#withdraw-password')!.value).to.equal('');
    expect(q<HTMLInputElement>(el, '#withdraw-amount')!.value).to.equal('150');
  });

  it('withdraws to the chosen card with a sealed body; the balance follows and the result leads to the records', async () => {
    signInAs(0);
    let withdrawn = false;
    const api = mockFetch(
      await moneyRoutes({
        'POST /wps/transaction/withdraw': () => {
          withdrawn = true;
          return ok({ id: '55', status: 'pending' });
        },
        'GET /wps/wallets/balance': () => ok(balance(withdrawn ? 9800 : 10000)),
      }),
    );
    const el = await mount('<mc-withdraw card="8"></mc-withdraw>', { ready });
    const events = recordEvents<CustomEvent>(el, 'mc-withdraw');
    expect(q<HTMLInputElement>(el, 'input[name="card"][value="8"]')!.checked).to.equal(true);
    typeInto(q<HTMLInputElement>(el, '#withdraw-amount')!, '200');
    typeInto(q<HTMLInputElement>(el, '#withdraw-password')!, '123456');
    submit(el);
    await waitFor(() => q(el, '[part="result"]'), 6000);
    const call = api.last('POST /wps/transaction/withdraw')!;
    expect(await opened(call)).to.deep.equal({ bankCardId: '8', amount: 200, fundsPassword: '123456' });
    expect(call.body).not.to.contain('123456');
    expect(walletStore.$state.get().value?.sumBalance).to.equal(9800);
    expect(events.map((e) => e.detail)).to.deep.equal([{ id: '55', amount: 200, bankCardId: '8', status: 'pending' }]);
    expect(textOf(q(el, '.result h2'))).to.equal('Withdrawal submitted');
    expect(textOf(q(el, '.result .status'))).to.equal('Pending');
    click(shadowQueryAll<HTMLButtonElement>(el, '.actions button').find((b) => textOf(b) === 'Withdraw records')!);
    expect(nav.paths).to.deep.equal(['/m/withdrawReport']);
  });

  it('sends one idempotency key per submit intent: a retry after a lost answer reuses it, other details get a new one', async () => {
    signInAs(0);
    const api = mockFetch(await moneyRoutes({ 'POST /wps/transaction/withdraw': [networkError(), networkError(), ok({ id: '56', status: 'pending' })] }));
    const el = await mount('<mc-withdraw></mc-withdraw>', { ready });
    typeInto(q<HTMLInputElement>(el, '#withdraw-amount')!, '150');
    typeInto(q<HTMLInputElement>(el, '#withdraw-password')!, '123456');
    submit(el);
    await waitFor(() => api.calls('POST /wps/transaction/withdraw').length === 1 && $toast.get()?.kind === 'offline', 6000);
    // What was typed stays; the player taps again: the same intent.
    expect(q<HTMLInputElement>(el, '#withdraw-amount')!.value).to.equal('150');
    click(await enabledSubmit(el));
    await waitFor(() => api.calls('POST /wps/transaction/withdraw').length === 2, 6000);
    // The second lost answer has to come back before the form takes a new tap.
    const again = await enabledSubmit(el);
    typeInto(q<HTMLInputElement>(el, '#withdraw-amount')!, '160');
    click(again);
    await waitFor(() => q(el, '[part="result"]'), 6000);
    const keys = api.calls('POST /wps/transaction/withdraw').map((c) => c.headers['idempotency-key']);
    expect(keys[0]).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).to.equal(keys[0]);
    expect(keys[2]).to.not.equal(keys[0]);
  });
});

describe('<mc-withdraw> when the platform ends the session under the form', () => {
  const typed = (el: Element) => ['#withdraw-amount', '#withdraw-password'].map((s) => q<HTMLInputElement>(el, s)!.value);

  it('keeps the amount and the funds password behind the login dialog; signed in again, the withdrawal is sent', async () => {
    signInAs(0);
    const api = mockFetch(await moneyRoutes({ 'POST /wps/transaction/withdraw': [http(401), ok({ id: '55', status: 'pending' })] }));
    const el = await mount('<mc-withdraw></mc-withdraw>', { ready });
    typeInto(q<HTMLInputElement>(el, '#withdraw-amount')!, '150');
    typeInto(q<HTMLInputElement>(el, '#withdraw-password')!, '123456');
    submit(el);
    await keptBehindLogin(el);
    expect(typed(el)).to.deep.equal(['150', '123456']);
    expect(nav.paths).to.deep.equal([]);

    await signInAgain(el);
    expect(typed(el)).to.deep.equal(['150', '123456']);
    submit(el);
    await waitFor(() => api.calls('/wps/transaction/withdraw').length === 2);
    expect(await opened(api.last('POST /wps/transaction/withdraw')!)).to.include({ amount: 150, fundsPassword: '123456' });
  });

  it('another player signing in gets the form afresh', async () => {
    signInAs(0);
    mockFetch(await moneyRoutes({ 'POST /wps/transaction/withdraw': http(401) }));
    const el = await mount('<mc-withdraw></mc-withdraw>', { ready });
    typeInto(q<HTMLInputElement>(el, '#withdraw-amount')!, '150');
    typeInto(q<HTMLInputElement>(el, '#withdraw-password')!, '123456');
    submit(el);
    await keptBehindLogin(el);
    await signInAgain(el, 'other01');
    await waitFor(() => ready(el) && q(el, '#withdraw-amount'));
    expect(typed(el)).to.deep.equal(['', '']);
  });
});
