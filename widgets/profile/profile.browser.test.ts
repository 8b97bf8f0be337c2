import {
  describe,
  it,
  expect,
  beforeEach,
  afterEach,
  mount,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  ok,
  fail,
  http,
  click,
  textOf,
  typeInto,
  recordEvents,
  nextFrame,
  gate,
  typeAsItAppears,
} from '../../tests/browser/helpers.ts';
import { jpegBytes, pickFiles, pngBytes } from '../../tests/browser/money-platform.ts';
import { platformRoutes, member, signInAs, resetStores, captureNavigation, keptBehindLogin, signInAgain } from '../../tests/browser/platform-fixtures.ts';
import { countriesStore, registrationSettingsStore } from '../../core/stores/registration.ts';
import { headIconStore, profileStore } from '../../core/stores/profile.ts';
import { $toast } from '../../core/stores/toast.ts';
import { setLanguage } from '../../core/stores/language.ts';
import type { Profile } from '../../core/api/profile.ts';
import { opened, sealingKeyRoute } from '../../tests/browser/account-platform.ts';
import './index.ts';

let nav: ReturnType<typeof captureNavigation>;
beforeEach(() => {
  resetStores();
  profileStore.reset();
  headIconStore.reset();
  registrationSettingsStore.reset();
  countriesStore.reset();
  nav = captureNavigation();
});
afterEach(() => {
  nav.stop();
  setLanguage('EN');
});

const MB = 1024 * 1024;
const file = (name: string, bytes: BlobPart, type: string) => new File([bytes], name, { type });
const editable = (value = '') => ({ value, editable: true });
const PROFILE: Profile = {
  nickname: editable('Lucky Demo'),
  payeeName: { value: 'Demo Player', editable: false, lockedReason: 'profile.locked.once' },
  birthday: editable(),
  address: editable('Main St 1'),
  permanentAddress: editable(),
  nationality: editable(),
  placeOfBirth: editable(),
  occupation: editable(),
  sourceOfIncome: editable(),
};
const SETTINGS = {
  usernameRegistration: true,
  mobileRegistration: true,
  captcha: true,
  minimumAge: 18,
  fields: { nickname: { enabled: true, required: false, pattern: '^[^<>&"\']{2,20}$' } },
};
const ICONS = { current: '/img/avatar/1.svg', icons: Array.from({ length: 12 }, (_, i) => `/img/avatar/${i + 1}.svg`) };

/** The platform's answers, with a real key for the sealed save (the tests read what was sent). */
async function routes(more: Record<string, unknown> = {}) {
  return platformRoutes({
    'GET /wps/session/key/rsa': await sealingKeyRoute(),
    'GET /wps/member/info': ok(member({ headIcon: '/img/avatar/1.svg', verification: 'none' })),
    'GET /wps/member/profile': ok(PROFILE),
    'GET /wps/member/register/settings': ok(SETTINGS),
    'GET /wps/system/countries': ok([
      { code: 'PH', name: 'Philippines', dialingCode: '+63' },
      { code: 'BR', name: 'Brazil', dialingCode: '+55' },
    ]),
    'GET /wps/member/headIcon': ok(ICONS),
    ...(more as object),
  });
}
const ready = (e: HTMLElement) => q(e, '[data-field="occupation"] input') && q(e, '[data-field="head-icon"]');
const avatarSrc = (el: Element) => q<HTMLImageElement>(el, '[data-field="head-icon"]')!.getAttribute('src');

describe('<mc-profile>', () => {
  it('a visitor is asked to log in; a free-trial account is refused', async () => {
    const api = mockFetch(await routes());
    const el = await mount('<mc-profile></mc-profile>', { ready: (e) => q(e, '[data-state="logged-out"]') });
    click(q(el, '[data-state="logged-out"] button')!);
    expect(nav.paths).to.deep.equal(['/m/login']);
    expect(api.calls('/wps/member/profile')).to.have.length(0);
    signInAs(4, 'trial01');
    await waitFor(() => q(el, '[data-state="trial"]'));
    expect(api.calls('/wps/member/profile')).to.have.length(0);
  });

  it('shows the head icon large and the §3 fields; locked ones as text with the reason', async () => {
    signInAs(0);
    mockFetch(await routes());
    const el = await mount('<mc-profile></mc-profile>', { ready });
    expect(avatarSrc(el)).to.equal('/img/avatar/1.svg');
    expect(q(el, '[data-field="head-icon"]')!.getAttribute('width')).to.equal('112');
    expect(shadowQueryAll(el, '[data-field][data-editable]').map((f) => f.dataset.field)).to.deep.equal([
      'nickname',
      'payeeName',
      'birthday',
      'address',
      'permanentAddress',
      'nationality',
      'placeOfBirth',
      'occupation',
      'sourceOfIncome',
    ]);
    const payee = q(el, '[data-field="payeeName"]')!;
    expect(payee.dataset.editable).to.equal('false');
    expect(payee.querySelector('input')).to.equal(null);
    expect(textOf(payee.querySelector('.locked-value'))).to.equal('Demo Player');
    expect(textOf(payee.querySelector('.hint'))).to.equal('Already set. To change it, contact customer service.');
    expect(textOf(q(el, '[data-field="birthday"] .hint'))).to.equal('Can be set only once');
    expect(q<HTMLInputElement>(el, '#profile-nickname')!.value).to.equal('Lucky Demo');
    expect(q<HTMLButtonElement>(el, '[part="submit"]')!.disabled).to.equal(true);
    // Nationality offers the platform's countries with their flags.
    await waitFor(() => q<HTMLSelectElement>(el, '#profile-nationality')!.options.length === 3);
    expect(textOf(q<HTMLSelectElement>(el, '#profile-nationality')!.options[1]!)).to.equal('🇵🇭 Philippines');
  });

  it('saves only the changed editable fields and shows what the platform answered', async () => {
    signInAs(0);
    const saved: Profile = {
      ...PROFILE,
      occupation: editable('Chef'),
      birthday: { value: '1990-05-04', editable: false, lockedReason: 'profile.locked.once' },
    };
    const api = mockFetch(await routes({ 'POST /wps/member/profile': ok(saved) }));
    const el = await mount('<mc-profile></mc-profile>', { ready });
    const events = recordEvents(el, 'mc-profile-change');
    typeInto(q<HTMLInputElement>(el, '#profile-occupation')!, 'Chef');
    typeInto(q<HTMLInputElement>(el, '#profile-birthday')!, '1990-05-04');
    click(q(el, '[part="submit"]')!);
    await waitFor(() => api.calls('/wps/member/profile').some((c) => c.method === 'POST'), 6000);
    expect(await opened(api.last('/wps/member/profile')!)).to.deep.equal({ birthday: '1990-05-04', occupation: 'Chef' });
    // No payee name among the changes: no password asked.
    expect(q(el, '#profile-reauth')).to.equal(null);
    await waitFor(() => q(el, '[data-field="birthday"]')!.dataset.editable === 'false');
    expect($toast.get()).to.include({ message: 'profile.saved' });
    expect(events.map((e) => e.detail)).to.deep.equal([{ fields: ['birthday', 'occupation'] }]);
  });

  it('what is typed the moment the form shows stays: the loaded values do not come back over it', async () => {
    signInAs(0);
    const reply = gate();
    mockFetch(
      await routes({
        'GET /wps/member/profile': async () => {
          await reply.opened;
          return ok({ ...PROFILE, payeeName: editable() });
        },
      }),
    );
    const el = await mount('<mc-profile></mc-profile>');
    const typed = typeAsItAppears(el, '#profile-payeeName', 'Juan Dela Cruz');
    reply.open();
    expect(await typed).to.equal('');
    await nextFrame(3);
    expect(q<HTMLInputElement>(el, '#profile-payeeName')!.value).to.equal('Juan Dela Cruz');
    expect(q(el, '#profile-reauth')).not.to.equal(null);
  });

  it('setting the payee name asks for the login password again; a wrong one shows at its field', async () => {
    signInAs(0);
    const unset: Profile = { ...PROFILE, payeeName: editable() };
    const saved: Profile = { ...PROFILE, payeeName: { value: 'Juan Dela Cruz', editable: false, lockedReason: 'profile.locked.once' } };
    const api = mockFetch(
      await routes({
        'GET /wps/member/profile': ok(unset),
        'POST /wps/member/profile': [fail('reauth.failed', 'the password is incorrect', { value: { field: 'password', attemptsLeft: 4 } }), ok(saved)],
      }),
    );
    const el = await mount('<mc-profile></mc-profile>', { ready: (e) => ready(e) && q(e, '#profile-payeeName') });
    expect(q(el, '#profile-reauth')).to.equal(null);
    typeInto(q<HTMLInputElement>(el, '#profile-payeeName')!, 'Juan Dela Cruz');
    await waitFor(() => q(el, '#profile-reauth'));
    click(q(el, '[part="submit"]')!);
    await waitFor(() => textOf(q(el, '#profile-reauth-error')) === 'Please enter your login password');
    expect(el.shadowRoot!.activeElement?.id).to.equal('profile-reauth');
    expect(api.calls('/wps/member/profile').filter((c) => c.method === 'POST')).to.have.length(0);
    typeInto(q<HTMLInputElement>(el, '#profile-reauth')!, 'wrong123');
    click(q(el, '[part="submit"]')!);
    await waitFor(() => textOf(q(el, '#profile-reauth-error')) === 'The login password is incorrect', 6000);
    expect(q<HTMLInputElement>(el, '#profile-reauth')!.value).to.equal('');
    expect(q<HTMLInputElement>(el, '#profile-payeeName')!.value).to.equal('Juan Dela Cruz');
    typeInto(q<HTMLInputElement>(el, '#profile-reauth')!, 'demo1234');
    click(q(el, '[part="submit"]')!);
    await waitFor(() => q(el, '[data-field="payeeName"]')!.dataset.editable === 'false', 6000);
    const call = api.last('/wps/member/profile')!;
    expect(await opened(call)).to.deep.equal({ payeeName: 'Juan Dela Cruz', password: 'demo1234' });
    expect(call.body).not.to.contain('demo1234');
    expect(q(el, '#profile-reauth')).to.equal(null);
  });

  it('checks on the device: under the minimum age, markup, an emptied field; the first wrong one gets focus', async () => {
    signInAs(0);
    const api = mockFetch(await routes());
    const el = await mount('<mc-profile></mc-profile>', { ready });
    const young = `${new Date().getFullYear() - 10}-01-01`;
    typeInto(q<HTMLInputElement>(el, '#profile-birthday')!, young);
    typeInto(q<HTMLInputElement>(el, '#profile-address')!, '');
    typeInto(q<HTMLInputElement>(el, '#profile-occupation')!, '<b>');
    click(q(el, '[part="submit"]')!);
    await waitFor(() => textOf(q(el, '[data-field="birthday"] .error')));
    expect(textOf(q(el, '[data-field="birthday"] .error'))).to.equal('You must be at least 18 years old');
    expect(textOf(q(el, '[data-field="address"] .error'))).to.equal('Please fill in this field');
    expect(textOf(q(el, '[data-field="occupation"] .error'))).to.equal('Please do not use < or >');
    expect(el.shadowRoot!.activeElement?.id).to.equal('profile-birthday');
    expect(api.calls('/wps/member/profile').filter((c) => c.method === 'POST')).to.have.length(0);
  });

  it('two submits in one task (a double dispatch) save once', async () => {
    signInAs(0);
    const saved: Profile = { ...PROFILE, occupation: editable('Chef') };
    const api = mockFetch(await routes({ 'POST /wps/member/profile': ok(saved) }));
    const el = await mount('<mc-profile></mc-profile>', { ready });
    typeInto(q<HTMLInputElement>(el, '#profile-occupation')!, 'Chef');
    const submit = q<HTMLButtonElement>(el, '[part="submit"]')!;
    submit.click();
    submit.click(); // the same task: the button is not disabled yet
    await waitFor(() => $toast.get()?.message === 'profile.saved', 6000);
    expect(api.calls('/wps/member/profile').filter((c) => c.method === 'POST')).to.have.length(1);
  });

  it('a refused save keeps what was typed and says why', async () => {
    signInAs(0);
    mockFetch(await routes({ 'POST /wps/member/profile': fail('profile.locked', 'payeeName cannot be changed') }));
    const el = await mount('<mc-profile></mc-profile>', { ready });
    typeInto(q<HTMLInputElement>(el, '#profile-occupation')!, 'Chef');
    click(q(el, '[part="submit"]')!);
    await waitFor(() => $toast.get()?.kind === 'fail');
    expect($toast.get()!.message).to.equal('code.profile.locked');
    expect(q<HTMLInputElement>(el, '#profile-occupation')!.value).to.equal('Chef');
  });

  it("chooses one of the platform's icons", async () => {
    signInAs(0);
    const api = mockFetch(await routes({ 'POST /wps/member/headIcon': ok(null) }));
    const el = await mount('<mc-profile></mc-profile>', { ready });
    const events = recordEvents(el, 'mc-head-icon');
    const toggle = q(el, '[data-action="choose-icon"]')!;
    click(toggle);
    await waitFor(() => shadowQueryAll(el, '.icon-choice').length === 12);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(q(el, '.icon-choice[aria-pressed="true"]')!.dataset.icon).to.equal('/img/avatar/1.svg');
    click(q(el, '.icon-choice[data-icon="/img/avatar/7.svg"]')!);
    await waitFor(() => avatarSrc(el) === '/img/avatar/7.svg');
    expect(api.last('/wps/member/headIcon')!.body).to.equal('icon=%2Fimg%2Favatar%2F7.svg');
    expect(events.map((e) => e.detail)).to.deep.equal([{ headIcon: '/img/avatar/7.svg' }]);
    // The grid closes once the choice is saved, a render after the new icon shows.
    await waitFor(() => q(el, '.icon-grid') === null);
  });

  it('uploads a png or jpg; a wrong type or a file over 5 MB is refused before anything is sent', async () => {
    signInAs(0);
    const uploaded = '/img/avatar/u/0123456789abcdef01234567';
    const api = mockFetch(
      await routes({
        'POST /wps/member/headIcon/upload': ok({ headIcon: uploaded }),
        // After the upload the member info names the new head icon.
        'GET /wps/member/info': [ok(member({ headIcon: '/img/avatar/1.svg' })), ok(member({ headIcon: uploaded }))],
      }),
    );
    const el = await mount('<mc-profile></mc-profile>', { ready });
    const input = q<HTMLInputElement>(el, '.avatar-actions input[type="file"]')!;
    expect(input.accept).to.equal('.png,.jpg,.jpeg,image/png,image/jpeg');

    pickFiles(input, [file('cat.gif', new TextEncoder().encode('GIF89a....'), 'image/gif')]);
    await waitFor(() => q(el, '[data-problem="type"]'));
    expect(textOf(q(el, '[data-problem]'))).to.equal('cat.gif was not added: only PNG or JPG images are accepted');
    pickFiles(input, [file('huge.png', pngBytes(5 * MB + 1), 'image/png')]);
    await waitFor(() => q(el, '[data-problem="size"]'));
    expect(textOf(q(el, '[data-problem]'))).to.equal('huge.png was not added: an image can be at most 5 MB');
    pickFiles(input, [file('renamed.jpg', new TextEncoder().encode('GIF89a....'), 'image/jpeg')]);
    await waitFor(() => textOf(q(el, '[data-problem]')).startsWith('renamed.jpg'));
    expect(api.calls('/wps/member/headIcon/upload')).to.have.length(0);

    pickFiles(input, [file('me.jpg', jpegBytes(), 'image/jpeg')]);
    await waitFor(() => avatarSrc(el) === uploaded);
    expect(q(el, '[data-problem]')).to.equal(null);
    expect((api.last('/wps/member/headIcon/upload')!.json as { image: string }).image).to.match(/^data:image\/jpeg;base64,\/9j\//);
  });

  it('shows the identity-verification state, leading to its page', async () => {
    signInAs(0);
    mockFetch(await routes({ 'GET /wps/member/info': ok(member({ verification: 'pending' })) }));
    const el = await mount('<mc-profile></mc-profile>', { ready: (e) => q(e, '[data-action="verification"] [data-verification]') });
    expect(textOf(q(el, '[data-action="verification"] [data-verification]'))).to.equal('Under review');
    click(q(el, '[data-action="verification"]')!);
    expect(nav.paths).to.deep.equal(['/m/member/verification']);
  });

  it('a failed profile load offers a retry that works', async () => {
    signInAs(0);
    const api = mockFetch(await routes({ 'GET /wps/member/profile': [fail('server.error', 'boom'), ok(PROFILE)] }));
    const el = await mount('<mc-profile></mc-profile>', { ready: (e) => q(e, '[role="alert"] button') });
    click(q(el, '[role="alert"] button')!);
    await waitFor(() => q(el, '#profile-occupation'));
    expect(api.calls('/wps/member/profile')).to.have.length(2);
  });

  it('speaks PT and TY', async () => {
    signInAs(0);
    mockFetch(await routes());
    const el = await mount('<mc-profile></mc-profile>', { ready });
    setLanguage('PT');
    await waitFor(() => textOf(q(el, '[data-field="occupation"] label')) === 'Profissão');
    setLanguage('TY');
    await waitFor(() => textOf(q(el, '[data-field="occupation"] label')) === 'Trabaho');
  });
});

describe('<mc-profile> when the platform ends the session under the form', () => {
  const unset: Profile = { ...PROFILE, payeeName: editable() };
  const typed = (el: Element) => ['#profile-occupation', '#profile-payeeName', '#profile-reauth'].map((s) => q<HTMLInputElement>(el, s)!.value);

  it('keeps what was typed behind the login dialog; signed in again, it is saved', async () => {
    signInAs(0);
    const saved: Profile = { ...PROFILE, occupation: editable('Chef') };
    const api = mockFetch(await routes({ 'GET /wps/member/profile': ok(unset), 'POST /wps/member/profile': [http(401), ok(saved)] }));
    const el = await mount('<mc-profile></mc-profile>', { ready: (e) => ready(e) && q(e, '#profile-payeeName') });
    typeInto(q<HTMLInputElement>(el, '#profile-occupation')!, 'Chef');
    typeInto(q<HTMLInputElement>(el, '#profile-payeeName')!, 'Juan Dela Cruz');
    typeInto((await waitFor(() => q<HTMLInputElement>(el, '#profile-reauth')))!, 'demo1234');
    click(q(el, '[part="submit"]')!);
    await keptBehindLogin(el);
    expect(typed(el)).to.deep.equal(['Chef', 'Juan Dela Cruz', 'demo1234']);
    expect(nav.paths).to.deep.equal([]);

    await signInAgain(el);
    expect(typed(el)).to.deep.equal(['Chef', 'Juan Dela Cruz', 'demo1234']);
    click(q(el, '[part="submit"]')!);
    await waitFor(() => $toast.get()?.message === 'profile.saved', 6000);
    const posts = api.calls('/wps/member/profile').filter((c) => c.method === 'POST');
    expect(posts).to.have.length(2);
    expect(await opened(posts[1]!)).to.deep.equal({ occupation: 'Chef', payeeName: 'Juan Dela Cruz', password: 'demo1234' });
  });

  it('another player signing in gets the profile afresh', async () => {
    signInAs(0, 'demo');
    mockFetch(await routes({ 'GET /wps/member/profile': ok(unset), 'POST /wps/member/profile': http(401) }));
    const el = await mount('<mc-profile></mc-profile>', { ready: (e) => ready(e) && q(e, '#profile-payeeName') });
    typeInto(q<HTMLInputElement>(el, '#profile-occupation')!, 'Chef');
    typeInto(q<HTMLInputElement>(el, '#profile-payeeName')!, 'Juan Dela Cruz');
    typeInto((await waitFor(() => q<HTMLInputElement>(el, '#profile-reauth')))!, 'demo1234');
    click(q(el, '[part="submit"]')!);
    await keptBehindLogin(el);
    await signInAgain(el, 'other01');
    await waitFor(() => ready(el) && q(el, '#profile-payeeName'));
    expect(q<HTMLInputElement>(el, '#profile-occupation')!.value).to.equal('');
    expect(q<HTMLInputElement>(el, '#profile-payeeName')!.value).to.equal('');
    expect(q(el, '#profile-reauth')).to.equal(null);
  });

  it('leaving the page while it waits lets the player’s data go', async () => {
    signInAs(0, 'demo');
    mockFetch(await routes({ 'GET /wps/member/profile': ok(unset), 'POST /wps/member/profile': http(401) }));
    const el = await mount('<mc-profile></mc-profile>', { ready: (e) => ready(e) && q(e, '#profile-payeeName') });
    typeInto(q<HTMLInputElement>(el, '#profile-occupation')!, 'Chef');
    click(q(el, '[part="submit"]')!);
    await keptBehindLogin(el);
    expect(profileStore.$state.get().value).to.deep.equal(unset);
    el.remove();
    await waitFor(() => profileStore.$state.get().status === 'idle');
  });
});
