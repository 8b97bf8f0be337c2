/**
 * The reality check for one signed-in player (`<mc-reality-check>` loads it for a player it
 * watches): asks the platform for the play session, opens the dialog when a check is due and the
 * player is still, and carries out their answer.
 */
import type { McRealityCheckDetail } from '../../core/events.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../core/api/request.ts';
import { whenStill } from '../../core/app/still.ts';
import { continuePlaySession, playSession, type PlaySession } from '../../core/api/responsibleGaming.ts';
import { checkReason, msUntilCheck, played } from '../../core/rules/realityCheck.ts';
import { navigate } from '../../core/nav.ts';
import { $realityCheckDue } from '../../core/stores/live.ts';
import { toastError } from '../base/feedback.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { Dialog } from '../base/Dialog.tsx';
import { useMoney } from '../money-ui/moneyFormat.ts';

export function Watch() {
  const { t } = useT();
  const { host, emit } = useHost();
  const { money } = useMoney();
  const [due, setDue] = useState<{ session: PlaySession; reason: 'interval' | 'limit' } | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelOpen = useRef<() => void>(() => {});

  const check = useCallback(async (signal?: AbortSignal) => {
    clearTimeout(timer.current);
    try {
      const s = await call(playSession, undefined, { signal });
      const reason = checkReason(s);
      if (reason) {
        cancelOpen.current();
        cancelOpen.current = whenStill(() => setDue({ session: s, reason }));
      } else timer.current = setTimeout(() => void check(signal), msUntilCheck(s));
    } catch {
      // No session any more, or the platform is away: the next page or sign-in asks again.
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void check(controller.signal);
    // The platform says a check is due (the live stream): ask now, not at the next tick.
    const stop = $realityCheckDue.listen(() => void check(controller.signal));
    return () => {
      stop();
      controller.abort();
      clearTimeout(timer.current);
      cancelOpen.current();
    };
  }, [check]);

  const answer = async (action: McRealityCheckDetail['action']) => {
    if (!due || busy) return;
    const reason = due.reason;
    setBusy(true);
    try {
      if (action === 'stop') {
        const { signOut } = await import('../../core/auth/signOut.ts');
        await signOut();
        setDue(null);
        emit('mc-reality-check', { action, reason });
        navigate(host, 'home');
        return;
      }
      if (reason === 'interval') {
        const next = await call(continuePlaySession, undefined);
        timer.current = setTimeout(() => void check(), msUntilCheck(next));
      }
      setDue(null);
      emit('mc-reality-check', { action, reason });
      if (action === 'history') navigate(host, 'gameRecord');
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  const time = due ? played(due.session) : { hours: 0, minutes: 0 };
  const net = due?.session.net ?? 0;
  return (
    // No onClose: Escape means "not now", the dialog stays until the player picks an answer.
    <Dialog open={due !== null} className="reality-check" part="dialog" aria-labelledby="rc-title" aria-describedby="rc-text">
      {due && (
        <>
          <h2 id="rc-title">{t(due.reason === 'limit' ? 'rg.rc.limitTitle' : 'rg.rc.title')}</h2>
          <div id="rc-text">
            <p>{t('rg.rc.played', { hours: time.hours, minutes: time.minutes })}</p>
            <p>
              {t('rg.rc.net')} <strong className={net < 0 ? 'loss' : 'win'}>{money(net, { sign: true })}</strong>
            </p>
            {due.reason === 'limit' && <p>{t('rg.rc.limitText')}</p>}
          </div>
          <div className="actions" part="actions">
            {due.reason === 'interval' && (
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void answer('continue')}>
                {t('rg.rc.continue')}
              </button>
            )}
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void answer('stop')}>
              {t('rg.rc.stop')}
            </button>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void answer('history')}>
              {t('rg.rc.history')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
