/**
 * Member pages (money, records, rewards) show their content only to a real member: a visitor is
 * asked to log in, a free-trial account is told the function is for real accounts (§6). The
 * children mount only then, so they make no calls for a visitor.
 *
 * When the platform ends the session under an open page (revoked elsewhere, expired, unusable),
 * the page stays as it is, with what the player typed, behind the login dialog and §8's
 * logged-out text; signed in again as the same player, they carry on where they were. Another
 * player gets the page afresh: nothing of the first one's shows to them.
 *
 * A page with a narrower audience (the agency centre's forms) names it with `allows` and what
 * everyone else gets with `refused`; the page is kept for its player the same way.
 */
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $session, $sessionEnd } from '../../core/stores/session.ts';
import { keepForPlayer, type Player } from '../../core/stores/player.ts';
import { isFreeTrial } from '../../core/rules/roles.ts';
import { navigate } from '../../core/nav.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { LoginPromptState } from '../base/PageStates.tsx';
import { LoginDialog } from './LoginDialog.tsx';
import { useLoggedOutText } from './loggedOutText.ts';

export interface MemberOnlyProps {
  children: ReactNode;
  /** What a visitor is asked (the page's own "please log in first to…"); after a session the platform ended, §8's logged-out text. */
  loginText?: string;
  /** Which signed-in players see the page (default: every member, §6: not a free-trial account). */
  allows?: (player: Player) => boolean;
  /** What everyone else gets (default: a visitor is asked to log in, a free-trial account is refused). */
  refused?: ReactNode;
}

const anyMember = (player: Player) => !isFreeTrial(player.type);

export function MemberOnly({ children, loginText, allows = anyMember, refused }: MemberOnlyProps) {
  const { t } = useT();
  const { host } = useHost();
  const session = useStore($session);
  const ended = useStore($sessionEnd);
  const loggedOutText = useLoggedOutText();
  /** Whose page is mounted: kept while the platform's sign-out waits for that player to return. */
  const shownFor = useRef<string | null>(null);
  /** The session end whose login dialog the player closed (each end opens it once). */
  const [dismissed, setDismissed] = useState<object | null>(null);

  const held = !session && ended?.reason === 'expired' && shownFor.current !== null;
  const member = session !== null && allows(session);
  // While a member's page is open, their data stays with it if the platform ends the session.
  const keeping = member || held;
  useEffect(() => (keeping ? keepForPlayer() : undefined), [keeping]);
  if (refused !== undefined && !member && !held) {
    shownFor.current = null;
    return <>{refused}</>;
  }
  if (!session && !held) {
    shownFor.current = null;
    const prompt = loginText && ended?.reason !== 'expired' ? loginText : loggedOutText;
    return <LoginPromptState message={prompt} onLogin={() => navigate(host, 'login')} action={t('header.login')} />;
  }
  if (session && !member) {
    shownFor.current = null;
    return (
      <div className="mc-state" data-state="trial" role="note">
        <span>{t('free_reject')}</span>
      </div>
    );
  }
  if (session) shownFor.current = session.userName;
  const dialogOpen = held && dismissed !== ended;
  return (
    <>
      {held && (
        <div className="mc-state" data-state="session-ended" role="alert">
          <span>{loggedOutText}</span>
          {!dialogOpen && (
            <button type="button" className="btn btn-primary" onClick={() => setDismissed(null)}>
              {t('header.login')}
            </button>
          )}
        </div>
      )}
      <Fragment key={shownFor.current ?? ''}>{children}</Fragment>
      {/* Mounted with the page: after a sign-in it still has to keep the login's "go home" from leaving it. */}
      <LoginDialog open={dialogOpen} onClose={() => setDismissed(ended)} stay />
    </>
  );
}

/** A page the merchant has switched off (whitelabel flag false, promotion not enabled). */
export function UnavailableState() {
  const { t } = useT();
  return (
    <div className="mc-state" data-state="unavailable" role="note">
      <span>{t('error.no_permission')}</span>
    </div>
  );
}
