/**
 * Sealing of login and registration bodies (§3, §7) with WebCrypto: a fresh AES-GCM key
 * encrypts the JSON, and RSA-OAEP (SHA-256) with the platform's public key wraps that key.
 * The wire keeps the traced platform's shape: body `{ value: <ciphertext> }`, wrapped key in
 * the `Encryption` header.
 */
export const ENCRYPTION_HEADER = 'Encryption';
const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export interface SealedBody {
  /** JSON body to send: `{ value: base64(iv ‖ ciphertext) }`. */
  body: { value: string };
  /** Value of the Encryption header: `<keyId>.<base64 wrapped AES key>`. */
  header: string;
}

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let s = '';
  for (let i = 0; i < u8.length; i += 0x8000) s += String.fromCharCode(...u8.subarray(i, i + 0x8000));
  return btoa(s);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64(spkiBase64), RSA, false, ['wrapKey']);
}

export async function seal(data: unknown, publicKey: CryptoKey, keyId: string): Promise<SealedBody> {
  const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(data));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain));
  const wrapped = await crypto.subtle.wrapKey('raw', aes, publicKey, RSA);
  const joined = new Uint8Array(iv.length + cipher.length);
  joined.set(iv);
  joined.set(cipher, iv.length);
  return { body: { value: toBase64(joined) }, header: `${keyId}.${toBase64(wrapped)}` };
}
