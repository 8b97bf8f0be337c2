/**
 * A form's submit guarded in its own state: one submit at a time, whatever dispatches it. The
 * button's `disabled` follows `busy`, but it only changes at the next render, so two `click()`s
 * (or a click and an Enter) in one task would both get through it; `begin()` answers from a ref
 * that changes at once.
 *
 *   const guard = useSubmitGuard();
 *   … void guard.run(async () => { await call(…) });   // or: if (!begin()) return; try { … } finally { end(); }
 */
import { useCallback, useRef, useState } from 'react';

export interface SubmitGuard {
  busy: boolean;
  /** Claims the form for one submit; false while another is running (then do nothing). */
  begin: () => boolean;
  /** The submit is over: the form may be sent again. */
  end: () => void;
  /** begin(), the task, end(); nothing while another submit runs. */
  run: (task: () => Promise<void> | void) => Promise<void>;
}

export function useSubmitGuard(): SubmitGuard {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const begin = useCallback(() => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    return true;
  }, []);
  const end = useCallback(() => {
    running.current = false;
    setBusy(false);
  }, []);
  const run = async (task: () => Promise<void> | void) => {
    if (!begin()) return;
    try {
      await task();
    } finally {
      end();
    }
  };
  return { busy, begin, end, run };
}
