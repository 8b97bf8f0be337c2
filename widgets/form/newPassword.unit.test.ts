import { describe, expect, it } from 'vitest';
import { checkNewPasswordConfirm } from './newPassword.ts';

describe("a new password's confirmation (password change, reset link)", () => {
  it("is required ('Enter password'), then equal to the new one", () => {
    expect(checkNewPasswordConfirm('abc123', '')).toBe('change.confirmRequired');
    expect(checkNewPasswordConfirm('abc123', 'abc124')).toBe('in_confirmation_correct');
    expect(checkNewPasswordConfirm('abc123', 'abc123')).toBeUndefined();
  });
});
