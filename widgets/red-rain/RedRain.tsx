/**
 * <mc-red-rain>: the red-envelope rain: when the next rain starts (or that one is falling now, and
 * until when), a live countdown and the prize pool. When the countdown ends it asks the platform
 * again. Agents only.
 *
 * @event mc-navigate - /m/home for a visitor without an agency centre
 * @csspart rain - the rain card
 * @csspart countdown - the countdown
 * @csspart heading - the element's heading
 */
// Agents only: §6.
import { useEffect, useState } from 'react';
import { call } from '../../core/api/request.ts';
import { redRain } from '../../core/api/agent.ts';
import { COUNTDOWN_TICK_MS } from '../../core/rules/constants.ts';
import { formatMoney } from '../../core/format.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { useAgentSession } from '../agent-ui/useAgentSession.ts';
import { useCall } from '../base/useCall.ts';
import { Loaded } from '../agent-ui/States.tsx';
import { formatDateTime } from '../agent-ui/controls.tsx';

/** H:MM:SS (or M:SS under an hour) until `target`, never negative. */
export function countdownText(target: number, now: number): string {
  const total = Math.max(0, Math.ceil((target - now) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

export function RedRain() {
  const { t, language } = useT();
  const { host } = useHost();
  const session = useAgentSession(host);
  const rain = useCall((signal) => call(redRain, undefined, { signal }), [session?.generation], session !== null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const v = rain.value;
  const target = v ? (v.active ? v.endAt : v.startAt) : 0;
  const { reload } = rain;
  useEffect(() => {
    if (v && now >= target) reload();
  }, [v, now >= target, reload]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!session) return null;

  return (
    <section className="page">
      <Loaded state={rain}>
        {(r) => (
          <article className={`card rain${r.active ? ' active' : ''}`} part="rain" aria-labelledby="rain-title">
            <svg className="envelope" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
              <rect x="8" y="6" width="32" height="38" rx="4" fill="#d92d2d" />
              <path d="M8 14l16 11 16-11" fill="none" stroke="#f7c948" strokeWidth="2.5" />
              <circle cx="24" cy="25" r="5" fill="#f7c948" />
            </svg>
            <h1 part="heading" id="rain-title" className="rain-title">
              {t(r.active ? 'agent.rain.now' : 'agent.rain.next')}
            </h1>
            <p className="rain-when">{r.active ? t('agent.rain.endsAt', { time: formatDateTime(r.endAt, language) }) : formatDateTime(r.startAt, language)}</p>
            <p className="countdown" part="countdown" aria-live="off">
              <span className="row-sub">{t(r.active ? 'agent.rain.endsIn' : 'agent.rain.startsIn')}</span>
              <time dateTime={new Date(target).toISOString()}>{countdownText(target, now)}</time>
            </p>
            <p className="note">{t('agent.rain.pool', { amount: formatMoney(r.pool, language) })}</p>
          </article>
        )}
      </Loaded>
    </section>
  );
}
