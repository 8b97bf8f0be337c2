/**
 * What every element does with the kit's toast and dialog: make sure the overlay exists, then
 * show. Errors of platform calls become the §8 text of their kind.
 */
import { showToast, hideToast, type ToastKind } from '../../core/stores/toast.ts';
import { confirmDialog } from '../../core/stores/dialog.ts';
import { errorMessageKey, errorToastKind, isRequestError } from '../../core/api/errors.ts';
import { hasText } from '../../core/i18n.ts';
import { isPlainObject } from '../../core/api/schema.ts';
import { ensureOverlay } from './overlays.ts';

export function toast(kind: ToastKind, message: string, durationMs?: number, values?: Record<string, string | number>): number {
  void ensureOverlay('toast');
  return showToast({ kind, message, durationMs, values });
}

export { hideToast };

/**
 * The toast for a failed call: the platform's own code when the locales know it, else the kind's
 * text. A toast cannot be tapped, so "load failed, tap to retry" becomes "please try again": the
 * player tries again with the button or form that failed, which keeps what they typed.
 */
export function toastError(error: unknown): number {
  void ensureOverlay('toast');
  const kindKey = errorMessageKey(error, hasText);
  const key = kindKey === 'error.load_failed' ? 'error.try_again' : kindKey;
  if (isRequestError(error) && error.kind === 'api' && key === 'error.unknown' && error.message && error.message !== error.code) {
    return showToast({ kind: 'fail', message: error.message, literal: true });
  }
  return showToast({ kind: errorToastKind(error), message: key, values: errorValues(error) });
}

/**
 * What a platform refusal says besides its code (`{ leftText: '¥100' }` of a deposit limit,
 * `{ until }` of a time-out), for its message's placeholders. Moments stay numbers here: whatever
 * shows the message writes them as the player's date and time (`withMoments`, core/format.ts),
 * so the date formats load with the toast, not with every element.
 */
export function errorValues(error: unknown): Record<string, string | number> | undefined {
  if (!isRequestError(error) || !isPlainObject(error.details.value)) return undefined;
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(error.details.value)) if (typeof v === 'string' || typeof v === 'number') values[k] = v;
  return values;
}

export async function confirm(options: Parameters<typeof confirmDialog>[0]): Promise<boolean> {
  await ensureOverlay('confirm');
  return confirmDialog(options);
}
