/**
 * <mc-reality-check>: the reality check of responsible gaming. While a player is signed in it
 * asks the platform for the play session (which the platform times, so a reload or a game
 * launch does not restart it) and, every interval the player chose (the merchant's default
 * otherwise), shows a dialog with the time played and the session's net result: Continue,
 * Stop (signs out) or View history. When the player's session time limit is reached it says so
 * and offers only Stop and View history. The host page shows it on every page, the game launch
 * included; a partner page puts it next to its games. A check that falls due while the player is
 * tapping or scrolling opens once they are still, never under the tap. The
 * live stream's `realityCheck` makes it ask for the play session at once.
 *
 * @event mc-reality-check - { action: 'continue' | 'stop' | 'history', reason: 'interval' | 'limit' } after the player answered
 * @event mc-navigate - the game history, home after Stop
 * @csspart dialog - the dialog
 * @csspart actions - its buttons
 */
import type { McRealityCheckDetail } from '../../core/events.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { whenStill } from '../../core/app/still.ts';
import { continuePlaySession, playSession, type PlaySession } from '../../core/api/responsibleGaming.ts';
import { isFreeTrial } from '../../core/rules/roles.ts';
import { checkReason, msUntilCheck, played } from '../../core/rules/realityCheck.ts';
import { navigate } from '../../core/nav.ts';
import { loadInitialConfig } from '../../core/stores/platform.ts';
import { $realityCheckDue } from '../../core/stores/live.ts';
import { $rgConfig, rgToolOn } from '../../core/stores/responsibleGaming.ts';
import { $session } from '../../core/stores/session.ts';
import { toastError } from '../base/feedback.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { Dialog } from '../base/Dialog.tsx';
import { useMoney } from '../money-ui/moneyFormat.ts';

export function RealityCheck() {
  const session = useStore($session);
  const config = useStore($rgConfig);
  useEffect(() => {
    void loadInitialConfig();
  }, []);
  if (!session || isFreeTrial(session.type) || !config || !rgToolOn(config, 'realityCheck')) return null;
  // Keyed by the player: another sign-in starts another session's clock.
  return <Watch key={session.userName} />;
}

function Watch() {
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
