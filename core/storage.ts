/**
 * Web storage read defensively. Storage can be missing (sandboxed frames, some private modes),
 * full, or hold data another version of the site (or a curious user) left behind: all of that
 * reads as "absent" and never throws into a widget.
 */
export type StorageArea = 'session' | 'local';

const memory: Record<StorageArea, Map<string, string>> = { session: new Map(), local: new Map() };

function area(which: StorageArea): Storage | null {
  try {
    const s = which === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
    return s ?? null;
  } catch {
    return null;
  }
}

export function readText(which: StorageArea, key: string): string | undefined {
  try {
    const s = area(which);
    const v = s ? s.getItem(key) : memory[which].get(key);
    return v ?? undefined;
  } catch {
    return memory[which].get(key);
  }
}

export function writeText(which: StorageArea, key: string, value: string): void {
  memory[which].set(key, value);
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or access denied: the in-memory copy keeps this page working.
  }
}

export function removeKey(which: StorageArea, key: string): void {
  memory[which].delete(key);
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to do: the entry is unreachable anyway.
  }
}

/**
 * Reads JSON and checks it. Anything unparsable or failing `check` is removed and reads as
 * undefined, so one corrupt entry cannot break every later start.
 */
export function readJSON<T>(which: StorageArea, key: string, check: (v: unknown) => T): T | undefined {
  const text = readText(which, key);
  if (text === undefined) return undefined;
  try {
    return check(JSON.parse(text));
  } catch {
    removeKey(which, key);
    return undefined;
  }
}

export function writeJSON(which: StorageArea, key: string, value: unknown): void {
  writeText(which, key, JSON.stringify(value));
}

/** Storage keys of §9, in one place. */
export const STORAGE_KEYS = {
  session: 'MC_SESSION_INFO',
  rememberedLogin: 'remPass',
  hideDownloadBar: 'hideDownloadBar',
  popupSeenPrefix: 'MC_POPUP_SEEN_', // + execution group (A, B, F)
  popupClosedPrefix: 'MC_POPUP_CLOSED_', // + execution group
  language: 'MC_LANGUAGE',
  balanceHidden: 'MC_BALANCE_HIDDEN',
  autoLogin: 'autoLogin',
  bankList: 'MC_BANK_LIST',
  cachePrefix: 'MC_CACHE_',
  trialUser: 'MC_TRIAL_USER',
  clientId: 'MC_CLIENT_ID',
} as const;
