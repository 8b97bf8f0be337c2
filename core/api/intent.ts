/**
 * One idempotency key per submit intent (money calls, `Endpoint.idempotent`): the same form sent
 * again with the same details (a retry after a lost answer, a second tap) reuses its key, so the
 * platform pays once; other details, or a new intent after a success, get a new key.
 */

/** Secrets do not take part in "the same details": a retry with a corrected password is the same intent. */
const SECRET_PARAMS = new Set(['password', 'fundsPassword', 'oldPassword']);

export class SubmitIntent {
  private current: { details: string; key: string } | undefined;

  /** The key for sending `params`. */
  keyFor(params: object): string {
    const details = JSON.stringify(Object.entries(params).filter(([k]) => !SECRET_PARAMS.has(k)));
    if (this.current?.details !== details) this.current = { details, key: newIdempotencyKey() };
    return this.current.key;
  }

  /** The intent was carried out: the next submit is a new one. */
  done(): void {
    this.current = undefined;
  }
}

/** A random UUID; `crypto.randomUUID` exists only in secure contexts (a phone on http://192.168.x.x has none). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
