/**
 * How the page runs: as an installed web app (`display-mode: standalone`), as an iOS home-screen
 * web clip (`navigator.standalone`), or in a browser tab. registerMethod (§3) and the download
 * bar (§2.10) read it from here.
 */
export interface DisplayMode {
  /** An installed web app (display-mode standalone). */
  displayStandalone: boolean;
  /** An iOS home-screen web clip. */
  iosStandalone: boolean;
}

export function displayMode(): DisplayMode {
  const nav = globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined;
  let displayStandalone = false;
  try {
    displayStandalone = globalThis.matchMedia?.('(display-mode: standalone)').matches === true;
  } catch {
    // no matchMedia: not standalone
  }
  return { displayStandalone, iosStandalone: nav?.standalone === true };
}

/** Running from the home screen, whichever way it got there. */
export const isStandalone = (mode: DisplayMode = displayMode()): boolean => mode.displayStandalone || mode.iosStandalone;
