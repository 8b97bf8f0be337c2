/**
 * <mc-benefits>: the level benefits of the member club: the member's club label and what it
 * brings. For members with a club label; others are told so and offered the way back to the member
 * centre. A visitor is asked to sign in; free-trial accounts are refused.
 *
 * @event mc-navigate - login for a visitor, back to the member centre
 * @csspart level - the club level card
 * @csspart list - the benefits
 */
// Spec §2.9, §6.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { clubBenefits } from '../../core/api/member.ts';
import { $player } from '../../core/stores/player.ts';
import { memberStore } from '../../core/stores/member.ts';
import { isFreeTrial } from '../../core/rules/roles.ts';
import { navigate } from '../../core/nav.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { useCall } from '../base/useCall.ts';
import { EmptyState, LoadFailedState, LoadingState, LoginPromptState } from '../base/PageStates.tsx';

export function Benefits() {
  const { t, language } = useT();
  const { host } = useHost();
  const { player, generation } = useStore($player);
  const member = useStore(memberStore.$state);
  const allowed = player !== null && !isFreeTrial(player.type);
  const label = member.value?.clubLabel?.labelName;
  const benefits = useCall((signal) => call(clubBenefits, undefined, { signal }), [generation, language], allowed && Boolean(label));

  useEffect(() => {
    if (allowed) void memberStore.load();
  }, [allowed]);

  if (!player) return <LoginPromptState message={t('benefits.loginFirst')} onLogin={() => navigate(host, 'login')} />;
  if (!allowed) {
    return (
      <div className="mc-state" data-state="free-trial">
        <span>{t('free_reject')}</span>
      </div>
    );
  }
  if (!member.value) {
    return member.status === 'error' ? <LoadFailedState error={member.error} onRetry={() => void memberStore.load({ force: true })} /> : <LoadingState />;
  }
  if (!label) {
    return (
      <div className="mc-state" data-state="no-club">
        <span>{t('benefits.none')}</span>
        <button type="button" className="btn btn-outline" onClick={() => navigate(host, 'mine')}>
          {t('benefits.back')}
        </button>
      </div>
    );
  }

  return (
    <div className="page">
      <section className="level" part="level" aria-labelledby="benefits-level">
        <span className="level-badge" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <path d="m12 3 2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7z" fill="currentColor" />
          </svg>
        </span>
        <div>
          <p className="level-caption">{t('benefits.yourLevel')}</p>
          <h2 id="benefits-level" className="level-name">
            {benefits.value?.labelName ?? label}
          </h2>
        </div>
      </section>
      {benefits.status === 'error' && !benefits.value ? (
        <LoadFailedState error={benefits.error} onRetry={benefits.reload} />
      ) : !benefits.value ? (
        <LoadingState />
      ) : benefits.value.benefits.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="list" part="list">
          {benefits.value.benefits.map((b, i) => (
            <li key={i} className="benefit">
              <h3>{b.title}</h3>
              <p>{b.description}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
