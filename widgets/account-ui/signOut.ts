/**
 * The logout flow of §4, shared by the header and the settings page: confirm (in_sure_logout,
 * titled in_popup_prompt), a loading toast (in_please_wait), everything cleared, then wherever
 * the caller goes next.
 */
import { LOADING_LOGOUT_MS } from '../../core/rules/constants.ts';
import { confirm, hideToast, toast } from '../base/feedback.ts';

export async function confirmAndSignOut(): Promise<boolean> {
  const ok = await confirm({ title: 'in_popup_prompt', message: 'in_sure_logout' });
  if (!ok) return false;
  const loading = toast('loading', 'in_please_wait', LOADING_LOGOUT_MS);
  try {
    // The sign-in store comes with the tap: the header and the settings page show this button
    // but need nothing else of it (the runtime's mcKit.signOut does the same).
    const { signOut } = await import('../../core/auth/signOut.ts');
    await signOut();
  } finally {
    hideToast(loading);
  }
  return true;
}
