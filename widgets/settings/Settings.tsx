/**
 * <mc-settings>: personal settings: a heading, a list with change password, and the sign-out
 * button (after a confirmation, everything of the session is cleared and the player goes home). A
 * visitor without a session is sent home.
 *
 * @event mc-logout - after the player signed out here
 * @event mc-navigate - change password, /m/home after signing out, /m/login without a session
 * @csspart bar - the title bar
 * @csspart list - the settings list
 * @csspart sign-out - the sign-out button
 * @csspart heading - the element's heading
 */
// Spec §2.8; the logout flow of §4. The page's back button is the site header's (§2.3), which
// /m/set shows: a second one here stood under it.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { navigate } from '../../core/nav.ts';
import { TOAST_NOTICE_MS } from '../../core/rules/constants.ts';
import { isFreeTrial } from '../../core/rules/roles.ts';
import { $session } from '../../core/stores/session.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { toast } from '../base/feedback.ts';
import { confirmAndSignOut } from '../account-ui/signOut.ts';

export function Settings() {
  const { t } = useT();
  const { host, emit } = useHost();
  const session = useStore($session);

  useEffect(() => {
    // A visitor without a session has nothing to set here (§2.8).
    if (!$session.get()) navigate(host, 'home', { replace: true });
  }, [host]);

  const open = () => {
    const s = $session.get();
    if (!s) navigate(host, 'login');
    else if (isFreeTrial(s.type)) toast('info', 'free_reject', TOAST_NOTICE_MS);
    else navigate(host, 'changePassword');
  };

  const signOut = async () => {
    if (await confirmAndSignOut()) {
      emit('mc-logout', {});
      navigate(host, 'home', { replace: true });
    }
  };

  return (
    <section className="settings" aria-labelledby="settings-title">
      <div className="bar" part="bar">
        <h1 part="heading" id="settings-title" className="title">
          {t('title.set')}
        </h1>
      </div>
      {session && (
        <p className="account">
          <span className="muted">{t('login.username')}</span> <strong>{session.userName}</strong>
        </p>
      )}
      <ul className="list" part="list">
        <li>
          <button type="button" className="item" data-item="changePassword" onClick={open}>
            <span>{t('settings.changePassword')}</span>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="flip-rtl">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </li>
      </ul>
      {session && (
        <button type="button" className="btn btn-outline btn-block sign-out" part="sign-out" onClick={() => void signOut()}>
          {t('settings.signOut')}
        </button>
      )}
    </section>
  );
}
