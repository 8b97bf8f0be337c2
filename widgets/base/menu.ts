/**
 * A menu button and its menu (the header's, the language picker's): the button opens it (a tap,
 * or ArrowDown), the arrows, Home and End move through its items, Escape closes it and gives the
 * focus back to the button, Tab and a tap elsewhere close it.
 *
 * The open menu is a manual popover, in the page's top layer: above whatever the page stacks or
 * clips around the element (the site's fixed footer, a partner's box with overflow: hidden), where
 * a positioned box inside the element was hidden under the footer or cut off. It is placed next
 * to its button inside the viewport: below it, or above it when there is more room there; lined
 * up with the button's inline end when that fits, moved inwards when it does not (a button at
 * the start edge). A browser without popovers shows it fixed at the same place.
 */
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { css } from './css.ts';

const ITEMS = '[role="menuitem"],[role="menuitemradio"]';
/** Between the button and its menu, and between the menu and the viewport's edges (px). */
const GAP = 6;
const EDGE = 8;

/** The popover's own look (centred, bordered, the system's colours) gives way to the menu's. */
export const menuStyles = css`
  [role='menu'] {
    position: fixed;
    inset: auto;
    margin: 0;
    border: 0;
    color: inherit;
    overflow: auto;
    min-width: 170px;
    padding: 6px;
    list-style: none;
    border-radius: var(--_radius);
    background: var(--_surface-2);
    box-shadow: var(--_shadow-m);
  }
`;

/** Puts `menu` next to `button`, inside the viewport (see above); `rtl`: the button's direction. */
function place(button: HTMLElement, menu: HTMLElement, rtl: boolean): void {
  menu.style.maxHeight = '';
  const anchor = button.getBoundingClientRect();
  const { width, height } = menu.getBoundingClientRect();
  const viewWidth = document.documentElement.clientWidth;
  const viewHeight = window.innerHeight;
  const left = Math.max(EDGE, Math.min(rtl ? anchor.left : anchor.right - width, viewWidth - width - EDGE));
  const below = viewHeight - anchor.bottom - GAP - EDGE;
  const above = anchor.top - GAP - EDGE;
  const down = height <= below || below >= above;
  const room = Math.max(0, down ? below : above);
  if (height > room) menu.style.maxHeight = `${room}px`;
  menu.style.left = `${left}px`;
  menu.style.top = `${down ? anchor.bottom + GAP : anchor.top - GAP - Math.min(height, room)}px`;
}

export interface Menu<M extends HTMLElement> {
  open: boolean;
  /** Closes the menu; `refocus` gives the focus back to its button (not when the choice leaves the page). */
  close(refocus: boolean): void;
  /** Spread on the menu button. */
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>;
    'aria-haspopup': 'menu';
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick(): void;
    onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  };
  /** Spread on the menu, rendered only while `open`. */
  menuProps: {
    ref: RefObject<M | null>;
    id: string;
    role: 'menu';
    popover: 'manual';
    onKeyDown(event: KeyboardEvent<M>): void;
  };
}

export function useMenu<M extends HTMLElement>(): Menu<M> {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<M>(null);
  const id = useId();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useLayoutEffect(() => {
    const list = menu.current;
    const anchor = button.current;
    if (!open || !list || !anchor) return;
    if (typeof list.showPopover === 'function' && !list.matches(':popover-open')) list.showPopover();
    // Read once: the menu follows every scroll, and the direction does not change while it is open.
    const rtl = getComputedStyle(anchor).direction === 'rtl';
    const follow = () => place(anchor, list, rtl);
    follow();
    const items = [...list.querySelectorAll<HTMLElement>(ITEMS)];
    (items.find((item) => item.getAttribute('aria-checked') === 'true') ?? items[0])?.focus();
    const outside = (event: PointerEvent) => {
      const path = event.composedPath();
      if (!path.includes(list) && !path.includes(anchor)) setOpen(false);
    };
    // Any scrolling box can move the button: the menu follows it.
    const scroll = { capture: true, passive: true };
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, scroll);
    document.addEventListener('pointerdown', outside);
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, scroll);
      document.removeEventListener('pointerdown', outside);
    };
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<M>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ITEMS)];
    const at = items.indexOf(event.target as HTMLElement);
    const move = (to: number) => items[(to + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') close(true);
    else {
      if (event.key === 'Tab') close(false);
      return;
    }
    event.preventDefault();
  };

  return {
    open,
    close,
    buttonProps: {
      ref: button,
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => setOpen((was) => !was),
      onKeyDown: (event) => {
        if (event.key !== 'ArrowDown' || open) return;
        event.preventDefault();
        setOpen(true);
      },
    },
    menuProps: { ref: menu, id, role: 'menu', popover: 'manual', onKeyDown: onMenuKey },
  };
}
