/**
 * What several front instances must share — single-use hand-off codes, captcha answers, rate-limit
 * and lock counters — goes through this one small interface.
 *
 *   const store = openStore(process.env.MC_STORE_URL);   // memory without a URL
 *
 * - `openStore()` or an empty URL: this process's memory. Right for one instance (and `npm start`);
 *   wrong for several, which would each keep their own codes and counts.
 * - `openStore('redis://host:6379/0')` (or `rediss://`): a Redis or Valkey server that every
 *   instance shares.
 *
 * Expiry and single use are done by the store itself (Redis `SET key value NX PX ttl` and
 * `GETDEL`), never by a read then a write here, so two instances cannot both take one code.
 *
 * It fails closed: when the server is down or slow, every operation rejects within a second with
 * `StoreUnavailable` (offline queue off, command timeout, no retry of a command; the connection
 * keeps being remade in the background), and the caller answers 503 rather than letting anybody
 * through. There is deliberately no fallback to memory: a count kept on one instance only would
 * let an attacker spread attempts over the others. Arguments that make no sense (a ttl of 0, a
 * fractional count) are programming errors and reject with a RangeError instead.
 *
 * Keys are namespaced by `prefix` (default `mc:`), so several sites may share one server; a
 * limiter's counts are kept under `<prefix>limit:<name>:<key>` and a feed's logs under
 * `<prefix>feed:<name>:<key>` (its channel is `<prefix>feed:<name>`), so keys of putNew should not
 * begin with `limit:` or `feed:`.
 */
import type { Feed, FeedRule } from './feed.ts';
import { openMemoryStore } from './memory.ts';
import { openRedisStore } from './redis.ts';

export { StoreUnavailable } from './errors.ts';
export { compareFeedIds, isFeedId, type Feed, type FeedEntry, type FeedListener, type FeedListening, type FeedRule } from './feed.ts';

export interface SharedStore {
  readonly kind: 'memory' | 'redis';
  /** Stores value under key for ttlMs unless the key exists; false when it did. */
  putNew(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** The value, removed in the same step (single use); undefined when absent or expired. */
  take(key: string): Promise<string | undefined>;
  /** The value without removing it; undefined when absent or expired. */
  peek(key: string): Promise<string | undefined>;
  delete(key: string): Promise<void>;
  /**
   * A fixed-window counter shared by every instance (rate-limiter-flexible under it). One name is
   * one rule: asking again for a name returns the same limiter, and a different rule under a
   * name already in use throws.
   */
  limiter(name: string, rule: LimitRule): Limiter;
  /**
   * A feed (front/store/feed.ts): short bounded logs per key whose appends every process sharing
   * the store hears at once (the live streams' events). One name is one rule, as for limiters.
   */
  feed(name: string, rule: FeedRule): Feed;
  /** True when the store answers now (for a health route); never rejects. */
  ping(): Promise<boolean>;
  /** Lets go of the connection; every operation after it rejects with StoreUnavailable. */
  close(): Promise<void>;
}

export interface LimitRule {
  /** How many may be counted in one window. */
  points: number;
  /** The window, in milliseconds; rounded up to whole seconds (rate-limiter-flexible counts in seconds). */
  durationMs: number;
  /** Once over the limit, refuse for this long instead of until the window ends (whole seconds too). */
  blockMs?: number;
}

export type LimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterMs: number };

export interface Limiter {
  /** Counts one (or n) against key: allowed, or refused with the time until it may try again. */
  consume(key: string, n?: number): Promise<LimitDecision>;
  /** Forgets key's count (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
}

export interface StoreOptions {
  /** Put before every key (default `mc:`). */
  prefix?: string;
  /** The memory store's clock for putNew's expiry (tests); a server keeps its own. */
  now?: () => number;
  /** Where the Redis store says it lost or regained its server (default console.warn). */
  log?: (line: string) => void;
}

export const DEFAULT_PREFIX = 'mc:';

/** The store for `url` (MC_STORE_URL): memory when it is empty, else the Redis or Valkey server it names. */
export function openStore(url?: string, options: StoreOptions = {}): SharedStore {
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const address = url?.trim();
  if (!address) return openMemoryStore({ prefix, now: options.now });
  // Said at start, so a typo in the setting stops the instance instead of failing every request.
  if (!/^rediss?:\/\//i.test(address)) {
    throw new Error(`MC_STORE_URL must be a redis:// or rediss:// URL (Redis or Valkey), not "${address.replace(/\/\/[^@/]*@/, '//…@')}"`);
  }
  return openRedisStore(address, { prefix, log: options.log ?? ((line) => console.warn(line)) });
}
