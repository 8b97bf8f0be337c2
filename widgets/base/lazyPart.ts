/**
 * A part of an element that most visitors never see at first paint (the social buttons, the
 * SMS-code button), fetched from its own chunk only once it is wanted, so the element's first
 * download stays small. Without Suspense: the lite build would carry preact's whole Suspense
 * machinery for it. One fetch per page for every element that wants the part, and none offline
 * (a browser keeps a module that failed to download as failed for the document).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $online, mayImport } from '../../core/app/connection.ts';

export function lazyPart<M>(load: () => Promise<M>): (wanted: boolean) => M | undefined {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, so every render gets the same hook
  return function useLazyPart(wanted: boolean): M | undefined {
    const [, setLoaded] = useState<M | undefined>(loaded);
    // Offline, the part is asked for once the browser is back online (core/app/connection.ts).
    const online = useStore($online);
    useEffect(() => {
      if (!wanted || loaded || !mayImport()) return;
      // A download that failed online is not asked again: the browser would answer with the same
      // failure for this document. An unmounted form's state update is a no-op in both builds.
      pending ??= load().then((mod) => (loaded = mod));
      pending.then(
        (mod) => setLoaded(() => mod),
        () => undefined,
      );
    }, [wanted, online]);
    return wanted ? loaded : undefined;
  };
}
