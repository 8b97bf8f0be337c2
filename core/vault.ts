/**
 * The remembered login of §3 (local storage key `remPass`: type, username, password,
 * countryDialingCode), kept encrypted as DESIGN.md asks: "nothing secret is ever stored in
 * clear; the remembered login is kept encrypted with a key the page cannot export".
 *
 * - The key is an AES-GCM-256 `CryptoKey` made with `extractable: false` and kept in IndexedDB
 *   (CryptoKey objects are structured-cloneable, so the browser stores the key itself, never its
 *   bytes where a script could read them). No code, ours or injected, can export it.
 * - localStorage `remPass` holds only `{ v: 1, iv, data }` (base64): the AES-GCM ciphertext of
 *   the JSON, bound to its purpose with additional data.
 * - Anything missing, corrupt, foreign or undecryptable (another browser profile's entry, a
 *   deleted key, a tampered byte) reads as "no remembered login" and the entry is removed.
 * - Without IndexedDB or WebCrypto nothing is remembered: the login is never kept in clear.
 *
 * The original product double-Base64-encoded the password with a fixed secret; that is an
 * encoding, not encryption, and is deliberately not reproduced.
 */
import { fromBase64, toBase64 } from './crypto.ts';
import { readText, removeKey, STORAGE_KEYS, writeText } from './storage.ts';

export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  /** Empty for the SMS method: a code is single-use and not worth keeping. */
  password: string;
  countryDialingCode: string;
}

/** Where the vault key lives. The default is IndexedDB; tests may swap in another. */
export interface KeyStore {
  load(): Promise<CryptoKey | undefined>;
  save(key: CryptoKey): Promise<void>;
  clear(): Promise<void>;
}

const DB_NAME = 'mc-vault';
const STORE = 'keys';
const KEY_ID = 'remPass';
const FORMAT_VERSION = 1;
const AAD = new TextEncoder().encode('mc-kit/remPass/v1');

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const idb = globalThis.indexedDB;
    if (!idb) {
      reject(new Error('no IndexedDB'));
      return;
    }
    const open = idb.open(DB_NAME, 1);
    open.onupgradeneeded = () => {
      if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE);
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB open failed'));
    open.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    const tx = db.transaction(STORE, mode);
    const result = await request(run(tx.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
    return result;
  } finally {
    db.close();
  }
}

/** The key in IndexedDB database `mc-vault`, object store `keys`, under `remPass`. */
export const indexedDbKeyStore: KeyStore = {
  async load() {
    const value = await withStore('readonly', (s) => s.get(KEY_ID) as IDBRequest<unknown>);
    return value instanceof CryptoKey ? value : undefined;
  },
  async save(key) {
    await withStore('readwrite', (s) => s.put(key, KEY_ID));
  },
  async clear() {
    await withStore('readwrite', (s) => s.delete(KEY_ID));
  },
};

let keyStore: KeyStore = indexedDbKeyStore;
let pendingKey: Promise<CryptoKey | undefined> | undefined;

/** Replaces where the key is kept (tests; a platform with its own secure store). */
export function setKeyStore(store: KeyStore): void {
  keyStore = store;
  pendingKey = undefined;
}

/** The vault key; made (non-extractable) on first use when `create` is set. */
async function vaultKey(create: boolean): Promise<CryptoKey | undefined> {
  // One lookup (and at most one new key) at a time: two tabs of the same page still race, and
  // the later save wins, which only makes the earlier entry unreadable (read as absent).
  const previous = pendingKey ?? Promise.resolve(undefined);
  const next = previous
    .catch(() => undefined)
    .then(async () => {
      const existing = await keyStore.load();
      if (existing || !create) return existing;
      const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      await keyStore.save(key);
      return key;
    });
  pendingKey = next.catch(() => undefined);
  return next;
}

function isRemembered(v: unknown): v is RememberedLogin {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    (r.type === 'username' || r.type === 'sms') &&
    typeof r.username === 'string' &&
    r.username !== '' &&
    typeof r.password === 'string' &&
    typeof r.countryDialingCode === 'string'
  );
}

/**
 * Encrypts and stores the login. Resolves false (and keeps nothing) when the browser cannot
 * keep a non-exportable key: the login is never written in clear.
 */
export async function saveRememberedLogin(login: RememberedLogin): Promise<boolean> {
  const clean: RememberedLogin = {
    type: login.type,
    username: login.username,
    password: login.type === 'sms' ? '' : login.password,
    countryDialingCode: login.countryDialingCode,
  };
  try {
    const key = await vaultKey(true);
    if (!key) throw new Error('no key');
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(JSON.stringify(clean));
    const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: AAD }, key, plain);
    writeText('local', STORAGE_KEYS.rememberedLogin, JSON.stringify({ v: FORMAT_VERSION, iv: toBase64(iv), data: toBase64(data) }));
    return true;
  } catch {
    removeKey('local', STORAGE_KEYS.rememberedLogin);
    return false;
  }
}

/** The remembered login, or null when there is none or it cannot be read (then it is removed). */
export async function readRememberedLogin(): Promise<RememberedLogin | null> {
  const text = readText('local', STORAGE_KEYS.rememberedLogin);
  if (text === undefined) return null;
  try {
    const entry = JSON.parse(text) as { v?: unknown; iv?: unknown; data?: unknown };
    if (entry?.v !== FORMAT_VERSION || typeof entry.iv !== 'string' || typeof entry.data !== 'string') throw new Error('not a vault entry');
    const key = await vaultKey(false);
    if (!key) throw new Error('no key');
    const iv = fromBase64(entry.iv);
    if (iv.length !== 12) throw new Error('bad iv');
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: AAD }, key, fromBase64(entry.data));
    const login = JSON.parse(new TextDecoder().decode(plain)) as unknown;
    if (!isRemembered(login)) throw new Error('not a remembered login');
    return login;
  } catch {
    // Only drop the entry if it is still the one we failed to read.
    if (readText('local', STORAGE_KEYS.rememberedLogin) === text) removeKey('local', STORAGE_KEYS.rememberedLogin);
    return null;
  }
}

/** Remember-me switched off: the entry goes (the key stays for the next time). */
export function forgetRememberedLogin(): void {
  removeKey('local', STORAGE_KEYS.rememberedLogin);
}

/**
 * After a password change (§4): a remembered username login of this player (under any of the
 * names they sign in with: account name, mobile number) is re-encrypted with the new password;
 * any other remembered login is left alone.
 */
export async function updateRememberedPassword(names: readonly string[], newPassword: string): Promise<boolean> {
  const current = await readRememberedLogin();
  const wanted = new Set(names.filter(Boolean).map((n) => n.toLowerCase()));
  if (!current || current.type !== 'username' || !wanted.has(current.username.toLowerCase())) return false;
  return saveRememberedLogin({ ...current, password: newPassword });
}
