import { describe, it, expect, mount, q, waitFor, mockFetch, ok, fail, http, click, textOf, typeInto, recordEvents } from '../../tests/browser/helpers.ts';
import { balance, member, signInAs, freshPageEachTest, keptBehindLogin, signInAgain } from '../../tests/browser/platform-fixtures.ts';
import { moneyRoutes, opened, resetMoneyStores } from '../../tests/browser/money-platform.ts';
import { walletStore } from '../../core/stores/wallet.ts';
import { $toast } from '../../core/stores/toast.ts';
import './index.ts';

freshPageEachTest(resetMoneyStores);

const ready = (e: Element) => q(e, 'form') && textOf(q(e, '.balance-line .big')) !== '—';

describe('<mc-upline-transfer>', () => {
  it('is unavailable to a member without an upline and to type 2', async () => {
    signInAs(0);
    mockFetch(await moneyRoutes({ 'GET /wps/member/info': ok(member({ toUpline: false })) }));
    await mount('<mc-upline-transfer></mc-upline-transfer>', { ready: (e) => q(e, '[data-state="unavailable"]') });
  });

  it('type 2 has no transfer to upline', async () => {
    signInAs(2, 'subagent1');
    mockFetch(await moneyRoutes());
    await mount('<mc-upline-transfer></mc-upline-transfer>', { ready: (e) => q(e, '[data-state="unavailable"]') });
  });

  it('sends the amount with the sealed funds password; the answer’s balance goes straight to the header', async () => {
    signInAs(0);
    const api = mockFetch(await moneyRoutes({ 'POST /wps/wallets/transferUpline': ok(balance(9750)) }));
    const el = await mount('<mc-upline-transfer></mc-upline-transfer>', { ready });
    const events = recordEvents<CustomEvent>(el, 'mc-transfer');
    typeInto(q<HTMLInputElement>(el, '#upline-amount')!, '20000');
    typeInto(q<HTMLInputElement>(el, '#upline-password')!, '123456');
    click(q(el, 'button[type="submit"]')!);
    await waitFor(() => textOf(q(el, '#upline-amount-error')) === 'The amount is more than your balance');
    typeInto(q<HTMLInputElement>(el, '#upline-amount')!, '250');
    const balanceCalls = api.calls('/wps/wallets/balance').length;
    click(q(el, 'button[type="submit"]')!);
    await waitFor(() => events.length === 1);
    expect(await opened(api.last('POST /wps/wallets/transferUpline')!)).to.deep.equal({ amount: 250, fundsPassword: '123456' });
    expect(walletStore.$state.get().value?.sumBalance).to.equal(9750);
    expect(api.calls('/wps/wallets/balance').length).to.equal(balanceCalls); // no reload needed
    expect(events[0]!.detail).to.deep.equal({ kind: 'upline', amount: 250, sumBalance: 9750 });
    expect($toast.get()).to.include({ kind: 'success', message: 'upline.done' });
    await waitFor(() => q<HTMLInputElement>(el, '#upline-amount')!.value === '');
  });

  it('a wrong funds password is said under the field', async () => {
    signInAs(0);
    mockFetch(await moneyRoutes({ 'POST /wps/wallets/transferUpline': fail('funds_password.incorrect', 'x') }));
    const el = await mount('<mc-upline-transfer></mc-upline-transfer>', { ready });
    typeInto(q<HTMLInputElement>(el, '#upline-amount')!, '10');
    typeInto(q<HTMLInputElement>(el, '#upline-password')!, '000000');
    click(q(el, 'button[type="submit"]')!);
    await waitFor(() => textOf(q(el, '#upline-password-error')) === 'The funds password is incorrect');
  });
});

describe('<mc-upline-transfer> when the platform ends the session under the form', () => {
  const typed = (el: Element) => ['#upline-amount', '#upline-password'].map((s) => q<HTMLInputElement>(el, s)!.value);

  it('keeps the amount and the funds password behind the login dialog; signed in again, the transfer is made; another player gets it empty', async () => {
    signInAs(0);
    const api = mockFetch(await moneyRoutes({ 'POST /wps/wallets/transferUpline': [http(401), ok(balance(9750)), http(401)] }));
    const el = await mount('<mc-upline-transfer></mc-upline-transfer>', { ready });
    typeInto(q<HTMLInputElement>(el, '#upline-amount')!, '250');
    typeInto(q<HTMLInputElement>(el, '#upline-password')!, '123456');
    click(q(el, 'button[type="submit"]')!);
    await keptBehindLogin(el);
    expect(typed(el)).to.deep.equal(['250', '123456']);

    await signInAgain(el);
    expect(typed(el)).to.deep.equal(['250', '123456']);
    click(q(el, 'button[type="submit"]')!);
    await waitFor(() => api.calls('/wps/wallets/transferUpline').length === 2 && $toast.get()?.kind === 'success');
    expect(await opened(api.last('POST /wps/wallets/transferUpline')!)).to.deep.equal({ amount: 250, fundsPassword: '123456' });

    typeInto(q<HTMLInputElement>(el, '#upline-amount')!, '30');
    typeInto(q<HTMLInputElement>(el, '#upline-password')!, '654321');
    click(q(el, 'button[type="submit"]')!);
    await keptBehindLogin(el);
    await signInAgain(el, 'other01');
    await waitFor(() => ready(el) && q(el, '#upline-amount'));
    expect(typed(el)).to.deep.equal(['', '']);
  });
});
