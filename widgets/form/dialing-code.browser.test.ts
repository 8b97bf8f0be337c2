/**
 * The one country dialing-code picker (widgets/form/DialingCode.tsx) in every element with a
 * mobile field, fed by one store of the platform's country list.
 */
import { describe, it, expect, mount, q, shadowQueryAll, waitFor, mockFetch, ok, click, typeInto, textOf } from '../../tests/browser/helpers.ts';
import { freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { accountRoutes, configWith, resetAccountStores } from '../../tests/browser/account-platform.ts';
import { countryFlag } from './DialingCode.tsx';
import '../login/index.ts';
import '../forget-password/index.ts';

freshPageEachTest(resetAccountStores);

const COUNTRIES = [
  { code: 'PH', name: 'Philippines', dialingCode: '+63' },
  { code: 'BR', name: 'Brazil', dialingCode: '+55' },
  { code: 'PT', name: 'Portugal', dialingCode: '+351' },
];

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

describe('country dialing-code picker', () => {
  it('draws a flag from an ISO code and nothing for anything else', () => {
    expect(countryFlag('ph')).to.equal('🇵🇭');
    expect(countryFlag('BR')).to.equal('🇧🇷');
    expect(countryFlag('XYZ')).to.equal('');
    expect(countryFlag('')).to.equal('');
  });

  it('login and password reset share one country list, asked for once; each starts on the platform location', async () => {
    const api = mockFetch(
      await accountRoutes({
        'GET /wps/system/init': ok({ ...configWith({ mobileLogin: true }), location: 'BR' }),
        'GET /wps/system/countries': ok(COUNTRIES),
        'POST /wps/verification/sms': ok({ expiredMinutes: 1 }),
      }),
    );
    const login = await mount('<mc-login></mc-login>', { ready: (e) => q(e, '[role="tablist"]') });
    click(shadowQueryAll(login, '[role="tab"]')[1]!);
    const forget = await mount('<mc-forget-password method="phone"></mc-forget-password>', { ready: (e) => q(e, '#forget-mobile') });
    const loginSelect = await waitFor(() => q<HTMLSelectElement>(login, '#login-dialing-code'));
    const forgetSelect = await waitFor(() => q<HTMLSelectElement>(forget, '#forget-dialing-code'));
    expect(api.calls('/wps/system/countries')).to.have.length(1);
    expect(loginSelect.value).to.equal('+55');
    expect(forgetSelect.value).to.equal('+55');
    expect([...forgetSelect.options].map((o) => textOf(o))).to.deep.equal(['🇵🇭 +63 Philippines', '🇧🇷 +55 Brazil', '🇵🇹 +351 Portugal']);
    expect(forgetSelect.getAttribute('aria-label')).to.equal('Country code');
    expect(textOf(q(forget, '.dialing-code-value'))).to.equal('🇧🇷+55');

    // Each field keeps its own choice; the reset sends its code with the SMS request.
    choose(forgetSelect, '+351');
    await waitFor(() => textOf(q(forget, '.dialing-code-value')) === '🇵🇹+351');
    expect(loginSelect.value).to.equal('+55');
    typeInto(q<HTMLInputElement>(forget, '#forget-mobile')!, '9172223333');
    const send = q<HTMLButtonElement>(forget, '.send-code')!;
    await waitFor(() => !send.disabled);
    click(send);
    await waitFor(() => api.last('/wps/verification/sms'));
    expect(api.last('/wps/verification/sms')!.json).to.deep.equal({ mobileNum: '9172223333', purpose: 'reset', countryDialingCode: '+351' });
  });

  it('holds its room while the list comes: the number keeps its place when the picker arrives', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mockFetch(
      await accountRoutes({
        'GET /wps/system/init': ok({ ...configWith({}, { PSWSMS3: true }), location: 'PT' }),
        'GET /wps/system/countries': () => held.then(() => ok(COUNTRIES)),
      }),
    );
    const forget = await mount('<mc-forget-password method="phone"></mc-forget-password>', { ready: (e) => q(e, '#forget-mobile') && q(e, '.dialing-code') });
    expect(q(forget, '#forget-dialing-code'), 'no picker before the list').to.equal(null);
    const before = q(forget, '#forget-mobile')!.getBoundingClientRect();
    release();
    await waitFor(() => textOf(q(forget, '.dialing-code-value')) === '🇵🇹+351');
    const after = q(forget, '#forget-mobile')!.getBoundingClientRect();
    expect([after.left, after.width]).to.deep.equal([before.left, before.width]);
  });

  it('without a country list the mobile field works without a code', async () => {
    const api = mockFetch(
      await accountRoutes({
        'GET /wps/system/init': ok(configWith({}, { PSWSMS3: true })),
        'GET /wps/system/countries': ok([]),
      }),
    );
    const forget = await mount('<mc-forget-password method="phone"></mc-forget-password>', { ready: (e) => q(e, '#forget-mobile') });
    await waitFor(() => api.calls('/wps/system/countries').length === 1);
    expect(q(forget, '#forget-dialing-code')).to.equal(null);
  });
});
