/**
 * A store for data that comes from the platform: status, value, error, and a `load()` that
 * dedupes concurrent calls, drops answers that arrive after a reset, and can keep the last good
 * value in storage for the responses §7 lists as cached. A load that failed for want of a network
 * is made again when the device is back online, while anything shows the store.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { isRequestError } from '../api/errors.ts';
import { $online } from '../app/connection.ts';
import { readJSON, writeJSON, removeKey, STORAGE_KEYS, type StorageArea } from '../storage.ts';

export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface RemoteState<T> {
  status: RemoteStatus;
  value: T | undefined;
  error: unknown;
}

export interface RemoteCache<T> {
  area: StorageArea;
  key: string;
  ttlMs: number;
  check: (v: unknown) => T;
}

export interface Remote<T> {
  readonly $state: ReadableAtom<RemoteState<T>>;
  /** Loads unless a load is under way or (without `force`) a value is already there. */
  load(options?: { force?: boolean }): Promise<T | undefined>;
  /** Clears value and cache; an answer still in flight is dropped. */
  reset(): void;
  /** Replaces the value (after a call that returns the new value, e.g. a transfer returning the balance). */
  set(value: T): void;
}

export function remote<T>(fetcher: (signal: AbortSignal) => Promise<T>, cache?: RemoteCache<T>): Remote<T> {
  const cached = cache ? readCache(cache) : undefined;
  const $state = atom<RemoteState<T>>({ status: cached === undefined ? 'idle' : 'ready', value: cached, error: undefined });
  let inFlight: { promise: Promise<T | undefined>; controller: AbortController } | undefined;
  let generation = 0;

  const set = (value: T) => {
    $state.set({ status: 'ready', value, error: undefined });
    if (cache) writeJSON(cache.area, STORAGE_KEYS.cachePrefix + cache.key, { at: Date.now(), value });
  };

  const store: Remote<T> = {
    $state,
    set,
    load({ force = false } = {}) {
      const current = $state.get();
      if (inFlight) return inFlight.promise;
      if (!force && current.status === 'ready') return Promise.resolve(current.value);
      const mine = ++generation;
      const controller = new AbortController();
      $state.set({ ...current, status: 'loading', error: undefined });
      const promise = fetcher(controller.signal).then(
        (value) => {
          if (mine !== generation) return undefined;
          set(value);
          return value;
        },
        (error: unknown) => {
          if (mine !== generation) return undefined;
          $state.set({ status: 'error', value: $state.get().value, error });
          return undefined;
        },
      );
      inFlight = { promise, controller };
      void promise.finally(() => {
        if (inFlight?.promise === promise) inFlight = undefined;
      });
      return promise;
    },
    reset() {
      generation++;
      inFlight?.controller.abort();
      inFlight = undefined;
      if (cache) removeKey(cache.area, STORAGE_KEYS.cachePrefix + cache.key);
      $state.set({ status: 'idle', value: undefined, error: undefined });
    },
  };
  onMount($state, () =>
    $online.listen((online) => {
      const { status, error } = $state.get();
      if (online && status === 'error' && isOfflineFailure(error)) void store.load({ force: true });
    }),
  );
  return store;
}

const isOfflineFailure = (error: unknown): boolean => isRequestError(error) && (error.kind === 'network' || error.kind === 'timeout');

function readCache<T>(cache: RemoteCache<T>): T | undefined {
  const entry = readJSON(cache.area, STORAGE_KEYS.cachePrefix + cache.key, (v) => {
    const e = v as { at?: unknown; value?: unknown };
    if (typeof e?.at !== 'number') throw new Error('no timestamp');
    return { at: e.at, value: cache.check(e.value) };
  });
  if (!entry || Date.now() - entry.at > cache.ttlMs) return undefined;
  return entry.value;
}

/**
 * Loads again each of `remotes` that was loaded (or tried), keeping its value on show meanwhile:
 * the same player signed in again after the platform ended their session, and what they see may
 * have moved in between (core/stores/session.ts `onPlayerChange`).
 */
export function reloadLoaded(...remotes: Remote<unknown>[]): void {
  for (const r of remotes) if (r.$state.get().status !== 'idle') void r.load({ force: true });
}

/**
 * Loads again each of `remotes` whose last load failed. A page's retry calls it for every part
 * it shows, so one tap brings the whole page back, not only the part whose failure was on show
 * (the others' failures were hidden behind it, and would appear one tap later).
 */
export function reloadFailed(...remotes: Remote<unknown>[]): void {
  for (const r of remotes) if (r.$state.get().status === 'error') void r.load({ force: true });
}
