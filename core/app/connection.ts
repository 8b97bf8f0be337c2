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
