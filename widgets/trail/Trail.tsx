/**
 * <mc-trail>: the free trial. A visitor starts a free-trial account that plays with play money;
 * coming back in the same tab signs into the same trial account. The page says what a trial
 * account cannot do (member pages, account and money functions) and offers to sign in with a real
 * account or to register.
 *
 * Before a trial account is made the visitor confirms the merchant's minimum age (18, or 21 where
 * the merchant's registration settings say so): the start button waits for the box, and the age is
 * named in its text. Until those settings have loaded nothing starts (a retry is offered if they
 * fail).
 *
 * @event mc-login - { userName, type: 4, method: 'trial' } after the trial account signed in
 * @event mc-navigate - /m/home after starting, /m/login, /m/register
 * @csspart card - the explanation card
 * @csspart age - the minimum-age confirmation
 * @csspart start - the start button
 * @csspart heading - the element's heading
 */
// Spec §2.2, §4, §6; minimum age §5.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { navigate } from '../../core/nav.ts';
import { TOAST_SUCCESS_MS } from '../../core/rules/constants.ts';
import { isFreeTrial } from '../../core/rules/roles.ts';
import { startFreeTrial } from '../../core/stores/auth.ts';
import { registrationSettingsStore } from '../../core/stores/registration.ts';
import { $session } from '../../core/stores/session.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { toast, toastError } from '../base/feedback.ts';
import { retryTextKey } from '../base/retryText.ts';

export function Trail() {
  const { t } = useT();
  const { host, emit } = useHost();
  const session = useStore($session);
  const [busy, setBusy] = useState(false);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const starting = useRef(false);
  const settings = useStore(registrationSettingsStore.$state);
  const minimumAge = settings.value?.minimumAge;

  const trial = session !== null && isFreeTrial(session.type);
  const member = session !== null && !trial;
  const needsAccount = session === null;

  useEffect(() => {
    if (needsAccount) void registrationSettingsStore.load();
  }, [needsAccount]);

  const start = async () => {
    if (starting.current || !ageConfirmed || minimumAge === undefined) return;
    starting.current = true;
    setBusy(true);
    try {
      const result = await startFreeTrial();
      toast('success', 'trial.started', TOAST_SUCCESS_MS);
      emit('mc-login', { userName: result.userName, type: result.customerType, method: 'trial' });
      navigate(host, 'home', { replace: true });
    } catch (error) {
      toastError(error);
    } finally {
      starting.current = false;
      setBusy(false);
    }
  };

  return (
    <section className="trail" aria-labelledby="trail-title">
      <div className="card" part="card">
        <h1 part="heading" id="trail-title" className="heading">
          {t('title.trail')}
        </h1>
        <p className="lead">{t('trial.intro')}</p>
        <h2 className="sub">{t('trial.limitsTitle')}</h2>
        <ul className="limits">
          <li>{t('trial.limit.money')}</li>
          <li>{t('trial.limit.member')}</li>
          <li>{t('trial.limit.account')}</li>
        </ul>
        {trial && (
          <p className="note warn" role="status">
            {t('trial.current', { name: session.userName })}
          </p>
        )}
        {member ? (
          <>
            <p className="note">{t('trial.member')}</p>
            <button type="button" className="btn btn-primary btn-block" onClick={() => navigate(host, 'home')}>
              {t('trial.play')}
            </button>
          </>
        ) : trial ? (
          <button type="button" className="btn btn-primary btn-block" onClick={() => navigate(host, 'home')}>
            {t('trial.play')}
          </button>
        ) : (
          <>
            {minimumAge !== undefined ? (
              <div className="check" part="age">
                <input id="trail-age" type="checkbox" checked={ageConfirmed} onChange={(e) => setAgeConfirmed(e.currentTarget.checked)} />
                <label htmlFor="trail-age">{t('trial.age', { age: minimumAge })}</label>
              </div>
            ) : settings.status === 'error' ? (
              <div className="age-state" role="alert">
                <span>{t(retryTextKey(settings.error))}</span>
                <button type="button" className="link" onClick={() => void registrationSettingsStore.load({ force: true })}>
                  {t('common.retry')}
                </button>
              </div>
            ) : (
              <div className="age-state" role="status" aria-label={t('common.loading')}>
                <span className="spinner" aria-hidden="true" />
              </div>
            )}
            <button
              type="button"
              className="btn btn-primary btn-block"
              part="start"
              disabled={busy || !ageConfirmed || minimumAge === undefined}
              onClick={() => void start()}
            >
              {busy ? <span className="spinner" aria-hidden="true" /> : null}
              {t('trial.start')}
            </button>
          </>
        )}
        {!member && (
          <div className="links">
            <button type="button" className="link" onClick={() => navigate(host, 'login')}>
              {t('trial.realLogin')}
            </button>
            <button type="button" className="link" onClick={() => navigate(host, 'register')}>
              {t('login.register')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
