/**
 * <mc-jackpot>: a jackpot counter for show (simulated, not a real pool). It starts at a random
 * value between 50,000,000,000 and 99,999,999,999 and every 3 to 5 seconds counts up by a random
 * 100 to 500. Its box is sized for the largest value, so the page never shifts. It stands still
 * while the page is hidden, and jumps instead of counting with reduced motion.
 *
 * @csspart box - the jackpot banner
 * @csspart title - the title
 * @csspart value - the number
 * @cssprop --mc-jackpot-background - background of the banner
 * @cssprop --mc-jackpot-color - colour of the number (default the primary colour)
 * @csspart heading - the element's heading
 */
// Spec §4, §9.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatBalance } from '../../core/format.ts';
import { JACKPOT_ANIMATION_MS, JACKPOT_FRAME_MS, jackpotDelayMs, jackpotFrame, jackpotStart, jackpotStep } from '../../core/rules/jackpot.ts';
import { useT } from '../base/i18n.ts';

export function Jackpot() {
  const { t, language } = useT();
  const [target, setTarget] = useState(() => jackpotStart());
  const valueRef = useRef<HTMLParagraphElement>(null);
  /** The number on screen; written straight into the text node while counting (no re-render per frame). */
  const shown = useRef(target);

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

  // The text is React's only once: painted before the first frame and on a language change.
  useLayoutEffect(() => {
    if (valueRef.current) valueRef.current.textContent = formatBalance(shown.current, language, 0);
  }, [language]);

  // Count up from what is shown to the new value.
  useEffect(() => {
    const el = valueRef.current;
    const from = shown.current;
    const paint = (value: number) => {
      shown.current = value;
      if (el) el.textContent = formatBalance(value, language, 0);
    };
    if (from === target || globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      paint(target);
      return;
    }
    // A timer rather than every animation frame: a few steps are enough for the eye, and the
    // page does not render 60 frames a second for a number.
    const start = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const step = () => {
      const value = jackpotFrame(from, target, Date.now() - start, JACKPOT_ANIMATION_MS);
      paint(value);
      if (value !== target) timer = setTimeout(step, JACKPOT_FRAME_MS);
    };
    timer = setTimeout(step, JACKPOT_FRAME_MS);
    return () => clearTimeout(timer);
  }, [target, language]);

  return (
    <section className="box" part="box" aria-labelledby="jackpot-title">
      <h2 className="title" part="title heading" id="jackpot-title">
        {t('lobby.jackpot.title')}
      </h2>
      {/* Not a live region: the number changes every few seconds. */}
      <p ref={valueRef} className="value" part="value" data-value={target} />
    </section>
  );
}
