/**
 * The shared store's errors (front/store/store.ts re-exports StoreUnavailable).
 */

/**
 * The store did not answer, soon enough or at all. Callers answer 503; nobody is let through on
 * a guess.
 */
export class StoreUnavailable extends Error {
  override readonly name = 'StoreUnavailable';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A ttl the two stores read alike: Redis's PX takes whole milliseconds, and 0 would mean "already gone". */
export function checkTtl(ttlMs: number): void {
  if (!Number.isInteger(ttlMs) || ttlMs < 1) throw new RangeError(`ttlMs must be a whole number of milliseconds, at least 1, not ${ttlMs}`);
}
