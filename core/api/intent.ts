/**
 * One idempotency key per submit intent (money calls, `Endpoint.idempotent`): the same form sent
 * again with the same details (a retry after a lost answer, a second tap) reuses its key, so the
 * platform pays once; other details, or a new intent after a success, get a new key.
 */

import { newIdempotencyKey } from './idempotency-key.ts';

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
