import { describe, expect, it } from 'vitest';
import { affiliateParams, detectRegisterMethod, passwordRule } from './registration.ts';
import { smsCountdownSeconds } from '../rules/sms.ts';

describe('registerMethod (§3)', () => {
  it('is APP in the app shell, WEBCLIP on an iOS home screen, PWA when installed, H5 otherwise', () => {
    expect(detectRegisterMethod({ userAgent: 'Mozilla/5.0 MCApp/2.1.0', iosStandalone: true, displayStandalone: true })).toBe('APP');
    expect(detectRegisterMethod({ userAgent: 'iPhone Safari', iosStandalone: true, displayStandalone: true })).toBe('WEBCLIP');
    expect(detectRegisterMethod({ userAgent: 'Android Chrome', displayStandalone: true })).toBe('PWA');
    expect(detectRegisterMethod({ userAgent: 'Android Chrome' })).toBe('H5');
  });
});

describe('affiliate parameters of a registration link', () => {
  it('reads affiliateCode (or code, aff, inviteCode) and domain', () => {
    expect(affiliateParams('?affiliateCode=AFF001&domain=partner.example')).toEqual({ code: 'AFF001', domain: 'partner.example' });
    expect(affiliateParams('?code=AFF002')).toEqual({ code: 'AFF002', domain: '' });
    expect(affiliateParams('?aff=X1')).toEqual({ code: 'X1', domain: '' });
  });
  it('drops values that cannot be codes or host names', () => {
    expect(affiliateParams('?affiliateCode=<script>&domain=a b')).toEqual({ code: '', domain: '' });
    expect(affiliateParams('')).toEqual({ code: '', domain: '' });
  });
});

describe('password rule for change and reset', () => {
  it('comes from the registration settings, with the verifier default when absent', () => {
    expect(passwordRule(undefined)).toEqual({ enabled: true, required: true });
    const rule = passwordRule({
      usernameRegistration: true,
      mobileRegistration: true,
      captcha: true,
      socialLogin: false,
      minimumAge: 18,
      fields: { password: { enabled: true, required: false, pattern: '^a+$', minLength: 2 } },
    });
    expect(rule).toMatchObject({ enabled: true, required: true, pattern: '^a+$', minLength: 2 });
  });
});

describe('SMS countdown (§9)', () => {
  it('is expiredMinutes × 60 s, one minute by default and with third-party auth', () => {
    expect(smsCountdownSeconds(1)).toBe(60);
    expect(smsCountdownSeconds(5)).toBe(300);
    expect(smsCountdownSeconds(undefined)).toBe(60);
    expect(smsCountdownSeconds(0)).toBe(60);
    expect(smsCountdownSeconds(5, true)).toBe(60);
  });
});
