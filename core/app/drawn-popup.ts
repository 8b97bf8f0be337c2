/**
 * The announcement popup the page's first screen drew (front/site/popup.ts) and opens before the
 * site's code (host/first-screen-popup.ts), until `<mc-announcement-popup>` takes it over: the
 * element shows the same popup at once, box for box, or closes it when the player it starts with
 * should not see it. One handle, set by the page and taken once by the element.
 */
/**
 * The class of the popup's wrapper, beside the first screen in the page: its scope in the page's
 * stylesheet (host/first-screen-styles.ts).
 */
export const FIRST_SCREEN_POPUP = 'mc-fs-popup';

export interface DrawnPopup {
  /** It is on screen now (opened, and neither closing nor closed). */
  readonly open: boolean;
  /** Gone for good: closed now if open, never opened if still waiting. Its memory is the element's from here. */
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
