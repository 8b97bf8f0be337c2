import { describe, it, expect, beforeEach, afterEach, mount, shadowQuery, q, mockFetch, ok, fail, click, waitFor } from '../../tests/browser/helpers.ts';
import { platformRoutes, member, signInAs, resetStores, captureNavigation } from '../../tests/browser/platform-fixtures.ts';
import { registrationSettingsStore } from '../../core/stores/registration.ts';
import { box, isMirrored, middleX, rootDir, useLanguage } from '../../tests/browser/rtl.ts';
import './index.ts';

let nav: ReturnType<typeof captureNavigation>;
beforeEach(async () => {
  resetStores();
  registrationSettingsStore.reset();
  nav = captureNavigation();
  await useLanguage('AR');
});
afterEach(async () => {
  nav.stop();
  await useLanguage('EN');
});

const CONFIG = { loginPassword: true, fundsPassword: true, bankCard: true, email: true, payeeName: true, nickname: true, securityQuestions: false };

describe('<mc-security-center> in Arabic', () => {
  it('entries start on the right; a link’s arrow points left, an open section’s chevron turns without mirroring', async () => {
    signInAs(0);
    mockFetch(
      platformRoutes({
        'GET /wps/member/info': ok(member()),
        'GET /wps/security/config': ok(CONFIG),
        'GET /wps/member/bankcards': ok([]),
        'GET /wps/member/register/settings': fail('no.settings', 'not needed here'),
        'GET /wps/session/key/rsa': fail('no.key', 'no key in element tests'),
      }),
    );
    const el = await mount('<mc-security-center></mc-security-center>', {
      ready: (e) => rootDir(e) === 'rtl' && shadowQuery(e, '[data-item="nickname"] .entry'),
    });
    const link = q(el, '[data-item="loginPassword"] .entry')!;
    const title = link.querySelector('.entry-title')!;
    const arrow = link.querySelector('.chevron')!;
    expect(middleX(title)).to.be.greaterThan(middleX(arrow));
    expect(box(link).right - box(title).right).to.be.below(24);
    expect(isMirrored(arrow)).to.equal(true);
    const nickname = q(el, '[data-item="nickname"] .entry')!;
    expect(isMirrored(nickname.querySelector('.chevron')!)).to.equal(false);
    click(nickname);
    await waitFor(() => nickname.getAttribute('aria-expanded') === 'true');
    expect(isMirrored(nickname.querySelector('.chevron')!)).to.equal(false);
    click(link);
    expect(nav.paths).to.deep.equal(['/m/changePsw']);
  });
});
