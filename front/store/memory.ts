/**
 * The shared store in this process's memory: right for one front instance and for `npm start`.
 * Every operation runs to its end without awaiting anything, so nothing can interleave between a
 * check and a write, and single use holds as it does on a server.
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { type Guard, limiterRegistry } from './limiter.ts';
import type { SharedStore } from './store.ts';
import { checkTtl, StoreUnavailable } from './errors.ts';
import { feedRegistry, memoryFeed } from './feed.ts';

/** How often, at most, a write also clears out the expired entries. */
const SWEEP_EVERY_MS = 10_000;

interface Entry {
  value: string;
  expiresAt: number;
}

export interface MemoryStore extends SharedStore {
  readonly kind: 'memory';
  /** Entries held, expired ones not yet swept included (tests and metrics). */
  readonly size: number;
}

export function openMemoryStore(options: { prefix: string; now?: () => number }): MemoryStore {
  const { prefix } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let lastSweep = now();
  let closed = false;

  const guard: Guard = async (what, operation) => {
    if (closed) throw new StoreUnavailable(`shared store: ${what} after close`);
    return operation();
  };

  // Sweeping on writes is enough: only writes make the map grow, and it needs no timer to stop.
  function sweepNowAndThen(at: number): void {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  }

  function live(key: string, at: number): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= at) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  const limiters = limiterRegistry(prefix, (rule) => new RateLimiterMemory(rule), guard);
  const feeds: ReturnType<typeof memoryFeed>[] = [];
  const feed = feedRegistry((name, rule) => {
    const made = memoryFeed(name, rule, now, guard);
    feeds.push(made);
    return made;
  });

  return {
    kind: 'memory',
    get size() {
      return entries.size;
    },
    putNew: (key, value, ttlMs) =>
      guard('putNew', async () => {
        checkTtl(ttlMs);
        const at = now();
        sweepNowAndThen(at);
        if (live(prefix + key, at)) return false;
        entries.set(prefix + key, { value, expiresAt: at + ttlMs });
        return true;
      }),
    take: (key) =>
      guard('take', async () => {
        const entry = live(prefix + key, now());
        entries.delete(prefix + key);
        return entry?.value;
      }),
    peek: (key) => guard('peek', async () => live(prefix + key, now())?.value),
    delete: (key) =>
      guard('delete', async () => {
        entries.delete(prefix + key);
      }),
    limiter: (name, rule) => limiters.limiter(name, rule),
    feed,
    ping: async () => !closed,
    close: async () => {
      closed = true;
      entries.clear();
      for (const f of feeds) f.clear();
    },
  };
}
