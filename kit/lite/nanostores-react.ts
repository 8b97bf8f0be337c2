/**
 * `@nanostores/react` in the lite build: `useStore(store)` as it behaves there, without the
 * `keys` option the kit never passes (that option alone brings nanostores' key listeners and
 * path helpers into the runtime). Aliased in scripts/lite-build.ts and
 * web-test-runner.config.mjs (WTR_LITE=1), as kit/lite/react.ts is.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReadableAtom } from 'nanostores';

type Store<T> = ReadableAtom<T> & { value: T | undefined };

export function useStore<T>(store: ReadableAtom<T>): T {
  // Read while rendering, as the original does: the value the render uses is the one it shows.
  const value = store.get();
  const shown = useRef(value);
  shown.current = value;
  const [, rerender] = useState<object>({});
  useEffect(() => {
    const changed = (next: T) => {
      if (shown.current === next) return;
      shown.current = next;
      rerender({});
    };
    // A change between the render and this subscription is not missed.
    changed((store as Store<T>).value as T);
    return store.listen(changed);
  }, [store]);
  return value;
}
