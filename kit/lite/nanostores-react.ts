/**
 * `@nanostores/react` in the lite build: `useStore(store)` as it behaves there, without the
 * `keys` option the kit never passes (that option alone brings nanostores' key listeners and
 * path helpers into the runtime). Aliased in scripts/lite-build.ts and
 * web-test-runner.config.mjs (WTR_LITE=1), as kit/lite/react.ts is.
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

type Store<T> = ReadableAtom<T> & { value: T | undefined };

export function useStore<T>(store: ReadableAtom<T>): T {
  const snapshot = useRef<T>(undefined as T);
  // Read while rendering, as the original does: the value the render uses is the one it shows.
  snapshot.current = store.get();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const changed = (value: T) => {
        if (snapshot.current === value) return;
        snapshot.current = value;
        onChange();
      };
      // A change between the render and this subscription is not missed.
      changed((store as Store<T>).value as T);
      return store.listen(changed);
    },
    [store],
  );
  return useSyncExternalStore(subscribe, () => snapshot.current);
}
