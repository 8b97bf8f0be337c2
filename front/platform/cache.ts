/**
 * A short cache of the platform's public facts (configuration, texts, banners, notices, hot
 * matches, the game list's first page), shared by every request an instance serves, per
 * merchant and language (in the key). Each call declares its strategy where it is made
 * (`CACHE_SHORT`), as the first screen does.
 *
 * - Fresh: answered from memory.
 * - Stale (past `freshMs`, within `staleMs`): answered from memory at once, and fetched again in
 *   the background (stale-while-revalidate), once however many requests ask.
 * - Missing: fetched once however many requests ask at the same moment. A failure is not kept,
 *   but for a second, so a platform that is down is not asked by every page at once.
 */
export interface CacheStrategy {
  freshMs: number;
  staleMs: number;
}

export const CACHE_SHORT: CacheStrategy = { freshMs: 5_000, staleMs: 60_000 };
/** Not cached: anything personal, and every fact when the cache is off (MC_PUBLIC_CACHE=0). */
export const CACHE_NONE: CacheStrategy = { freshMs: 0, staleMs: 0 };

const FAILURE_HOLD_MS = 1_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  value: unknown;
  /** When the value was fetched; undefined while the first fetch runs. */
  at?: number;
  failedAt?: number;
  loading?: Promise<unknown>;
}

export class PublicCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly enabled = true,
    private readonly now: () => number = Date.now,
  ) {}

  /** The value for `key`: from memory when fresh enough, else from `load`; undefined when `load` failed and nothing is kept. */
  async get<V>(key: string, strategy: CacheStrategy, load: () => Promise<V>): Promise<V | undefined> {
    if (!this.enabled || strategy.staleMs <= 0) return load().catch(() => undefined);
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry?.at !== undefined) {
      const age = now - entry.at;
      if (age < strategy.freshMs) return entry.value as V;
      if (age < strategy.staleMs) {
        this.refresh(entry, load);
        return entry.value as V;
      }
    }
    if (entry?.failedAt !== undefined && now - entry.failedAt < FAILURE_HOLD_MS && entry.at === undefined) return undefined;
    const current = entry ?? this.add(key);
    return (await this.refresh(current, load).catch(() => undefined)) as V | undefined;
  }

  /** One fetch at a time per key; its value replaces the entry's, its failure keeps what was there. */
  private refresh(entry: Entry, load: () => Promise<unknown>): Promise<unknown> {
    entry.loading ??= load().then(
      (value) => {
        entry.value = value;
        entry.at = this.now();
        entry.failedAt = undefined;
        entry.loading = undefined;
        return value;
      },
      (e: unknown) => {
        entry.failedAt = this.now();
        entry.loading = undefined;
        throw e;
      },
    );
    // A background refresh that fails is not an unhandled rejection: the next request tries again.
    entry.loading.catch(() => {});
    return entry.loading;
  }

  private add(key: string): Entry {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const entry: Entry = { value: undefined };
    this.entries.set(key, entry);
    return entry;
  }
}
