import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { loginResultSchema, type LoginResult } from '../../core/api/login-result.ts';
import type { SharedStore } from '../store/store.ts';

/**
 * Single-use hand-off codes in the shared store, so any front instance redeems a code another
 * minted. The store keeps an entry under the code's hash, and the session it opens sealed with a
 * key drawn from the code: what the store holds signs nobody in without the code, which only the
 * player's browser ever sees. Expiry and single use are the store's (`putNew` with a time to
 * live, `take`).
 */

/** How long a code can be redeemed: long enough for a page load, short enough to be useless later. */
export const HANDOFF_TTL_MS = 60_000;

/** Codes are 32 random bytes in base64url (core/auth/handoff-link.ts checks the same shape). */
const CODE = /^[A-Za-z0-9_-]{43}$/;

interface Entry {
  userName: string;
  iv: string;
  sealed: string;
  tag: string;
}

const digest = (label: string, code: string) => createHash('sha256').update(`mc-handoff\u0000${label}\u0000${code}`, 'utf8').digest();
const storeKey = (code: string) => `handoff:${digest('id', code).toString('base64url')}`;

export function isHandoffCode(code: unknown): code is string {
  return typeof code === 'string' && CODE.test(code);
}

/** A new code for the session `login` (a session of its own, just opened for this hand-off). */
export async function mintHandoffCode(store: SharedStore, login: LoginResult): Promise<string> {
  for (;;) {
    const code = randomBytes(32).toString('base64url');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', digest('key', code), iv);
    const sealed = Buffer.concat([cipher.update(JSON.stringify(login), 'utf8'), cipher.final()]);
    const entry: Entry = {
      userName: login.userName,
      iv: iv.toString('base64url'),
      sealed: sealed.toString('base64url'),
      tag: cipher.getAuthTag().toString('base64url'),
    };
    // A clash of 256-bit codes does not happen; if it did, the older code keeps its entry.
    if (await store.putNew(storeKey(code), JSON.stringify(entry), HANDOFF_TTL_MS)) return code;
  }
}

/** Whom a live code would sign in, without using it up. */
export async function peekHandoffCode(store: SharedStore, code: string): Promise<{ userName: string } | undefined> {
  const entry = readEntry(await store.peek(storeKey(code)));
  return entry && { userName: entry.userName };
}

/** The session a live code opens, once: a used, expired or unknown code answers undefined. */
export async function takeHandoffCode(store: SharedStore, code: string): Promise<LoginResult | undefined> {
  return unseal(readEntry(await store.take(storeKey(code))), code);
}

/**
 * The session a live code would open, without using it up: the front reads the arriving player's
 * facts with it for their first page (front/handoff/arrival.ts), and the page redeems it after.
 */
export async function openHandoffCode(store: SharedStore, code: string): Promise<LoginResult | undefined> {
  return unseal(readEntry(await store.peek(storeKey(code))), code);
}

function unseal(entry: Entry | undefined, code: string): LoginResult | undefined {
  if (!entry) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', digest('key', code), Buffer.from(entry.iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(entry.tag, 'base64url'));
    const json = Buffer.concat([decipher.update(Buffer.from(entry.sealed, 'base64url')), decipher.final()]).toString('utf8');
    return loginResultSchema(JSON.parse(json));
  } catch {
    return undefined;
  }
}

function readEntry(raw: string | undefined): Entry | undefined {
  if (raw === undefined) return undefined;
  try {
    const entry = JSON.parse(raw) as Partial<Entry>;
    return typeof entry.userName === 'string' && typeof entry.iv === 'string' && typeof entry.sealed === 'string' && typeof entry.tag === 'string'
      ? (entry as Entry)
      : undefined;
  } catch {
    return undefined;
  }
}
