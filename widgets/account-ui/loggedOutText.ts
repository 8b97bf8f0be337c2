import { useStore } from '@nanostores/react';
import { $sessionEnd } from '../../core/stores/session.ts';
import { useT } from '../base/i18n.ts';

/**
 * §8's text for a page that needs a session: "The account has been logged out, please log in
 * again" when the platform ended the last one (revoked, expired, unusable), else "Please log in
 * first".
 */
export function useLoggedOutText(): string {
  const { t } = useT();
  const ended = useStore($sessionEnd);
  return t(ended?.reason === 'expired' ? 'error.session_expired' : 'in_logged_login');
}
