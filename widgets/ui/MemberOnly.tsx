/**
 * Member pages (money, records, rewards) show their content only to a real member: a visitor is
 * asked to log in, a free-trial account is told the function is for real accounts (§6). The
 * children mount only then, so they make no calls for a visitor.
 */
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../core/stores/session.ts';
import { isFreeTrial } from '../../core/rules/roles.ts';
import { navigate } from '../../core/nav.ts';
import { useHost } from './host.ts';
import { useT } from './i18n.ts';
import { LoginPromptState } from './PageStates.tsx';

export function MemberOnly({ children }: { children: ReactNode }) {
  const { t } = useT();
  const { host } = useHost();
  const session = useStore($session);
  if (!session) return <LoginPromptState message={t('in_logged_login')} onLogin={() => navigate(host, 'login')} action={t('header.login')} />;
  if (isFreeTrial(session.type)) {
    return (
      <div className="mc-state" data-state="trial" role="note">
        <span>{t('free_reject')}</span>
      </div>
    );
  }
  return <>{children}</>;
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
