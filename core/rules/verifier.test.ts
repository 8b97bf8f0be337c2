import { describe, expect, it } from 'vitest';
import { verifyField, verifyConfirmPassword, verifyForm } from './verifier.ts';

describe('the shared verifier of §5', () => {
  it('a field that is not enabled is not checked', () => {
    expect(verifyField('email', 'garbage', { enabled: false, required: true })).toBeNull();
  });
  it('an optional empty field passes; a required one does not', () => {
    expect(verifyField('email', '  ', { enabled: true, required: false })).toBeNull();
    expect(verifyField('email', '', { enabled: true, required: true })).toBe('verify.email.required');
  });
  it('checks the default patterns', () => {
    expect(verifyField('username', 'ab')).toBe('verify.username.format');
    expect(verifyField('username', '1abc')).toBe('verify.username.format');
    expect(verifyField('username', 'player01')).toBeNull();
    expect(verifyField('password', 'abcdef')).toBe('verify.password.format');
    expect(verifyField('password', 'abc123')).toBeNull();
    expect(verifyField('mobileNum', '0912345678')).toBeNull();
    expect(verifyField('mobileNum', '1'.repeat(21))).toBe('verify.mobileNum.format');
    expect(verifyField('verificationCode', '1'.repeat(11))).toBe('verify.verificationCode.format');
    expect(verifyField('captcha', 'ab12')).toBeNull();
    expect(verifyField('captcha', 'abcdefg')).toBe('verify.captcha.format');
    expect(verifyField('email', 'a@b.co')).toBeNull();
    expect(verifyField('email', `${'a'.repeat(250)}@b.co`)).toBeNull(); // 255: the limit
    expect(verifyField('email', `${'a'.repeat(251)}@b.co`)).toBe('verify.email.format');
  });
  it('uses the platform pattern and lengths when it sends them, and survives a broken pattern', () => {
    expect(verifyField('username', 'ab', { enabled: true, required: true, pattern: '^[a-z]{2}$' })).toBeNull();
    expect(verifyField('username', 'abc', { enabled: true, required: true, maxLength: 2, pattern: '^[a-z]+$' })).toBe('verify.username.format');
    expect(verifyField('username', 'anything', { enabled: true, required: true, pattern: '([' })).toBeNull();
  });
  it('confirm password: required, then equal', () => {
    expect(verifyConfirmPassword('abc123', '')).toBe('in_incorrect_password');
    expect(verifyConfirmPassword('abc123', 'abc124')).toBe('in_confirmation_correct');
    expect(verifyConfirmPassword('abc123', 'abc123')).toBeNull();
  });
  it('a form reports every error and the first failing field in order', () => {
    const rule = { enabled: true, required: true };
    const { errors, firstInvalid } = verifyForm(
      { username: 'ok1234', password: 'short', email: 'bad' },
      { username: rule, password: rule, email: rule, nickname: { enabled: false, required: true } },
      ['username', 'password', 'email', 'nickname'],
    );
    expect(errors).toEqual({ password: 'verify.password.format', email: 'verify.email.format' });
    expect(firstInvalid).toBe('password');
  });
});
