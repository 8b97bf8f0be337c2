import { randomUUID } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RedisTestServer, startRedisServer } from '../../tests/support/redis-server.ts';
import { scaled } from '../../tests/timeout-scale.mjs';
import { openMemoryStore } from './memory.ts';
import { compareFeedIds, isFeedId, type LimitDecision, openStore, type SharedStore, StoreUnavailable } from './store.ts';

/**
 * The same behaviour, asked of the memory store and of a real redis-server; then what only a
 * server shows: several front instances sharing it, and failing closed when it is away or silent.
 */

const SERVER_START_MS = 60_000;

let server: RedisTestServer;
let faultyServer: RedisTestServer;
beforeAll(async () => {
  [server, faultyServer] = await Promise.all([startRedisServer(), startRedisServer()]);
}, SERVER_START_MS);
afterAll(async () => {
  await Promise.all([server?.stop(), faultyServer?.stop()]);
});

const opened: SharedStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

function keep<T extends SharedStore>(store: T): T {
  opened.push(store);
  return store;
}

const quiet = () => undefined;
const unique = (name: string) => `${name}:${randomUUID()}`;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function eventually(check: () => Promise<boolean>, what: string, limitMs = scaled(15_000)): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${limitMs} ms: ${what}`);
    await delay(20);
  }
}

/** A listener on a server's port while it is down: counts the connections made to it and ends each. */
async function connectionsTo(port: number): Promise<{ count: () => number; close: () => Promise<void> }> {
  let count = 0;
  const sockets = new Set<Socket>();
  const listener = createServer((socket) => {
    count += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(port, '127.0.0.1', resolve);
  });
  return {
    count: () => count,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}

interface Subject {
  kind: 'memory' | 'redis';
  open(): SharedStore;
  /**
   * Time passes beyond a limit of `ms`: the memory store's clock moves on; a server's own clock is
   * real time, and the test waits until `passed` (what the limit's end changes) holds.
   */
  elapse(ms: number, passed: () => Promise<boolean>): Promise<void>;
}

let memoryClock = 1_700_000_000_000;
const subjects: Subject[] = [
  {
    kind: 'memory',
    open: () => keep(openStore(undefined, { now: () => memoryClock })),
    elapse: async (ms) => {
      memoryClock += ms;
    },
  },
  {
    kind: 'redis',
    open: () => keep(openStore(server.url, { log: quiet })),
    elapse: (ms, passed) => eventually(passed, `the end of a ${ms} ms limit`),
  },
];

describe.each(subjects)('$kind store', (subject) => {
  it('is the kind asked for', () => {
    expect(subject.open().kind).toBe(subject.kind);
  });

  it('putNew stores a value once: a second putNew of the key is refused and keeps the first value', async () => {
    const store = subject.open();
    const key = unique('code');
    expect(await store.putNew(key, 'first', 60_000)).toBe(true);
    expect(await store.putNew(key, 'second', 60_000)).toBe(false);
    expect(await store.peek(key)).toBe('first');
  });

  it('of 20 parallel putNew of one key, exactly one wins', async () => {
    const store = subject.open();
    const key = unique('captcha');
    const won = await Promise.all(Array.from({ length: 20 }, (_, i) => store.putNew(key, `answer ${i}`, 60_000)));
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await store.peek(key)).toBe(`answer ${won.indexOf(true)}`);
  });

  it('take answers the value once: of 20 parallel takes of one key, exactly one gets it', async () => {
    const store = subject.open();
    const key = unique('handoff');
    await store.putNew(key, 'token-for-one-use', 60_000);
    const taken = await Promise.all(Array.from({ length: 20 }, () => store.take(key)));
    expect(taken.filter((value) => value !== undefined)).toEqual(['token-for-one-use']);
    expect(await store.take(key)).toBeUndefined();
    expect(await store.peek(key)).toBeUndefined();
  });

  it('peek leaves the value; delete removes it; absent keys are undefined', async () => {
    const store = subject.open();
    const key = unique('lock');
    expect(await store.peek(key)).toBeUndefined();
    expect(await store.take(key)).toBeUndefined();
    await store.delete(key); // deleting nothing is fine
    await store.putNew(key, 'v', 60_000);
    expect(await store.peek(key)).toBe('v');
    expect(await store.peek(key)).toBe('v');
    await store.delete(key);
    expect(await store.peek(key)).toBeUndefined();
    expect(await store.putNew(key, 'again', 60_000)).toBe(true);
  });

  it('a value expires after its ttl: gone for peek and take, and the key can be put anew', async () => {
    const store = subject.open();
    const key = unique('captcha');
    await store.putNew(key, 'answer', 150);
    expect(await store.peek(key)).toBe('answer');
    await subject.elapse(200, async () => (await store.peek(key)) === undefined);
    expect(await store.peek(key)).toBeUndefined();
    expect(await store.take(key)).toBeUndefined();
    expect(await store.putNew(key, 'next', 150)).toBe(true);
    expect(await store.take(key)).toBe('next');
  });

  it('refuses a ttl that is not a whole number of milliseconds of at least 1', async () => {
    const store = subject.open();
    for (const ttl of [0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(store.putNew(unique('k'), 'v', ttl)).rejects.toBeInstanceOf(RangeError);
    }
  });

  describe('limiter', () => {
    it('allows points per window with what remains, then refuses with the time until the window ends', async () => {
      const limiter = subject.open().limiter(unique('sign-in'), { points: 3, durationMs: 1000 });
      const key = unique('203.0.113.7');
      expect(await limiter.consume(key)).toEqual({ allowed: true, remaining: 2 });
      expect(await limiter.consume(key)).toEqual({ allowed: true, remaining: 1 });
      expect(await limiter.consume(key)).toEqual({ allowed: true, remaining: 0 });
      const refused = await limiter.consume(key);
      expect(refused.allowed).toBe(false);
      if (refused.allowed) return;
      expect(refused.retryAfterMs).toBeGreaterThan(0);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(1000);
      // The counter's own clock is real time for both stores: asked until its window has ended.
      // A refused point counts in the ended window, not the next: the first allowed one leaves 2.
      let next: LimitDecision = refused;
      await eventually(async () => (next = await limiter.consume(key)).allowed, 'the next window');
      expect(next).toEqual({ allowed: true, remaining: 2 });
    });

    it('counts n at once, and counts keys apart', async () => {
      const limiter = subject.open().limiter(unique('captcha'), { points: 5, durationMs: 60_000 });
      const [one, two] = [unique('a'), unique('b')];
      expect(await limiter.consume(one, 4)).toEqual({ allowed: true, remaining: 1 });
      expect((await limiter.consume(one, 2)).allowed).toBe(false);
      expect(await limiter.consume(two)).toEqual({ allowed: true, remaining: 4 });
    });

    it('blockMs refuses for longer than the window once over the limit', async () => {
      const limiter = subject.open().limiter(unique('lock'), { points: 1, durationMs: 1000, blockMs: 30_000 });
      const key = unique('member');
      expect((await limiter.consume(key)).allowed).toBe(true);
      const refused = await limiter.consume(key);
      expect(refused).toMatchObject({ allowed: false });
      if (!refused.allowed) expect(refused.retryAfterMs).toBeGreaterThan(20_000);
    });

    it('reset forgets a key (e.g. after a successful sign-in)', async () => {
      const limiter = subject.open().limiter(unique('sign-in'), { points: 1, durationMs: 60_000, blockMs: 60_000 });
      const key = unique('member');
      await limiter.consume(key);
      expect((await limiter.consume(key)).allowed).toBe(false);
      await limiter.reset(key);
      expect(await limiter.consume(key)).toEqual({ allowed: true, remaining: 0 });
    });

    it('limiters of different names count apart; one name is one rule', async () => {
      const store = subject.open();
      const [name, otherName] = [unique('sign-in'), unique('captcha')];
      const rule = { points: 1, durationMs: 60_000 };
      expect(store.limiter(name, rule)).toBe(store.limiter(name, { ...rule }));
      expect(() => store.limiter(name, { points: 6, durationMs: 60_000 })).toThrow(/another rule/);
      expect((await store.limiter(name, rule).consume('same key')).allowed).toBe(true);
      expect((await store.limiter(otherName, rule).consume('same key')).allowed).toBe(true);
      expect((await store.limiter(name, rule).consume('same key')).allowed).toBe(false);
    });

    it('refuses a rule or a count that makes no sense', async () => {
      const store = subject.open();
      expect(() => store.limiter(unique('x'), { points: 0, durationMs: 1000 })).toThrow(RangeError);
      expect(() => store.limiter(unique('x'), { points: 1, durationMs: 0 })).toThrow(RangeError);
      expect(() => store.limiter(unique('x'), { points: 1, durationMs: 1000, blockMs: -1 })).toThrow(RangeError);
      const limiter = store.limiter(unique('x'), { points: 5, durationMs: 1000 });
      await expect(limiter.consume('k', 0)).rejects.toBeInstanceOf(RangeError);
      await expect(limiter.consume('k', 1.5)).rejects.toBeInstanceOf(RangeError);
    });
  });

  describe('feed', () => {
    const rule = { maxEntries: 3, maxAgeMs: 60_000 };

    it('appends with increasing ids, reads what came after an id, the newest id, and keys apart', async () => {
      const feed = subject.open().feed(unique('live'), rule);
      const ids = [await feed.append('u:1', 'a'), await feed.append('u:1', 'b'), await feed.append('u:2', 'x'), await feed.append('u:1', 'c')];
      expect(ids.every(isFeedId)).toBe(true);
      expect(compareFeedIds(ids[0]!, ids[1]!)).toBeLessThan(0);
      expect(compareFeedIds(ids[1]!, ids[3]!)).toBeLessThan(0);
      expect(await feed.since('u:1')).toEqual([
        { id: ids[0], value: 'a' },
        { id: ids[1], value: 'b' },
        { id: ids[3], value: 'c' },
      ]);
      expect(await feed.since('u:1', ids[1])).toEqual([{ id: ids[3], value: 'c' }]);
      expect(await feed.since('u:1', ids[3])).toEqual([]);
      expect(await feed.last('u:1')).toBe(ids[3]);
      expect(await feed.last('u:2')).toBe(ids[2]);
      expect(await feed.last('nobody')).toBeUndefined();
      expect(await feed.since('nobody')).toEqual([]);
    });

    it('keeps the newest maxEntries per key, and nothing older than maxAgeMs', async () => {
      const store = subject.open();
      const feed = store.feed(unique('live'), rule);
      for (const v of ['1', '2', '3', '4', '5']) await feed.append('k', v);
      expect((await feed.since('k')).map((e) => e.value)).toEqual(['3', '4', '5']);
      const aging = store.feed(unique('live'), { maxEntries: 10, maxAgeMs: 150 });
      await aging.append('k', 'old');
      await subject.elapse(250, async () => (await aging.since('k')).length === 0);
      await aging.append('k', 'new');
      expect((await aging.since('k')).map((e) => e.value)).toEqual(['new']);
    });

    it('tells every listener of each append, in order, with the id since() gives', async () => {
      const store = subject.open();
      const name = unique('live');
      const feed = store.feed(name, rule);
      const heard: string[] = [];
      const listening = feed.listen({ entry: (key, e) => heard.push(`${key} ${e.id} ${e.value}`) });
      await listening.ready();
      const ids = [await feed.append('u:1', 'one'), await feed.append('u:2', 'two')];
      await eventually(async () => heard.length === 2, 'both appends heard');
      expect(heard).toEqual([`u:1 ${ids[0]} one`, `u:2 ${ids[1]} two`]);
      listening.stop();
      // A listener still on is told in the same round: once it has heard, a stopped one would have too.
      const after: string[] = [];
      const still = feed.listen({ entry: (_key, e) => after.push(e.value) });
      await still.ready();
      await feed.append('u:1', 'three');
      await eventually(async () => after.includes('three'), 'the append heard by the listener still on');
      expect(heard).toHaveLength(2);
      still.stop();
    });

    it('one name is one rule; a rule that makes no sense throws', () => {
      const store = subject.open();
      const name = unique('live');
      expect(store.feed(name, rule)).toBe(store.feed(name, { ...rule }));
      expect(() => store.feed(name, { maxEntries: 4, maxAgeMs: 60_000 })).toThrow(/another rule/);
      expect(() => store.feed(unique('x'), { maxEntries: 0, maxAgeMs: 1000 })).toThrow(RangeError);
      expect(() => store.feed(unique('x'), { maxEntries: 1, maxAgeMs: 0 })).toThrow(RangeError);
    });
  });

  it('answers ping while open; after close every operation rejects with StoreUnavailable', async () => {
    const store = subject.open();
    const limiter = store.limiter(unique('x'), { points: 5, durationMs: 1000 });
    expect(await store.ping()).toBe(true);
    await store.close();
    await store.close(); // twice is fine
    expect(await store.ping()).toBe(false);
    await expect(store.putNew('k', 'v', 1000)).rejects.toBeInstanceOf(StoreUnavailable);
    await expect(store.take('k')).rejects.toBeInstanceOf(StoreUnavailable);
    await expect(store.peek('k')).rejects.toBeInstanceOf(StoreUnavailable);
    await expect(store.delete('k')).rejects.toBeInstanceOf(StoreUnavailable);
    await expect(limiter.consume('k')).rejects.toBeInstanceOf(StoreUnavailable);
    await expect(limiter.reset('k')).rejects.toBeInstanceOf(StoreUnavailable);
  });
});

describe('openStore', () => {
  it('is memory without a URL, or with an empty one', () => {
    expect(keep(openStore()).kind).toBe('memory');
    expect(keep(openStore('  ')).kind).toBe('memory');
  });

  it('refuses a URL that names no Redis or Valkey server, without repeating its password', () => {
    expect(() => openStore('http://example.test/')).toThrow(/redis:\/\//);
    expect(() => openStore('memcached://user:secret@cache:11211')).toThrow(/^(?!.*secret)/s);
  });
});

describe('memory store', () => {
  it('sweeps expired entries on later writes, so it does not grow forever', async () => {
    let now = 0;
    const store = keep(openMemoryStore({ prefix: 'mc:', now: () => now }));
    for (let i = 0; i < 1000; i++) await store.putNew(`code:${i}`, 'v', 1000);
    expect(store.size).toBe(1000);
    now += 60_000;
    await store.putNew('one more', 'v', 1000);
    expect(store.size).toBe(1);
  });

  it('is one per process: two memory stores do not share (several instances need a server)', async () => {
    const [one, two] = [keep(openStore()), keep(openStore())];
    await one.putNew('code', 'v', 60_000);
    expect(await two.peek('code')).toBeUndefined();
  });
});

describe('redis store shared by several front instances', () => {
  const instances = () => [keep(openStore(server.url, { log: quiet })), keep(openStore(server.url, { log: quiet }))] as const;

  it('a code put by one instance is taken once, whichever instances race for it', async () => {
    const [one, two] = instances();
    const key = unique('handoff');
    expect(await one.putNew(key, 'code', 60_000)).toBe(true);
    expect(await two.putNew(key, 'other', 60_000)).toBe(false);
    const taken = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).take(key)));
    expect(taken.filter((value) => value !== undefined)).toEqual(['code']);
  });

  it('keys are namespaced by the prefix, so sites may share a server', async () => {
    const key = unique('code');
    const site = keep(openStore(server.url, { prefix: 'site-a:', log: quiet }));
    const other = keep(openStore(server.url, { prefix: 'site-b:', log: quiet }));
    await site.putNew(key, 'a', 60_000);
    expect(await other.peek(key)).toBeUndefined();
    expect(await other.putNew(key, 'b', 60_000)).toBe(true);
    expect(await site.take(key)).toBe('a');
    expect(await other.take(key)).toBe('b');
  });

  it('a limiter counts for all instances together', async () => {
    const [one, two] = instances();
    const name = unique('sign-in');
    const rule = { points: 4, durationMs: 60_000 };
    const key = unique('198.51.100.4');
    expect(await one.limiter(name, rule).consume(key)).toEqual({ allowed: true, remaining: 3 });
    expect(await two.limiter(name, rule).consume(key)).toEqual({ allowed: true, remaining: 2 });
    expect(await one.limiter(name, rule).consume(key)).toEqual({ allowed: true, remaining: 1 });
    expect(await two.limiter(name, rule).consume(key)).toEqual({ allowed: true, remaining: 0 });
    expect((await one.limiter(name, rule).consume(key)).allowed).toBe(false);
    expect((await two.limiter(name, rule).consume(key)).allowed).toBe(false);
    await one.limiter(name, rule).reset(key);
    expect((await two.limiter(name, rule).consume(key)).allowed).toBe(true);
  });
});

describe('a feed on a redis store shared by several processes', () => {
  it('what one appends, the other hears and reads; a store opened later reads it too', async () => {
    const [one, two] = [keep(openStore(server.url, { log: quiet })), keep(openStore(server.url, { log: quiet }))];
    const name = unique('live');
    const rule = { maxEntries: 10, maxAgeMs: 60_000 };
    const heard: string[] = [];
    const listening = two.feed(name, rule).listen({ entry: (key, e) => heard.push(`${key}:${e.value}`) });
    await listening.ready();
    const id = await one.feed(name, rule).append('u:7', 'balance');
    await eventually(async () => heard.length === 1, 'the other instance hears it');
    expect(heard).toEqual(['u:7:balance']);
    const later = keep(openStore(server.url, { log: quiet }));
    expect(await later.feed(name, rule).since('u:7')).toEqual([{ id, value: 'balance' }]);
    listening.stop();
  });

  it('a listener hears `lost` when the server goes, and hears again once it is back', async () => {
    const store = keep(openStore(faultyServer.url, { log: quiet }));
    const feed = store.feed(unique('live'), { maxEntries: 10, maxAgeMs: 60_000 });
    const heard: string[] = [];
    let lost = 0;
    const listening = feed.listen({ entry: (_key, e) => heard.push(e.value), lost: () => lost++ });
    await listening.ready();
    await faultyServer.down();
    try {
      await eventually(async () => lost === 1, 'lost');
      await expect(feed.append('k', 'v')).rejects.toBeInstanceOf(StoreUnavailable);
      await expect(listening.ready()).rejects.toBeInstanceOf(StoreUnavailable);
    } finally {
      await faultyServer.up();
    }
    await eventually(
      () =>
        listening.ready().then(
          () => true,
          () => false,
        ),
      'listening again',
    );
    await eventually(
      () =>
        feed.append('k', 'after').then(
          () => true,
          () => false,
        ),
      'appending again',
    );
    await eventually(async () => heard.includes('after'), 'heard after');
    listening.stop();
  });
});

describe('redis store fails closed', () => {
  const WITHIN_MS = 1000;

  /** Every operation, each of which must reject with StoreUnavailable within a second. */
  function everyOperation(store: SharedStore) {
    const limiter = store.limiter('fail-closed', { points: 5, durationMs: 60_000 });
    return {
      putNew: () => store.putNew(unique('k'), 'v', 60_000),
      take: () => store.take('k'),
      peek: () => store.peek('k'),
      delete: () => store.delete('k'),
      consume: () => limiter.consume('k'),
      reset: () => limiter.reset('k'),
    };
  }

  async function expectRefusedQuickly(store: SharedStore): Promise<void> {
    for (const [name, operation] of Object.entries(everyOperation(store))) {
      const started = performance.now();
      const outcome = await operation().then(
        () => 'answered',
        (error: unknown) => error,
      );
      const took = performance.now() - started;
      expect(outcome, name).toBeInstanceOf(StoreUnavailable);
      expect(took, name).toBeLessThan(WITHIN_MS);
    }
    const started = performance.now();
    expect(await store.ping()).toBe(false);
    expect(performance.now() - started).toBeLessThan(WITHIN_MS);
  }

  async function expectWorking(store: SharedStore): Promise<void> {
    await eventually(() => store.ping(), 'the store answers again');
    const key = unique('code');
    expect(await store.putNew(key, 'v', 60_000)).toBe(true);
    expect(await store.take(key)).toBe('v');
    expect((await store.limiter('fail-closed', { points: 5, durationMs: 60_000 }).consume(unique('k'))).allowed).toBe(true);
  }

  it('while the server is gone every operation rejects quickly, and all works again once it is back on its port', async () => {
    const said: string[] = [];
    const store = keep(openStore(faultyServer.url, { log: (line) => said.push(line) }));
    await expectWorking(store);
    await faultyServer.down();
    try {
      await expectRefusedQuickly(store);
      // Still refusing while reconnection attempts go on in the background: two of them reach the
      // server's port, where a listener ends each at once.
      const attempts = await connectionsTo(faultyServer.port);
      try {
        await eventually(async () => attempts.count() >= 2, 'two reconnection attempts');
        await expectRefusedQuickly(store);
      } finally {
        await attempts.close();
      }
    } finally {
      await faultyServer.up();
    }
    await expectWorking(store);
    expect(said).toEqual([expect.stringMatching(/lost the server/), expect.stringMatching(/answers again/)]);
  });

  it('while the server is silent every operation rejects quickly, and all works again once it answers', async () => {
    const store = keep(openStore(faultyServer.url, { log: quiet }));
    await expectWorking(store);
    faultyServer.freeze();
    try {
      await expectRefusedQuickly(store);
    } finally {
      faultyServer.thaw();
    }
    await expectWorking(store);
  });

  it('a store opened while its server is away refuses quickly, and works once the server comes', async () => {
    await faultyServer.down();
    const store = keep(openStore(faultyServer.url, { log: quiet }));
    try {
      await expectRefusedQuickly(store);
    } finally {
      await faultyServer.up();
    }
    await expectWorking(store);
  });
});
