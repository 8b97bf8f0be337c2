/**
 * A modal `<dialog>` driven by React state: `showModal()` when `open` turns true (the rest of the
 * page becomes inert), Tab and Shift+Tab wrap around inside the dialog (a focus trap that does
 * not rely on the browser, which lets Tab leave a modal dialog for its own toolbar), Escape asks
 * `onClose`, and focus goes back to where it was when the dialog closes.
 *
 *   const dialog = useModal(open, () => setOpen(false));
 *   <dialog ref={dialog.ref} onKeyDown={dialog.onKeyDown} onCancel={dialog.onCancel}>…</dialog>
 *
 * The trap looks into open shadow roots inside the dialog, so a kit element shown in a dialog
 * (the login popup's <mc-login>) keeps its fields in the cycle.
 */
import { useCallback, useLayoutEffect, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { deepActiveElement } from './focus.ts';
import { modalClosed, modalOpened } from '../../core/stores/modals.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab stops inside `root` in document order, shadow roots of its elements included. */
export function focusableIn(root: Element | ShadowRoot): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('*')) {
    if (el.matches(FOCUSABLE) && !el.closest('[inert], [hidden]') && el.getClientRects().length > 0) found.push(el);
    if (el.shadowRoot && !el.closest('[inert], [hidden]')) found.push(...focusableIn(el.shadowRoot));
  }
  return found;
}

/** Whether `node` lies inside `container`, across shadow boundaries. */
function containsDeep(container: Element, node: Node | null): boolean {
  for (let at = node; at; at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null)) {
    if (at === container) return true;
  }
  return false;
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
  const isOpen = useRef(open);
  isOpen.current = open;

  // The browser may close a modal dialog itself: Chrome lets a page refuse Escape (the cancel
  // event) only after a user activation, so a dialog that opened on a timer (the reality check)
  // closes on the first Escape. While the state still says open, that is a request to close:
  // `onClose` is asked, and a dialog that must be answered comes back.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onNativeClose = () => {
      // The event of an earlier close can arrive after the dialog opened again: only one that is
      // closed now, while the state says open, was closed by the browser.
      if (!isOpen.current || el.open) return;
      close.current();
      requestAnimationFrame(() => {
        if (isOpen.current && !el.open && el.isConnected) el.showModal();
      });
    };
    el.addEventListener('close', onNativeClose);
    return () => el.removeEventListener('close', onNativeClose);
  }, []);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      returnFocus.current = deepActiveElement();
      el.showModal();
      modalOpened();
    } else if (!open && el.open) {
      el.close();
      modalClosed();
      const back = returnFocus.current;
      returnFocus.current = null;
      if (back?.isConnected) back.focus();
    }
  }, [open]);

  // A dialog removed while open (the element unmounted) still gives focus back. It is closed
  // first: while it is modal the rest of the page is inert and cannot take focus.
  useLayoutEffect(() => {
    const el = ref.current;
    return () => {
      const back = returnFocus.current;
      returnFocus.current = null;
      if (el?.open) {
        el.close();
        modalClosed();
      }
      if (back?.isConnected) back.focus();
    };
  }, []);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const dialog = event.currentTarget;
    const items = focusableIn(dialog);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const active = deepActiveElement();
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const inside = containsDeep(dialog, active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
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
