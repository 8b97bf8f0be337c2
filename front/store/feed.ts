/**
 * Feeds: short, bounded logs of messages per key, with every append told at once to whoever
 * listens, in every process that shares the store. The live streams (server/live/) keep their
 * events in one: a stream that reconnects reads what it missed with `since`, whichever process
 * it reaches, and one process hears what another appended.
 *
 *   const feed = store.feed('live', { maxEntries: 200, maxAgeMs: 120_000 });
 *   const id = await feed.append('u:42', '{"type":"balance",…}');
 *   const missed = await feed.since('u:42', lastSeenId);
 *   const listening = feed.listen({ entry: (key, entry) => …, lost: () => … });
 *   await listening.ready();
 *
 * - Memory: this process's own (right for one process and `npm start`).
 * - Redis or Valkey: a stream per key (XADD with MAXLEN, trimmed by age, expiring when idle) and
 *   one pub/sub channel per feed, the append and its publication in one script, so no listener
 *   hears of an entry `since` cannot find.
 *
 * Ids are `<ms>-<seq>`, increasing within a key, the time the entry was appended (Redis's own
 * stream ids, or the same form in memory from the store's clock): an id from before a restart
 * is still older than every entry appended after it. `compareFeedIds` orders them.
 *
 * Entries are kept for at least `maxAgeMs` after the key's last append and at most `maxEntries`
 * per key; older ones may linger a little (until the next append or the key's expiry).
 */

export interface FeedEntry {
  id: string;
  value: string;
}

export interface FeedRule {
  /** At most this many entries per key (the newest). */
  maxEntries: number;
  /** Entries older than this go (at the next append; a key without appends goes whole). */
  maxAgeMs: number;
}

export interface FeedListener {
  /** An entry appended to `key` (the key as given to append), in append order per key. */
  entry(key: string, entry: FeedEntry): void;
  /**
   * Delivery stopped (the store's server went away): entries may be appended that this listener
   * does not hear until `ready()` resolves again; whoever relies on them should read `since`.
   */
  lost?(): void;
}

export interface FeedListening {
  /** Resolves once appends are being heard (at once in memory); rejects with StoreUnavailable. */
  ready(): Promise<void>;
  stop(): void;
}

export interface Feed {
  /** Appends `value` under `key` and tells every listener; resolves with the entry's id. */
  append(key: string, value: string): Promise<string>;
  /** The entries of `key` after `afterId` (all that are kept without it), oldest first. */
  since(key: string, afterId?: string): Promise<FeedEntry[]>;
  /** The newest id of `key`, or undefined when nothing is kept. */
  last(key: string): Promise<string | undefined>;
  /** Hears every append to any key of this feed, from any process sharing the store. */
  listen(listener: FeedListener): FeedListening;
}

const FEED_ID = /^(\d{1,16})-(\d{1,16})$/;

/** A well-formed feed id (`<ms>-<seq>`). */
export const isFeedId = (id: string): boolean => FEED_ID.test(id);

/** Negative when a is older than b, 0 when the same, positive when newer. Both must be well-formed. */
export function compareFeedIds(a: string, b: string): number {
  const [, am = '0', as = '0'] = FEED_ID.exec(a) ?? [];
  const [, bm = '0', bs = '0'] = FEED_ID.exec(b) ?? [];
  return Number(am) - Number(bm) || Number(as) - Number(bs);
}

export function checkFeedRule(rule: FeedRule): void {
  if (!Number.isInteger(rule.maxEntries) || rule.maxEntries < 1)
    throw new RangeError(`feed maxEntries must be a whole number of at least 1, not ${rule.maxEntries}`);
  if (!Number.isInteger(rule.maxAgeMs) || rule.maxAgeMs < 1)
    throw new RangeError(`feed maxAgeMs must be a whole number of milliseconds, at least 1, not ${rule.maxAgeMs}`);
}

/** One feed per name and store: asking again returns it; another rule under the name throws (as limiters do). */
export function feedRegistry(make: (name: string, rule: FeedRule) => Feed): (name: string, rule: FeedRule) => Feed {
  const made = new Map<string, { rule: string; feed: Feed }>();
  return (name, rule) => {
    checkFeedRule(rule);
    const said = JSON.stringify({ maxEntries: rule.maxEntries, maxAgeMs: rule.maxAgeMs });
    const known = made.get(name);
    if (known) {
      if (known.rule !== said) throw new Error(`feed "${name}" already exists with another rule`);
      return known.feed;
    }
    const feed = make(name, rule);
    made.set(name, { rule: said, feed });
    return feed;
  };
}

/** How often, at most, an append also drops the memory feed's keys that have aged out. */
const SWEEP_EVERY_MS = 10_000;

/**
 * The memory feeds of one store: `now` is the store's clock. `guard` refuses after close.
 * Listeners are told in a microtask, never inside append, and in append order.
 */
export function memoryFeed(
  name: string,
  rule: FeedRule,
  now: () => number,
  guard: <T>(what: string, operation: () => Promise<T>) => Promise<T>,
): Feed & { readonly size: number; clear(): void } {
  const logs = new Map<string, { entries: (FeedEntry & { at: number })[] }>();
  const listeners = new Set<FeedListener>();
  let lastMs = 0;
  let seq = 0;
  let lastSweep = now();

  function nextId(at: number): string {
    if (at > lastMs) {
      lastMs = at;
      seq = 0;
    } else seq += 1;
    return `${lastMs}-${seq}`;
  }

  function trim(entries: (FeedEntry & { at: number })[], at: number): void {
    const oldest = at - rule.maxAgeMs;
    let drop = Math.max(0, entries.length - rule.maxEntries);
    while (drop < entries.length && entries[drop]!.at < oldest) drop++;
    if (drop > 0) entries.splice(0, drop);
  }

  function sweep(at: number): void {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    for (const [key, log] of logs) {
      trim(log.entries, at);
      if (log.entries.length === 0) logs.delete(key);
    }
  }

  const kept = (key: string) => {
    const log = logs.get(key);
    if (!log) return [];
    trim(log.entries, now());
    return log.entries;
  };

  return {
    get size() {
      let n = 0;
      for (const log of logs.values()) n += log.entries.length;
      return n;
    },
    clear() {
      logs.clear();
      listeners.clear();
    },
    append: (key, value) =>
      guard(`feed ${name} append`, async () => {
        const at = now();
        sweep(at);
        const id = nextId(at);
        let log = logs.get(key);
        if (!log) logs.set(key, (log = { entries: [] }));
        log.entries.push({ id, value, at });
        trim(log.entries, at);
        const entry = { id, value };
        const told = [...listeners];
        queueMicrotask(() => {
          for (const listener of told) if (listeners.has(listener)) listener.entry(key, entry);
        });
        return id;
      }),
    since: (key, afterId) =>
      guard(`feed ${name} since`, async () =>
        kept(key)
          .filter((e) => afterId === undefined || compareFeedIds(e.id, afterId) > 0)
          .map(({ id, value }) => ({ id, value })),
      ),
    last: (key) => guard(`feed ${name} last`, async () => kept(key).at(-1)?.id),
    listen(listener) {
      listeners.add(listener);
      return {
        ready: () => guard(`feed ${name} listen`, async () => undefined),
        stop: () => {
          listeners.delete(listener);
        },
      };
    },
  };
}
