/**
 * A modal `<dialog>` driven by React state: `showModal()` when `open` turns true (the rest of the
 * page becomes inert), Tab and Shift+Tab wrap around inside the dialog (a focus trap that does
 * not rely on the browser), Escape asks `onClose`, and focus goes back to where it was when the
 * dialog closes.
 *
 *   const dialog = useModal(open, () => setOpen(false));
 *   <dialog ref={dialog.ref} onKeyDown={dialog.onKeyDown} onCancel={dialog.onCancel}>…</dialog>
 */
import { useCallback, useLayoutEffect, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { deepActiveElement } from './focus.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert], [hidden]') && el.getClientRects().length > 0);
}

export interface Modal {
  ref: RefObject<HTMLDialogElement | null>;
  onKeyDown(event: KeyboardEvent<HTMLDialogElement>): void;
  onCancel(event: SyntheticEvent<HTMLDialogElement>): void;
}

export function useModal(open: boolean, onClose: () => void): Modal {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      returnFocus.current = deepActiveElement();
      el.showModal();
    } else if (!open && el.open) {
      el.close();
      const back = returnFocus.current;
      returnFocus.current = null;
      if (back?.isConnected) back.focus();
    }
  }, [open]);

  // A dialog removed while open (the element unmounted) still gives focus back.
  useLayoutEffect(
    () => () => {
      const back = returnFocus.current;
      if (back?.isConnected) back.focus();
    },
    [],
  );

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const dialog = event.currentTarget;
    const items = focusableIn(dialog);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }, []);

  const onCancel = useCallback((event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault(); // the state decides; the closing may be animated
    close.current();
  }, []);

  return { ref, onKeyDown, onCancel };
}
