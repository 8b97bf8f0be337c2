/** A seconds countdown (the SMS-code button of §4): start(n) counts n, n-1, … 0 once a second. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '../../core/rules/constants.ts';

export function useCountdown(): { seconds: number; running: boolean; start(seconds: number): void; stop(): void } {
  const [seconds, setSeconds] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const endsAt = useRef(0);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
    setSeconds(0);
  }, []);

  const start = useCallback((total: number) => {
    clearInterval(timer.current);
    const n = Math.max(0, Math.round(total));
    endsAt.current = Date.now() + n * COUNTDOWN_TICK_MS;
    setSeconds(n);
    if (n === 0) return;
    timer.current = setInterval(() => {
      // From the clock, not by counting ticks: a throttled background tab still ends on time.
      const left = Math.max(0, Math.ceil((endsAt.current - Date.now()) / COUNTDOWN_TICK_MS));
      setSeconds(left);
      if (left === 0) {
        clearInterval(timer.current);
        timer.current = undefined;
      }
    }, COUNTDOWN_TICK_MS);
  }, []);

  useEffect(() => () => clearInterval(timer.current), []);
  return { seconds, running: seconds > 0, start, stop };
}
