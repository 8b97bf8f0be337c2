/** The confirm dialog as state: one request at a time, answered with true (confirm) or false. */
import { atom } from 'nanostores';

export interface ConfirmRequest {
  id: number;
  title: string; // i18n key
  message: string; // i18n key
  confirmLabel: string;
  cancelLabel: string | null; // null: an alert with one button
  /** What the texts' {{placeholders}} say. */
  values?: Record<string, string>;
  resolve: (ok: boolean) => void;
}

export const $confirm = atom<ConfirmRequest | null>(null);
let nextId = 1;

export function confirmDialog(options: {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string | null;
  values?: Record<string, string>;
}): Promise<boolean> {
  $confirm.get()?.resolve(false);
  return new Promise((resolve) => {
    const id = nextId++;
    $confirm.set({
      id,
      title: options.title ?? 'in_popup_prompt',
      message: options.message,
      confirmLabel: options.confirmLabel ?? 'common.confirm',
      cancelLabel: options.cancelLabel === undefined ? 'common.cancel' : options.cancelLabel,
      ...(options.values ? { values: options.values } : {}),
      resolve: (ok) => {
        if ($confirm.get()?.id === id) $confirm.set(null);
        resolve(ok);
      },
    });
  });
}
