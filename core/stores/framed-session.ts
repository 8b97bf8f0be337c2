import { atom } from 'nanostores';

/**
 * On a partner page, the player signed in inside the kit's frames (on the platform's origin), as
 * the page may know them: never a token, so nothing here can call the platform as the player.
 * Elements in the page use it to send a signed-in action through the platform's site rather
 * than to a sign-in form. The balance comes along only where the merchant lets its partner pages
 * show it. Always null on the platform's own origin.
 */
export const $framedSession = atom<{ userName: string; type: number; balance?: { sumBalance: number; currency: string; currencySymbol: string } } | null>(null);
