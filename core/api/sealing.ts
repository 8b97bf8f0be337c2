/**
 * A call's sealed body (sign-in, registration: core/crypto.ts): the platform's public key, asked
 * for once and kept until the platform says it dropped it, and the body sealed with it. Loaded
 * with the first call that seals (core/api/request.ts): the request function every element
 * carries holds none of it.
 */
import { importPublicKey, seal, ENCRYPTION_HEADER } from '../crypto.ts';
import type { Endpoint } from './endpoint.ts';
import { publicKey } from './keys.ts';

/** How the request function asks the platform for something (its own headers, envelope and checks). */
export type Ask = <P, V>(ep: Endpoint<P, V>, params: P) => Promise<V>;

let kept: Promise<{ key: CryptoKey; keyId: string }> | undefined;

function sealingKey(ask: Ask): Promise<{ key: CryptoKey; keyId: string }> {
  kept ??= ask(publicKey, undefined).then(async (k) => ({ key: await importPublicKey(k.spki), keyId: k.keyId }));
  kept.catch(() => (kept = undefined));
  return kept;
}

/** The platform dropped the key the last body was sealed with: the next one asks again. */
export function forgetSealingKey(): void {
  kept = undefined;
}

/** `params` sealed: the body to send, and the header that carries the wrapped key. */
export async function sealed(params: unknown, ask: Ask): Promise<{ body: unknown; headers: Record<string, string> }> {
  const { key, keyId } = await sealingKey(ask);
  const { body, header } = await seal(params, key, keyId);
  return { body, headers: { [ENCRYPTION_HEADER]: header } };
}
