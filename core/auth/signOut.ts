/**
 * Signing out (§4), apart from the sign-in store: the header, the settings page and
 * mcKit.signOut import it when the player asks, so it is a file of its own that nothing loads
 * before then.
 */
import { call } from '../api/request.ts';
import { logout } from '../api/signIn.ts';
import { $auth } from '../stores/auth.ts';
import { closingSession } from '../stores/closing.ts';
import { $session, endSession } from '../stores/session.ts';
import { dropHeldPassword } from './secret.ts';

/**
 * Signs out locally whatever the platform answers: a player who asked to leave is never left
 * signed in because the network failed.
 */
export async function signOut(): Promise<void> {
  closingSession();
  try {
    if ($session.get()) await call(logout, undefined, { timeoutMs: 5000 });
  } catch {
    // The token is dropped below either way; the platform expires it on its own.
  } finally {
    endSession();
    dropHeldPassword();
    $auth.set({ trialUser: '', mustChangePassword: false, captchaImage: '', captchaId: '' });
  }
}
