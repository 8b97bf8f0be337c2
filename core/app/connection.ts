/**
 * Whether the device is online, as the browser says (`navigator.onLine` and its events). The
 * site says so while it is offline and takes up again what failed once it is back (host/shell.ts);
 * it never reloads for it.
 */
import { atom, onMount } from 'nanostores';

const readOnline = (): boolean => globalThis.navigator?.onLine !== false;

export const $online = atom<boolean>(readOnline());

onMount($online, () => {
  $online.set(readOnline());
  const update = () => $online.set(readOnline());
  globalThis.addEventListener?.('online', update);
  globalThis.addEventListener?.('offline', update);
  return () => {
    globalThis.removeEventListener?.('online', update);
    globalThis.removeEventListener?.('offline', update);
  };
});

/**
 * Whether code may be imported now. The browser remembers a module that failed to download for
 * the life of the document (its module map: a second import of the same address fails at once,
 * without a request; so does Chromium 147 after an HTTP error and after an offline try alike), so
 * an import tried offline would fail again once the network is back. Offline, nothing is imported,
 * unless a service worker controls the page (it keeps the site's code after the first visit, so
 * the code is most likely in its cache); whoever wanted the code asks again when `$online` turns.
 * Code fetched and failed online comes only with a new document, in those browsers: the HTML
 * standard is changing so that a failed fetch is not remembered (whatwg/html#10327).
 */
export const mayImport = (): boolean => readOnline() || !!navigator.serviceWorker?.controller;

/** Resolves at once where code may be imported (`mayImport`), else once the device is back online. */
export const importable = (): Promise<unknown> => (mayImport() ? Promise.resolve() : new Promise((back) => addEventListener('online', back, { once: true })));

/**
 * `load`, an import, made once and shared; never tried offline (see `mayImport`: it rejects
 * then), and a failed one forgotten, so the next call tries again where the browser fetches a
 * failed module anew.
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const forget = (error: unknown): never => {
    loading = undefined;
    throw error;
  };
  return () => loading ?? (mayImport() ? (loading = load().catch(forget)) : Promise.reject(new Error('offline')));
}
