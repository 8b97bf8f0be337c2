/**
 * The browser's install offer (`beforeinstallprompt`) may come before the site's code has run: on
 * a page with a first screen that code starts only once the screen has painted, and an offer
 * nobody keeps shows the browser's own mini-infobar and is gone. The page's script catches it
 * from its first line (host/main.ts), and core/app/install.ts takes it over when it starts.
 * Apart from install.ts, which brings the stores with it, so the page's script stays small.
 */

/** The part of Chromium's BeforeInstallPromptEvent the site uses. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const isInstallPrompt = (event: Event): event is InstallPromptEvent => typeof (event as Partial<InstallPromptEvent>).prompt === 'function';

let caught: InstallPromptEvent | undefined;
let stopCatching: (() => void) | undefined;

/** Keeps the browser's offer (instead of its infobar) until `takeCaughtInstallOffer()`. */
export function catchInstallOffer(target: EventTarget = globalThis): void {
  const offered = (event: Event) => {
    if (!isInstallPrompt(event)) return;
    event.preventDefault();
    caught = event;
  };
  const installed = () => {
    caught = undefined;
  };
  target.addEventListener('beforeinstallprompt', offered);
  target.addEventListener('appinstalled', installed);
  stopCatching = () => {
    target.removeEventListener('beforeinstallprompt', offered);
    target.removeEventListener('appinstalled', installed);
  };
}

/** The offer caught so far, once; catching stops (whoever takes it listens from here). */
export function takeCaughtInstallOffer(): InstallPromptEvent | undefined {
  stopCatching?.();
  stopCatching = undefined;
  const offer = caught;
  caught = undefined;
  return offer;
}
