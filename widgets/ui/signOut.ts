/**
 * The logout flow of §4, shared by the header and the settings page: confirm (in_sure_logout,
 * titled in_popup_prompt), a loading toast (in_please_wait), everything cleared, then wherever
 * the caller goes next.
 */
import { signOut } from '../../core/stores/auth.ts';
import { LOADING_LOGOUT_MS } from '../../core/rules/constants.ts';
import { confirm, hideToast, toast } from './feedback.ts';

export async function confirmAndSignOut(): Promise<boolean> {
  const ok = await confirm({ title: 'in_popup_prompt', message: 'in_sure_logout' });
  if (!ok) return false;
  const loading = toast('loading', 'in_please_wait', LOADING_LOGOUT_MS);
  try {
    await signOut();
  } finally {
    hideToast(loading);
  }
  return true;
}
