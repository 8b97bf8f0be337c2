/**
 * What the device remembers of the announcement popup (§9 'per-group popup flags'): per group,
 * the fingerprint of the pairs last seen and the 'do not show' flag, in local storage. Apart from
 * the lobby's stores so the page's first screen can read it before the site's code
 * (host/first-screen-popup.ts).
 */
import { POPUP_GROUPS, type PopupMemory } from '../rules/announcementPopup.ts';
import { readText, removeKey, writeText, STORAGE_KEYS } from '../storage.ts';

export function readPopupMemory(): PopupMemory {
  const memory: PopupMemory = { seen: {}, closed: {} };
  for (const g of POPUP_GROUPS) {
    const seen = readText('local', STORAGE_KEYS.popupSeenPrefix + g);
    if (seen) memory.seen[g] = seen;
    if (readText('local', STORAGE_KEYS.popupClosedPrefix + g) === '1') memory.closed[g] = true;
  }
  return memory;
}

export function writePopupMemory(memory: PopupMemory): void {
  for (const g of POPUP_GROUPS) {
    const seen = memory.seen[g];
    if (seen) writeText('local', STORAGE_KEYS.popupSeenPrefix + g, seen);
    else removeKey('local', STORAGE_KEYS.popupSeenPrefix + g);
    if (memory.closed[g]) writeText('local', STORAGE_KEYS.popupClosedPrefix + g, '1');
    else removeKey('local', STORAGE_KEYS.popupClosedPrefix + g);
  }
}
