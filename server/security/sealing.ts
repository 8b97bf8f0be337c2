import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt, randomBytes, type KeyObject } from 'node:crypto';
import { ApiError } from '../http/envelope.ts';

/**
 * The server half of core/crypto.ts: an RSA-OAEP-2048 (SHA-256) key pair made at start, its
 * public key published as base64 DER SPKI, and the opening of sealed bodies:
 * header `Encryption: <keyId>.<base64 RSA-OAEP(raw AES-256 key)>`,
 * body `{ "value": base64(iv[12] ‖ AES-GCM ciphertext ‖ tag[16]) }`.
 */
export class KeyRing {
  private keyId = '';
  private privateKey!: KeyObject;
  private spki = '';

  constructor() {
    this.rotate();
  }

  /** Makes a new key pair; the old key id is forgotten (clients then get ENCRYPTION_KEY_UNKNOWN and refetch). */
  rotate(): void {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.keyId = randomBytes(8).toString('hex');
    this.privateKey = privateKey;
    this.spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  }

  get publicKey(): { keyId: string; spki: string } {
    return { keyId: this.keyId, spki: this.spki };
  }

  /** Opens a sealed body; throws the platform's error codes for plain, stale or broken ones. */
  open(header: string | string[] | undefined, body: Record<string, unknown>): Record<string, unknown> {
    const h = Array.isArray(header) ? header[0] : header;
    const value = body.value;
    const keys = Object.keys(body);
    if (!h || typeof value !== 'string' || keys.length !== 1) {
      throw new ApiError('encryption.required', 'this call needs a sealed body and an Encryption header', 400);
    }
    const dot = h.indexOf('.');
    if (dot <= 0) throw new ApiError('encryption.invalid', 'malformed Encryption header', 400);
    const keyId = h.slice(0, dot);
    if (keyId !== this.keyId) throw new ApiError('ENCRYPTION_KEY_UNKNOWN', 'unknown encryption key; fetch the current key', 400);
    try {
      const aesKey = privateDecrypt(
        { key: this.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(h.slice(dot + 1), 'base64'),
      );
      if (aesKey.length !== 32) throw new Error('bad key length');
      const joined = Buffer.from(value, 'base64');
      if (joined.length < 12 + 16) throw new Error('too short');
      const iv = joined.subarray(0, 12);
      const tag = joined.subarray(joined.length - 16);
      const cipher = joined.subarray(12, joined.length - 16);
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
      decipher.setAuthTag(tag);
      const plain = Buffer.concat([decipher.update(cipher), decipher.final()]).toString('utf8');
      const parsed = JSON.parse(plain) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      return parsed as Record<string, unknown>;
    } catch {
      throw new ApiError('encryption.invalid', 'the sealed body could not be opened', 400);
    }
  }
}
