/**
 * `@nanostores/react` in the lite build: `useStore(store)` as it behaves there, without the
 * `keys` option the kit never passes (that option alone brings nanostores' key listeners and
 * path helpers into the runtime). Aliased in scripts/lite-build.ts and
 * web-test-runner.config.mjs (WTR_LITE=1), as kit/lite/react.ts is.
 */
import { useLayoutEffect, useReducer, useRef } from 'react';
import type { ReadableAtom } from 'nanostores';

type Store<T> = ReadableAtom<T> & { value: T | undefined };

export function useStore<T>(store: ReadableAtom<T>): T {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const shown = useRef<T>(undefined as T);
  // Read while rendering, as the original does: the value the render uses is the one it shows.
  shown.current = store.get();
  // Subscribed before the browser paints (React's useSyncExternalStore does the same), and a
  // change between the render and the subscription is not missed.
  useLayoutEffect(() => {
    const changed = (value: T) => {
      if (shown.current === value) return;
      shown.current = value;
      rerender();
    };
    changed((store as Store<T>).value as T);
    return store.listen(changed);
  }, [store]);
  return shown.current;
}
