/**
 * <mc-jackpot>: the simulated jackpot counter of §4 and §9. It starts at a random value between
 * 50,000,000,000 and 99,999,999,999 and, every 3, 4 or 5 seconds (chosen at random each time),
 * adds a random 100 to 500, counting up to it. Whole numbers, tabular digits in a box sized for
 * the largest value, so the page never shifts. It stands still while the page is hidden, and
 * jumps instead of counting with reduced motion.
 *
 * @csspart box - the jackpot banner
 * @csspart title - the title
 * @csspart value - the number
 * @cssprop --mc-jackpot-background - background of the banner
 * @cssprop --mc-jackpot-color - colour of the number (default the primary colour)
 */
import { useEffect, useRef, useState } from 'react';
import { formatBalance } from '../../core/format.ts';
import { JACKPOT_ANIMATION_MS, jackpotDelayMs, jackpotFrame, jackpotStart, jackpotStep } from '../../core/rules/jackpot.ts';
import { useT } from '../ui/i18n.ts';

export function Jackpot() {
  const { t, language } = useT();
  const [target, setTarget] = useState(() => jackpotStart());
  const [shown, setShown] = useState(target);
  const shownRef = useRef(shown);
  shownRef.current = shown;

  // The next increase is scheduled only while the page is visible.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        const step = jackpotStep();
        setTarget((v) => v + step);
        schedule();
      }, jackpotDelayMs());
    };
    const onVisibility = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!document.hidden) schedule();
    };
    if (!document.hidden) schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  // Count up from what is shown to the new value.
  useEffect(() => {
    const from = shownRef.current;
    if (from === target) return;
    if (globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setShown(target);
      return;
    }
    const start = Date.now();
    let frame = 0;
    const step = () => {
      const value = jackpotFrame(from, target, Date.now() - start, JACKPOT_ANIMATION_MS);
      setShown(value);
      if (value !== target) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);

  const text = formatBalance(shown, language, 0);
  return (
    <section className="box" part="box" aria-labelledby="jackpot-title">
      <h2 className="title" part="title" id="jackpot-title">
        {t('lobby.jackpot.title')}
      </h2>
      {/* The live number is not announced on every tick; the label holds the value at render. */}
      <p className="value" part="value" data-value={target} aria-live="off">
        {text}
      </p>
    </section>
  );
}
