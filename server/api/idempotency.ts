/**
 * Idempotency keys on money calls (endpoints marked `idempotent`): the client sends one key per
 * submit intent in `Idempotency-Key` and the same key on its retries. The first call that
 * succeeds under a key is remembered for a day with its answer; a repeat gets that answer and
 * pays nothing. A repeat that arrives while the first still runs waits for it and gets its
 * answer (or its error). A failed call is not remembered: nothing was paid, so a retry runs again.
 * A key may only be reused for the same call with the same parameters (`idempotency.key_reused`).
 */
import { createHash } from 'node:crypto';
import type { Endpoint } from '../../core/api/endpoint.ts';
import { ApiError } from '../http/envelope.ts';
import type { Ctx } from './context.ts';

/** What a key looks like: a UUID, or any 8 to 128 URL-safe characters. */
const KEY = /^[A-Za-z0-9_-]{8,128}$/;
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** Secrets do not go into the stored fingerprint of a call. */
const SECRET_PARAMS = new Set(['password', 'fundsPassword', 'oldPassword']);

export async function runOnce(ctx: Ctx, ep: Endpoint<never, unknown>, key: string | undefined, run: () => Promise<unknown>): Promise<unknown> {
  if (key === undefined || !ctx.user) return run();
  if (!KEY.test(key)) throw new ApiError('request.invalid', 'Idempotency-Key must be 8 to 128 letters, digits, - or _', 400, { field: 'Idempotency-Key' });
  const userId = ctx.user.id;
  const fingerprint = fingerprintOf(ep, ctx.params.raw);
  const reused = () => new ApiError('idempotency.key_reused', 'this Idempotency-Key was used for a different request', 422);

  const stored = ctx.db
    .prepare('SELECT call, fingerprint, value FROM idempotent_answers WHERE user_id = ? AND key = ? AND created_at > ?')
    .get(userId, key, ctx.now - IDEMPOTENCY_TTL_MS) as { call: string; fingerprint: string; value: string } | undefined;
  if (stored) {
    if (stored.fingerprint !== fingerprint) throw reused();
    return JSON.parse(stored.value) as unknown;
  }

  const slot = `${userId}:${key}`;
  const running = ctx.app.idempotentCalls.get(slot) as (Promise<unknown> & { fingerprint?: string }) | undefined;
  if (running) {
    if (running.fingerprint !== fingerprint) throw reused();
    return running;
  }
  const promise: Promise<unknown> & { fingerprint?: string } = (async () => {
    const value = await run();
    ctx.db.prepare('DELETE FROM idempotent_answers WHERE created_at <= ?').run(ctx.now - IDEMPOTENCY_TTL_MS);
    ctx.db
      .prepare('INSERT OR REPLACE INTO idempotent_answers (user_id, key, call, fingerprint, value, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(userId, key, ep.name, fingerprint, JSON.stringify(value ?? null), ctx.now);
    return value;
  })();
  promise.fingerprint = fingerprint;
  ctx.app.idempotentCalls.set(slot, promise);
  try {
    return await promise;
  } finally {
    ctx.app.idempotentCalls.delete(slot);
  }
}

function fingerprintOf(ep: Endpoint<never, unknown>, raw: Record<string, unknown>): string {
  const kept = Object.keys(raw)
    .filter((k) => !SECRET_PARAMS.has(k))
    .sort()
    .map((k) => [k, raw[k]]);
  return createHash('sha256')
    .update(JSON.stringify([ep.name, kept]))
    .digest('base64url');
}
