/**
 * The toast of §8 as state: one toast at a time, a newer one replaces it. Messages are i18n
 * keys, so an open toast follows a language change.
 */
import { atom } from 'nanostores';
import { TOAST_DEFAULT_MS } from '../rules/constants.ts';

export type ToastKind = 'info' | 'success' | 'fail' | 'offline' | 'loading';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** i18n key, or literal text when `literal` is set (a platform message with no key). */
  message: string;
  values?: Record<string, string | number>;
  literal?: boolean;
  durationMs: number;
}

export const $toast = atom<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(toast: Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number }): number {
  const id = nextId++;
  const durationMs = toast.durationMs ?? TOAST_DEFAULT_MS;
  clearTimeout(timer);
  $toast.set({ ...toast, id, durationMs });
  timer = setTimeout(() => hideToast(id), durationMs);
  return id;
}

/** Hides the given toast (or whichever is shown); a newer toast is left alone. */
export function hideToast(id?: number): void {
  const current = $toast.get();
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  $toast.set(null);
}
