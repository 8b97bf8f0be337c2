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
  networkError,
  click,
  textOf,
  recordEvents,
} from '../../tests/browser/helpers.ts';
import { signInAs, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { accountRoutes, loginResult, registrationSettings, resetAccountStores, RAW_KEY } from '../../tests/browser/account-platform.ts';
import { $session } from '../../core/stores/session.ts';
import { isFreeTrial } from '../../core/rules/roles.ts';
import { $toast } from '../../core/stores/toast.ts';
import { $language } from '../../core/stores/language.ts';
import { $auth } from '../../core/stores/auth.ts';
import { memberOnly } from '../../core/rules/memberNav.ts';
import './index.ts';

const nav = freshPageEachTest(resetAccountStores);

const mountTrail = () => mount('<mc-trail></mc-trail>', { ready: (e) => q(e, '.card .btn') });
/** A visitor's trail page once the minimum age is known. */
const mountVisitor = () => mount('<mc-trail></mc-trail>', { ready: (e) => q(e, '#trail-age') });
const confirmAge = async (el: Element) => {
  click(q(el, '#trail-age')!);
  await waitFor(() => !q<HTMLButtonElement>(el, '[part="start"]')!.disabled);
};
const trialResult = (userName = 'trial0a1b2c3d') => loginResult({ userName, customerType: 4, token: `tok-${userName}` });

describe('<mc-trail>', () => {
  it('says what a free-trial account cannot do, and starts one (type 4), storing the trial user name', async () => {
    const api = mockFetch(await accountRoutes({ 'POST /wps/session/freeplay': ok(trialResult()) }));
    const el = await mountVisitor();
    expect(shadowQueryAll(el, '.limits li')).to.have.length(3);
    const logins = recordEvents<CustomEvent>(el, 'mc-login');
    await confirmAge(el);
    click(q(el, '[part="start"]')!);
    await waitFor(() => nav.paths.includes('/m/home'));
    expect(api.last('/wps/session/freeplay')!.json).to.deep.equal({});
    expect($session.get()).to.include({ userName: 'trial0a1b2c3d', type: 4 });
    expect(isFreeTrial($session.get()!.type)).to.equal(true);
    expect(sessionStorage.getItem('MC_TRIAL_USER')).to.equal('trial0a1b2c3d');
    expect($auth.get().trialUser).to.equal('trial0a1b2c3d');
    expect(logins.map((e) => e.detail)).to.deep.equal([{ userName: 'trial0a1b2c3d', type: 4, method: 'trial' }]);
    expect($toast.get()?.message).to.equal('trial.started');
  });

  it('signs into the stored trial account again, and makes a new one when it is gone', async () => {
    sessionStorage.setItem('MC_TRIAL_USER', 'trialold');
    const api = mockFetch(
      await accountRoutes({ 'POST /wps/session/freeplay': [fail('USER_NOT_EXIST', 'user does not exist or is disabled'), ok(trialResult('trialnew'))] }),
    );
    const el = await mountVisitor();
    await confirmAge(el);
    click(q(el, '[part="start"]')!);
    await waitFor(() => nav.paths.includes('/m/home'));
    expect(api.calls('/wps/session/freeplay').map((c) => c.json)).to.deep.equal([{ username: 'trialold' }, {}]);
    expect(sessionStorage.getItem('MC_TRIAL_USER')).to.equal('trialnew');
  });

  it('a failed network says so and stays', async () => {
    mockFetch(await accountRoutes({ 'POST /wps/session/freeplay': networkError() }));
    const el = await mountVisitor();
    await confirmAge(el);
    click(q(el, '[part="start"]')!);
    await waitFor(() => $toast.get()?.message === 'error.offline');
    expect($session.get()).to.equal(null);
    expect(nav.paths).to.deep.equal([]);
  });

  it('no trial account before the visitor confirms the minimum age, which the text names (18 by default)', async () => {
    const api = mockFetch(await accountRoutes({ 'POST /wps/session/freeplay': ok(trialResult()) }));
    const el = await mountVisitor();
    const age = q<HTMLInputElement>(el, '#trail-age')!;
    expect(age.checked).to.equal(false);
    expect(textOf(q(el, 'label[for="trail-age"]'))).to.equal('I confirm I am 18 years old or older');
    const start = q<HTMLButtonElement>(el, '[part="start"]')!;
    expect(start.disabled).to.equal(true);
    click(start); // a disabled button: no call is even started
    expect(api.calls('/wps/session/freeplay')).to.have.length(0);
    expect($session.get()).to.equal(null);
    click(age);
    await waitFor(() => !start.disabled);
    click(age); // changing one's mind disables it again
    await waitFor(() => start.disabled);
    await confirmAge(el);
    click(start);
    await waitFor(() => nav.paths.includes('/m/home'));
    expect(api.calls('/wps/session/freeplay')).to.have.length(1);
  });

  it('names 21 where the platform asks for it', async () => {
    mockFetch(await accountRoutes({ 'GET /wps/member/register/settings': ok(registrationSettings({ minimumAge: 21 })) }));
    const el = await mountVisitor();
    expect(textOf(q(el, 'label[for="trail-age"]'))).to.equal('I confirm I am 21 years old or older');
  });

  it('without the platform’s settings there is no age to confirm: nothing starts, and the retry works', async () => {
    const api = mockFetch(await accountRoutes({ 'GET /wps/member/register/settings': [http(500), ok(registrationSettings({ minimumAge: 21 }))] }));
    const el = await mount('<mc-trail></mc-trail>', { ready: (e) => q(e, '.age-state[role="alert"] button') });
    expect(q<HTMLButtonElement>(el, '[part="start"]')!.disabled).to.equal(true);
    expect(textOf(q(el, '.age-state'))).to.contain('Load failed');
    click(q(el, '.age-state button')!);
    await waitFor(() => q(el, '#trail-age'));
    expect(textOf(q(el, 'label[for="trail-age"]'))).to.contain('21');
    expect(api.calls('/wps/session/freeplay')).to.have.length(0);
  });

  it('a trial player is told so and offered a real login or registration; member-only pages answer free_reject', async () => {
    signInAs(4, 'trial77');
    mockFetch(await accountRoutes());
    const el = await mountTrail();
    expect(textOf(q(el, '.note.warn'))).to.contain('trial77');
    expect(q(el, '[part="start"]')).to.equal(null);
    for (const b of shadowQueryAll(el, '.links .link')) click(b);
    expect(nav.paths).to.deep.equal(['/m/login', '/m/register']);
    expect(memberOnly('mine', { type: 4, referralEnabled: true })).to.deep.equal({ kind: 'toast', key: 'free_reject', durationMs: 2000 });
  });

  it('a signed-in member is sent on to play', async () => {
    signInAs(0);
    mockFetch(await accountRoutes());
    const el = await mountTrail();
    expect(q(el, '.links')).to.equal(null);
    click(q(el, '.card .btn')!);
    expect(nav.paths).to.deep.equal(['/m/home']);
  });

  for (const code of ['EN', 'PT', 'TY'] as const) {
    it(`texts are complete in ${code}`, async () => {
      $language.set(code);
      mockFetch(await accountRoutes());
      const el = await mountVisitor();
      expect(textOf(el.shadowRoot!)).not.to.match(RAW_KEY);
    });
  }
});
