/**
 * The frame page's first screen (front/embed/frame-first-screen.ts) handed over to its element
 * (kit/frame.ts), once the element shows its form (mc-ready). The first screen's boxes carry the
 * ids the element gives its own, after a prefix: what the player typed or ticked there goes into
 * the element's box of that id as typing would put it (the element's own change handlers take it, so its
 * state and rules see it), then the focus and the caret move over and the first screen goes, in
 * one task: no frame is painted without either, and no keystroke falls between the two.
 */

import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_BOX } from './frame-protocol.ts';

/** The first screen in the frame page, if it carries one. */
export const FIRST_SCREEN = `[${FIRST_SCREEN_ATTRIBUTE}]`;

/** The value setter under any a framework put on the box, so the change reads as the player's. */
const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** Carrying one box can re-render the form (a typed number brings its code field): a bound on the rounds. */
const ROUNDS = 20;

const changed = (box: HTMLInputElement): boolean => (box.type === 'checkbox' ? box.checked !== box.defaultChecked : box.value !== box.defaultValue);
const differs = (from: HTMLInputElement, to: HTMLInputElement): boolean => (from.type === 'checkbox' ? from.checked !== to.checked : from.value !== to.value);

/** The boxes the player changed whose counterpart in the element does not show the same yet. */
function toCarry(screen: Element, root: ShadowRoot): [HTMLInputElement, HTMLInputElement][] {
  const pairs: [HTMLInputElement, HTMLInputElement][] = [];
  for (const from of screen.querySelectorAll<HTMLInputElement>(`input[id^="${FIRST_SCREEN_BOX}"]`)) {
    const to = root.getElementById(from.id.slice(FIRST_SCREEN_BOX.length));
    if (!(to instanceof HTMLInputElement) || (to.type === 'checkbox') !== (from.type === 'checkbox') || to.readOnly) continue;
    if (changed(from) && differs(from, to)) pairs.push([from, to]);
  }
  return pairs;
}

function carry(from: HTMLInputElement, to: HTMLInputElement): void {
  if (from.type === 'checkbox') to.click();
  else {
    setValue ? setValue.call(to, from.value) : (to.value = from.value);
    to.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Each carried box in a task of its own: the form renders between two, so no change overwrites another. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export async function takeOver(screen: Element, element: HTMLElement): Promise<void> {
  const root = element.shadowRoot;
  if (root) {
    for (let round = 0; round < ROUNDS; round++) {
      const pairs = toCarry(screen, root);
      if (pairs.length === 0) break;
      for (const [from, to] of pairs) {
        carry(from, to);
        await nextTask();
      }
    }
  }
  const focused = document.activeElement;
  const from = focused instanceof HTMLInputElement && screen.contains(focused) ? focused : null;
  const to = from && root?.getElementById(from.id.slice(FIRST_SCREEN_BOX.length));
  screen.remove();
  if (!(to instanceof HTMLInputElement)) return;
  to.focus({ preventScroll: true });
  if (from!.selectionStart !== null && from!.selectionEnd !== null) {
    try {
      to.setSelectionRange(from!.selectionStart, from!.selectionEnd, from!.selectionDirection ?? undefined);
    } catch {
      // A box without a caret (email, number): the focus alone.
    }
  }
}
