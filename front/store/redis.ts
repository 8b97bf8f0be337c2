/**
 * The shared store on a Redis or Valkey server, which every front instance shares.
 *
 * Fail closed, quickly: a command is never queued while the connection is down
 * (`enableOfflineQueue: false`) and never sent again after a reconnection (`maxRetriesPerRequest: 0`,
 * so a `take` cannot run twice), a command without an answer fails after COMMAND_TIMEOUT_MS, and
 * every operation as a whole after OPERATION_DEADLINE_MS. The client keeps reconnecting in the
 * background, and operations work again as soon as the server answers. One that timed out may
 * still have run on the server (a code taken, a count added): the caller's 503 makes the person
 * try again, which is the safe side.
 */
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { checkTtl, StoreUnavailable } from './errors.ts';
import { type Feed, type FeedListener, type FeedRule, feedRegistry, isFeedId } from './feed.ts';
import { type Guard, limiterRegistry } from './limiter.ts';
import type { SharedStore } from './store.ts';

/** Redis answers in well under a millisecond; one that has not answered by then is in trouble. */
const COMMAND_TIMEOUT_MS = 400;
/** An operation's whole budget: its one or two commands, and waiting for the first connection. */
const OPERATION_DEADLINE_MS = 750;
const CONNECT_TIMEOUT_MS = 500;
/** Reconnection attempts come quickly at first, then every this often while the server is away. */
const MAX_RECONNECT_DELAY_MS = 500;

export function openRedisStore(url: string, options: { prefix: string; log: (line: string) => void }): SharedStore {
  const { prefix, log } = options;
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // A number every time: never give up, the server may come back at any moment.
    retryStrategy: (attempt) => Math.min(attempt * 50, MAX_RECONNECT_DELAY_MS),
  });

  let closing = false;
  let lastError = 'connection closed';
  let state: 'starting' | 'up' | 'down' = 'starting';
  // Without a listener ioredis prints every failed reconnection; a transition is said once instead.
  client.on('error', (error: Error) => {
    lastError = error.message;
  });
  client.on('ready', () => {
    if (state === 'down') log('shared store: the server answers again');
    state = 'up';
    lastError = 'connection closed';
  });
  client.on('reconnecting', () => {
    if (state === 'down' || closing) return;
    log(`shared store: ${state === 'up' ? 'lost the server' : 'cannot reach the server'} (${lastError}); refusing until it is back`);
    state = 'down';
  });

  // Operations asked for while the very first connection is being made wait for its outcome
  // (within their deadline), so a store is usable as soon as it is opened.
  let firstAttempt: Promise<void> | undefined = new Promise<void>((settled) => {
    const done = () => {
      firstAttempt = undefined;
      settled();
    };
    client.once('ready', done);
    client.once('reconnecting', done);
    client.once('end', done);
  });

  const guard: Guard = async (what, operation) => {
    if (closing) throw new StoreUnavailable(`shared store: ${what} after close`);
    const attempt = async () => {
      if (firstAttempt) await firstAttempt;
      return operation();
    };
    try {
      return await withinDeadline(attempt(), what);
    } catch (error) {
      if (error instanceof StoreUnavailable) throw error;
      throw new StoreUnavailable(`shared store: ${what} failed (${error instanceof Error ? error.message : String(error)})`, { cause: error });
    }
  };

  const limiters = limiterRegistry(prefix, (rule) => new RateLimiterRedis({ storeClient: client, rejectIfRedisNotReady: true, ...rule }), guard);
  const channels = subscriptions(client, () => closing);
  const feed = feedRegistry((name, rule) => redisFeed(client, `${prefix}feed:${name}`, rule, guard, channels));

  return {
    kind: 'redis',
    async putNew(key, value, ttlMs) {
      checkTtl(ttlMs);
      return (await guard('putNew', () => client.set(prefix + key, value, 'PX', ttlMs, 'NX'))) === 'OK';
    },
    async take(key) {
      return (await guard('take', () => client.getdel(prefix + key))) ?? undefined;
    },
    async peek(key) {
      return (await guard('peek', () => client.get(prefix + key))) ?? undefined;
    },
    async delete(key) {
      await guard('delete', () => client.del(prefix + key));
    },
    limiter: (name, rule) => limiters.limiter(name, rule),
    feed,
    ping: () =>
      guard('ping', () => client.ping()).then(
        (answer) => answer === 'PONG',
        () => false,
      ),
    async close() {
      if (closing) return;
      closing = true;
      // QUIT lets commands already sent be answered; a server that is away gets no goodbye.
      if (client.status === 'ready') await withinDeadline(client.quit(), 'close').catch(() => undefined);
      client.disconnect();
      channels.close();
    },
  };
}

function withinDeadline<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailable(`shared store: ${what} had no answer within ${OPERATION_DEADLINE_MS} ms`)), OPERATION_DEADLINE_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

// ---------------------------------------------------------------------------------------------
// Feeds (front/store/feed.ts): a Redis stream per key, one pub/sub channel per feed

/**
 * Appends, trims (count and age, by the server's clock), keeps the key alive for the age and
 * publishes `<key>\n<id>\n<value>` on the feed's channel, in one step: a listener never hears of
 * an entry that XRANGE cannot find yet, and no entry is kept that nobody was told of.
 */
const FEED_APPEND = `
local id = redis.call('XADD', KEYS[1], 'MAXLEN', ARGV[1], '*', 'v', ARGV[2])
local t = redis.call('TIME')
local ms = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('XTRIM', KEYS[1], 'MINID', string.format('%d-0', ms - tonumber(ARGV[3])))
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PUBLISH', ARGV[4], KEYS[1] .. '\\n' .. id .. '\\n' .. ARGV[2])
return id
`;

type FeedClient = Redis & { mcFeedAppend(key: string, maxEntries: number, value: string, maxAgeMs: number, channel: string): Promise<string> };

function redisFeed(client: Redis, base: string, rule: FeedRule, guard: Guard, channels: Subscriptions): Feed {
  if (!('mcFeedAppend' in client)) client.defineCommand('mcFeedAppend', { numberOfKeys: 1, lua: FEED_APPEND });
  const keyOf = (key: string) => `${base}:${key}`;
  const entries = (rows: [string, string[]][]) => rows.map(([id, fields]) => ({ id, value: fields[fields.indexOf('v') + 1] ?? '' }));
  return {
    append: (key, value) =>
      guard(`feed append`, () => (client as FeedClient).mcFeedAppend(keyOf(key), rule.maxEntries, value, rule.maxAgeMs, base)).then(String),
    async since(key, afterId) {
      // An exclusive start (Redis 6.2 and later); a malformed id reads as "from the start".
      const start = afterId !== undefined && isFeedId(afterId) ? `(${afterId}` : '-';
      return entries(await guard('feed since', () => client.xrange(keyOf(key), start, '+', 'COUNT', rule.maxEntries)));
    },
    async last(key) {
      const rows = await guard('feed last', () => client.xrevrange(keyOf(key), '+', '-', 'COUNT', 1));
      return rows[0]?.[0];
    },
    listen: (listener) => channels.listen(base, `${base}:`, listener),
  };
}

interface Subscriptions {
  listen(channel: string, keyPrefix: string, listener: FeedListener): { ready(): Promise<void>; stop(): void };
  close(): void;
}

/**
 * One subscriber connection per store, made at the first listener, for every feed's channel. It
 * queues its SUBSCRIBE until connected and subscribes again after every reconnection; a channel
 * is "live" once the server confirmed it on the current connection. When the connection drops,
 * every listener hears `lost` (appends made meanwhile reach nobody here: they read `since`).
 */
function subscriptions(client: Redis, closing: () => boolean): Subscriptions {
  let subscriber: Redis | undefined;
  const byChannel = new Map<string, { keyPrefix: string; listeners: Set<FeedListener>; live: boolean; waiting: (() => void)[] }>();

  const confirm = async (names: string[]) => {
    if (!subscriber || names.length === 0) return;
    try {
      await subscriber.subscribe(...names);
    } catch {
      return; // the connection went again: the next 'ready' subscribes
    }
    if (subscriber.status !== 'ready') return;
    for (const name of names) {
      const channel = byChannel.get(name);
      if (!channel) continue;
      channel.live = true;
      for (const wake of channel.waiting.splice(0)) wake();
    }
  };

  const open = (): Redis => {
    if (subscriber) return subscriber;
    // Its own connection: a subscribed connection takes no other commands. Commands wait for it.
    const sub = client.duplicate({ enableOfflineQueue: true, autoResubscribe: true, lazyConnect: false });
    subscriber = sub;
    sub.on('error', () => undefined);
    sub.on('ready', () => void confirm([...byChannel.keys()]));
    const drop = () => {
      for (const channel of byChannel.values()) {
        if (!channel.live) continue;
        channel.live = false;
        for (const listener of channel.listeners) listener.lost?.();
      }
    };
    sub.on('close', drop);
    sub.on('end', drop);
    sub.on('message', (name: string, message: string) => {
      const channel = byChannel.get(name);
      if (!channel) return;
      const first = message.indexOf('\n');
      const second = message.indexOf('\n', first + 1);
      if (first < 0 || second < 0) return;
      const fullKey = message.slice(0, first);
      if (!fullKey.startsWith(channel.keyPrefix)) return;
      const key = fullKey.slice(channel.keyPrefix.length);
      const entry = { id: message.slice(first + 1, second), value: message.slice(second + 1) };
      for (const listener of [...channel.listeners]) listener.entry(key, entry);
    });
    return sub;
  };

  return {
    listen(name, keyPrefix, listener) {
      const sub = open();
      let channel = byChannel.get(name);
      if (!channel) {
        channel = { keyPrefix, listeners: new Set(), live: false, waiting: [] };
        byChannel.set(name, channel);
        if (sub.status === 'ready') void confirm([name]);
      }
      channel.listeners.add(listener);
      const own = channel;
      return {
        ready() {
          if (closing()) return Promise.reject(new StoreUnavailable('shared store: feed listen after close'));
          if (own.live) return Promise.resolve();
          const heard = new Promise<void>((resolve) => own.waiting.push(resolve));
          return withinDeadline(heard, 'feed listen');
        },
        stop() {
          own.listeners.delete(listener);
        },
      };
    },
    close() {
      subscriber?.disconnect();
      for (const channel of byChannel.values()) channel.listeners.clear();
    },
  };
}
