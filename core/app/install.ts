/**
 * Installing the site as an app where the browser offers it: the browser fires
 * `beforeinstallprompt` when the site is installable (manifest, service worker); the site keeps
 * that event and shows its own Install button (download bar, add-to-home-screen footer), which
 * opens the browser's dialog. iOS never fires it and keeps the §2.10 instructions.
 *
 * Only the /m/ site listens (host/main.ts, then host/start.ts): a partner page has no manifest of
 * ours, so the elements it embeds never see an offer.
 */
import { atom } from 'nanostores';
import { isInstallPrompt, takeCaughtInstallOffer, type InstallPromptEvent } from './install-early.ts';

export type { InstallPromptEvent } from './install-early.ts';

/** The browser's pending offer, or null when there is none (never offered, used, or installed). */
export const $installPrompt = atom<InstallPromptEvent | null>(null);

/**
 * Keeps the browser's offer instead of its mini-infobar, the one the page's script caught before
 * included (core/app/install-early.ts); returns a function that stops listening.
 */
export function watchInstallPrompt(target: EventTarget = globalThis): () => void {
  const early = takeCaughtInstallOffer();
  if (early) $installPrompt.set(early);
  const offered = (event: Event) => {
    if (!isInstallPrompt(event)) return;
    event.preventDefault();
    $installPrompt.set(event);
  };
  const installed = () => $installPrompt.set(null);
  target.addEventListener('beforeinstallprompt', offered);
  target.addEventListener('appinstalled', installed);
  return () => {
    target.removeEventListener('beforeinstallprompt', offered);
    target.removeEventListener('appinstalled', installed);
  };
}

/** Opens the browser's install dialog; an offer can be used once. */
export async function installApp(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const offer = $installPrompt.get();
  if (!offer) return 'unavailable';
  $installPrompt.set(null);
  await offer.prompt();
  return (await offer.userChoice).outcome;
}
