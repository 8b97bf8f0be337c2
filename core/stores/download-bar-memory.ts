/**
 * The download bar was closed during this visit (§2.10 `hideDownloadBar`, session storage). Apart
 * from the lobby's stores so the page's first screen can read and write it before the site's code
 * (host/first-screen-bar.ts).
 */
import { readText, writeText, STORAGE_KEYS } from '../storage.ts';

export const isDownloadBarDismissed = (): boolean => readText('session', STORAGE_KEYS.hideDownloadBar) === '1';
export const dismissDownloadBar = (): void => writeText('session', STORAGE_KEYS.hideDownloadBar, '1');
