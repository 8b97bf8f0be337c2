/**
 * The login popup of §2.9: a modal <dialog> around the kit's own <mc-login> element (composed
 * by tag, loaded through widgets/element-loader.ts), in the kit's <Dialog>. Focus stays inside while
 * it is open, the login's own fields included, and goes back to where it was; Escape and the
 * close button close it.
 *
 * - `stay`: after signing in, the player stays on this page (the login's "go to the next page"
 *   is swallowed), except for the forced password change of a first login.
 * - otherwise the login's own navigation (to `redirect`) goes through.
 *
 * Where the kit cannot load the login element, it navigates to /m/login instead.
 */
import { createElement, useEffect, useRef, useState } from 'react';
import { navigate, ROUTES, type NavigateDetail } from '../../core/nav.ts';
import { defineElement } from '../element-loader.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { Dialog } from '../base/Dialog.tsx';

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  redirect?: string;
  stay?: boolean;
}

export function LoginDialog({ open, onClose, redirect, stay = false }: LoginDialogProps) {
  const { t } = useT();
  const { host } = useHost();
  const login = useRef<HTMLElement | null>(null);
  const [ready, setReady] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open || ready) return;
    let live = true;
    void defineElement('mc-login').then((ok) => {
      if (!live) return;
      if (ok) setReady(true);
      else {
        onCloseRef.current();
        navigate(host, 'login');
      }
    });
    return () => {
      live = false;
    };
  }, [open, ready, host]);

  // After a sign-in inside the popup: close it, and keep the player here when `stay` says so.
  // The listeners live as long as the login element: the page may already have closed the
  // popup (it sees the new session) before the login says it is done.
  useEffect(() => {
    const el = login.current;
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
  }, [ready, stay]);

  return (
    <Dialog open={open} onClose={onClose} keepContent className="login-dialog" part="login-dialog" aria-label={t('title.login')}>
      {ready ? (
        createElement('mc-login', { ref: login, redirect: redirect ?? undefined })
      ) : (
        <div className="mc-state" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
        </div>
      )}
    </Dialog>
  );
}
