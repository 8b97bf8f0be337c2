/**
 * The login popup of §2.9: the kit's <Dialog> around its own <mc-login> element (composed by tag
 * through <Embed>, loaded when the popup first opens). Focus stays inside while it is open, the
 * login's own fields included, and goes back to where it was; Escape and the close button close it.
 *
 * - `stay`: after signing in, the player stays on this page (the login's "go to the next page"
 *   is swallowed), except for the forced password change of a first login.
 * - otherwise the login's own navigation (to `redirect`) goes through.
 *
 * Where the kit cannot load the login element, it navigates to /m/login instead.
 *
 * @csspart login-dialog - the sign-in dialog shown when an action needs a signed-in player
 */
import { useEffect, useRef, useState } from 'react';
import { navigate, ROUTES, type NavigateDetail } from '../../core/nav.ts';
import { Dialog } from '../base/Dialog.tsx';
import { Embed } from '../base/Embed.tsx';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  redirect?: string;
  stay?: boolean;
}

export function LoginDialog({ open, onClose, redirect, stay = false }: LoginDialogProps) {
  const { t } = useT();
  const { host } = useHost();
  const [login, setLogin] = useState<HTMLElement | null>(null);
  // The login's code loads when the popup first opens, not with every page that could open it;
  // once there, the login stays (with what was typed) while the popup closes and opens again.
  // Where it could not load, the next opening tries again.
  const [wanted, setWanted] = useState(open);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setWanted(true);
  }
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const missing = () => {
    setWanted(false);
    onCloseRef.current();
    navigate(host, 'login');
  };

  // After a sign-in inside the popup: close it, and keep the player here when `stay` says so.
  // The listeners live as long as the login element: the page may already have closed the
  // popup (it sees the new session) before the login says it is done.
  useEffect(() => {
    const el = login;
    if (!el) return;
    let signedIn = false;
    const onLogin = () => {
      signedIn = true;
    };
    const onNavigate = (event: Event) => {
      if (!signedIn) return;
      signedIn = false;
      const path = (event as CustomEvent<NavigateDetail>).detail?.path ?? '';
      if (stay && !path.startsWith(ROUTES.changePassword)) {
        event.preventDefault();
        event.stopPropagation();
      }
      onCloseRef.current();
    };
    el.addEventListener('mc-login', onLogin);
    el.addEventListener('mc-navigate', onNavigate);
    return () => {
      el.removeEventListener('mc-login', onLogin);
      el.removeEventListener('mc-navigate', onNavigate);
    };
  }, [login, stay]);

  return (
    <Dialog open={open} onClose={onClose} keepContent className="login-dialog" part="login-dialog" aria-label={t('title.login')}>
      {wanted ? <Embed tag="mc-login" attrs={{ redirect }} elementRef={setLogin} loading={spinner} onMissing={missing} /> : spinner}
    </Dialog>
  );
}

const spinner = (
  <div className="mc-state" aria-busy="true">
    <span className="spinner" aria-hidden="true" />
  </div>
);
