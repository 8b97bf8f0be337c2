/**
 * A part of an element that most visitors never see at first paint (the social buttons, the
 * SMS-code button), or code only an action runs (the sign-up's own call), fetched from its own
 * chunk only once it is wanted, so the element's first download stays small. Without Suspense:
 * the lite build would carry preact's whole Suspense machinery for it. One fetch per page for
 * every element that wants the part, and none offline (a browser keeps a module that failed to
 * download as failed for the document).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $online, mayImport } from '../../core/app/connection.ts';
import { codeFailure } from '../../core/app/code-failure.ts';

export interface LazyPart<M> {
  /** The hook: the part once it came, while `wanted`; asking for it as soon as it is wanted. */
  (wanted: boolean): M | undefined;
  /**
   * The part now, for an action that cannot wait for a render (a form sent before the part came):
   * offline, or when its download failed, a network failure the element shows as a call's.
   */
  now(): Promise<M>;
}

export function lazyPart<M>(load: () => Promise<M>, name = 'lazy part'): LazyPart<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const fetchOnce = (): Promise<M> => (pending ??= load().then((mod) => (loaded = mod)));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, so every render gets the same hook
  function useLazyPart(wanted: boolean): M | undefined {
    const [, setLoaded] = useState<M | undefined>(loaded);
    // Offline, the part is asked for once the browser is back online (core/app/connection.ts).
    const online = useStore($online);
    useEffect(() => {
      if (!wanted || loaded || !mayImport()) return;
      // A download that failed online is not asked again: the browser would answer with the same
      // failure for this document. An unmounted form's state update is a no-op in both builds.
      fetchOnce().then(
        (mod) => setLoaded(() => mod),
        () => undefined,
      );
    }, [wanted, online]);
    return wanted ? loaded : undefined;
  }
  const now = (): Promise<M> => {
    if (loaded) return Promise.resolve(loaded);
    if (!pending && !mayImport()) return Promise.reject(codeFailure(name));
    return fetchOnce().catch((error: unknown) => {
      throw codeFailure(name, error);
    });
  };
  return Object.assign(useLazyPart, { now });
}
