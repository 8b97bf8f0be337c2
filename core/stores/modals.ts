/**
 * How many modal dialogs are open in this document (widgets/base/modal.ts counts them): a kit
 * frame on a partner page covers the page's viewport while one is (kit/frame.ts), as the dialog
 * would on the site.
 */
import { atom } from 'nanostores';

export const $modalsOpen = atom(0);

export function modalOpened(): void {
  $modalsOpen.set($modalsOpen.get() + 1);
}

export function modalClosed(): void {
  $modalsOpen.set(Math.max(0, $modalsOpen.get() - 1));
}
