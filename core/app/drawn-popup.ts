/**
 * The announcement popup the page's first screen drew (front/site/popup.ts) and opens before the
 * site's code (host/first-screen-popup.ts), until `<mc-announcement-popup>` takes it over: the
 * element waits while it is waiting to open, then shows the same popup at once, box for box, or
 * closes it when the player it starts with should not see it; one the player closed is closed
 * for it too. One handle, set by the page and taken once by the element.
 */
/**
 * The class of the popup's wrapper, beside the first screen in the page: its scope in the page's
 * stylesheet (host/first-screen-styles.ts).
 */
export const FIRST_SCREEN_POPUP = 'mc-fs-popup';

/**
 * Waiting to open (§9's delay, a still moment), on screen, closed by the player (its closing
 * animation may still run), or gone without them (taken over, or not for this player).
 */
export type DrawnPopupState = 'waiting' | 'open' | 'closed' | 'gone';

export interface DrawnPopup {
  readonly state: DrawnPopupState;
  /** Runs `watcher` after every change of `state`. */
  watch(watcher: () => void): void;
  /**
   * Gone for good: closed now if open, never opened if still waiting. Its memory is the element's
   * from here. One the player closed finishes its closing animation.
   */
  remove(): void;
}

let drawn: DrawnPopup | undefined;

export function offerDrawnPopup(popup: DrawnPopup): void {
  drawn = popup;
}

/** The drawn popup, once: whoever takes it owns it. */
export function takeDrawnPopup(): DrawnPopup | undefined {
  const taken = drawn;
  drawn = undefined;
  return taken;
}
