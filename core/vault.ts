/**
 * The remembered login of §3 (local storage key `remPass`), without its password: the entry
 * keeps the sign-in method, the user name (or mobile number) and the dialing code, so the form
 * opens filled in. The password is left to the browser's password manager (the form's
 * `autocomplete` values, and the Credential Management API where the browser has it:
 * `core/auth/credentials.ts`). A password on the device is one any script on the origin can
 * use; the spec's double-Base64 one was readable by anyone.
 *
 * Entries an older version left behind are cleaned on start (`scrubRememberedLogin`, called by
 * the site at start and before any read): the spec's `{ type, username, password,
 * countryDialingCode }` loses its password, and this kit's former encrypted entry (`{ v: 1, iv,
 * data }`, with its key in IndexedDB `mc-vault`) is decrypted once, written back without the
 * password, and the key's database deleted. Anything unreadable is removed.
 */
import { fromBase64 } from './crypto.ts';
import { readText, removeKey, STORAGE_KEYS, writeText } from './storage.ts';

export interface RememberedLogin {
  type: 'username' | 'sms';
  /** The user name, or the mobile number for the SMS method. */
  username: string;
  countryDialingCode: string;
}

function asRemembered(v: unknown): RememberedLogin | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  if ((r.type !== 'username' && r.type !== 'sms') || typeof r.username !== 'string' || r.username.trim() === '') return null;
  const code = typeof r.countryDialingCode === 'string' ? r.countryDialingCode : '';
  return { type: r.type, username: r.username, countryDialingCode: code };
}

/** Keeps the login for the next visit: method, name and dialing code, never a password. */
export function saveRememberedLogin(login: RememberedLogin): void {
  const clean = asRemembered(login);
  if (clean) writeText('local', STORAGE_KEYS.rememberedLogin, JSON.stringify(clean));
  else removeKey('local', STORAGE_KEYS.rememberedLogin);
}

/** Remember-me switched off: the entry goes. */
export function forgetRememberedLogin(): void {
  removeKey('local', STORAGE_KEYS.rememberedLogin);
}

/** The remembered login, or null when there is none or it cannot be read (then it is removed). */
export async function readRememberedLogin(): Promise<RememberedLogin | null> {
  await scrubRememberedLogin();
  const text = readText('local', STORAGE_KEYS.rememberedLogin);
  if (text === undefined) return null;
  try {
    const login = asRemembered(JSON.parse(text));
    if (login) return login;
  } catch {
    // not JSON: removed below
  }
  removeKey('local', STORAGE_KEYS.rememberedLogin);
  return null;
}

let keyDropped: Promise<void> | undefined;

/**
 * Removes the password from an existing `remPass` entry, whatever version wrote it, and (once a
 * page) the former format's key. Safe to call from several places at once.
 */
export async function scrubRememberedLogin(): Promise<void> {
  try {
    await scrub();
  } catch {
    removeKey('local', STORAGE_KEYS.rememberedLogin);
  }
  keyDropped ??= deleteLegacyKey();
  await keyDropped;
}

/** What the previous (encrypted) format is bound to, and where its key lives. */
const LEGACY = { db: 'mc-vault', store: 'keys', key: 'remPass', version: 1, aad: 'mc-kit/remPass/v1' } as const;

async function scrub(): Promise<void> {
  const text = readText('local', STORAGE_KEYS.rememberedLogin);
  let entry: unknown;
  try {
    entry = text === undefined ? undefined : JSON.parse(text);
  } catch {
    entry = null;
  }
  if (isLegacyEncrypted(entry)) {
    const login = await decryptLegacy(entry).catch(() => null);
    if (readText('local', STORAGE_KEYS.rememberedLogin) === text) {
      if (login) saveRememberedLogin(login);
      else removeKey('local', STORAGE_KEYS.rememberedLogin);
    }
    keyDropped = deleteLegacyKey();
  } else if (entry !== undefined) {
    const login = asRemembered(entry);
    const hasMore = typeof entry === 'object' && entry !== null && Object.keys(entry).some((k) => !['type', 'username', 'countryDialingCode'].includes(k));
    if (!login) removeKey('local', STORAGE_KEYS.rememberedLogin);
    else if (hasMore) saveRememberedLogin(login); // the spec's entry: its password goes
  }
}

interface LegacyEntry {
  v: 1;
  iv: string;
  data: string;
}

function isLegacyEncrypted(v: unknown): v is LegacyEntry {
  const e = v as Partial<LegacyEntry> | null | undefined;
  return typeof e === 'object' && e !== null && e.v === LEGACY.version && typeof e.iv === 'string' && typeof e.data === 'string';
}

async function decryptLegacy(entry: LegacyEntry): Promise<RememberedLogin | null> {
  const key = await legacyKey();
  if (!key) return null;
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(entry.iv), additionalData: new TextEncoder().encode(LEGACY.aad) },
    key,
    fromBase64(entry.data),
  );
  return asRemembered(JSON.parse(new TextDecoder().decode(plain)));
}

function legacyKey(): Promise<CryptoKey | undefined> {
  return new Promise((resolve) => {
    const idb = globalThis.indexedDB;
    if (!idb) return resolve(undefined);
    const open = idb.open(LEGACY.db);
    open.onupgradeneeded = () => open.transaction?.abort(); // no such database: do not make one
    open.onerror = () => resolve(undefined);
    open.onblocked = () => resolve(undefined);
    open.onsuccess = () => {
      const db = open.result;
      try {
        if (!db.objectStoreNames.contains(LEGACY.store)) return resolve(undefined);
        const get = db.transaction(LEGACY.store).objectStore(LEGACY.store).get(LEGACY.key);
        get.onsuccess = () => resolve(get.result instanceof CryptoKey ? get.result : undefined);
        get.onerror = () => resolve(undefined);
      } finally {
        db.close();
      }
    };
  });
}

/** The former format's key has nothing left to open: its database goes. */
function deleteLegacyKey(): Promise<void> {
  return new Promise((resolve) => {
    const idb = globalThis.indexedDB;
    if (!idb) return resolve();
    try {
      const del = idb.deleteDatabase(LEGACY.db);
      del.onsuccess = del.onerror = del.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });
}
