/**
 * A part of an element that most visitors never see at first paint (the social buttons, the
 * SMS-code button), fetched from its own chunk only once it is wanted, so the element's first
 * download stays small. Without Suspense: the lite build would carry preact's whole Suspense
 * machinery for it. One fetch per page for every element that wants the part; a fetch that
 * failed is tried again the next time the part is wanted.
 */
import { useEffect, useState } from 'react';

export function lazyPart<M>(load: () => Promise<M>): (wanted: boolean) => M | undefined {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, so every render gets the same hook
  return function useLazyPart(wanted: boolean): M | undefined {
    const [, setLoaded] = useState<M | undefined>(loaded);
    useEffect(() => {
      if (!wanted || loaded) return;
      let live = true;
      pending ??= load().then(
        (mod) => (loaded = mod),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      pending.then(
        (mod) => live && setLoaded(() => mod),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [wanted]);
    return wanted ? loaded : undefined;
  };
}
