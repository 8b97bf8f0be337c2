/**
 * The rule a new password's confirmation follows wherever a password is changed or set anew
 * (the password change, a reset link's page): §5's password change.
 */

/** Required ('Enter password') and equal to the new password ('Confirmation password not matched'). */
export function checkNewPasswordConfirm(password: string, confirmation: string): string | undefined {
  if (confirmation === '') return 'change.confirmRequired';
  return confirmation === password ? undefined : 'in_confirmation_correct';
}
