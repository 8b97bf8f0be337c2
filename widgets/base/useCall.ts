/**
 * A platform call owned by one component: runs when `deps` change (aborting the previous one),
 * keeps status, value and error, and offers `reload()` for the retry of a failed load. Data
 * several elements share belongs in a `remote()` store instead.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isRequestError } from '../../core/api/errors.ts';

export interface CallState<V> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  value: V | undefined;
  error: unknown;
  reload: () => void;
  /** Replaces the value (after a call that changed it). */
  setValue: (value: V) => void;
}

export function useCall<V>(fetcher: (signal: AbortSignal) => Promise<V>, deps: readonly unknown[], enabled = true): CallState<V> {
  const [state, setState] = useState<{ status: CallState<V>['status']; value: V | undefined; error: unknown }>({
    status: enabled ? 'loading' : 'idle',
    value: undefined,
    error: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle', value: undefined, error: undefined });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading', error: undefined }));
    fetcherRef.current(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ status: 'ready', value, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted || (isRequestError(error) && error.kind === 'aborted')) return;
        setState((s) => ({ status: 'error', value: s.value, error }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, attempt, ...deps]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setValue = useCallback((value: V) => setState({ status: 'ready', value, error: undefined }), []);
  return { ...state, reload, setValue };
}
