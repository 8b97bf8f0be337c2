/**
 * A money call's idempotency key (core/api/request.ts sends one with every call of an idempotent
 * endpoint). Apart from the submit intents that reuse one (intent.ts), which only the money forms
 * load: every element loads the request function.
 */

/** A random UUID; `crypto.randomUUID` exists only in secure contexts (a phone on http://192.168.x.x has none). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
