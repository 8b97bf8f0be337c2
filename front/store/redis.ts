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
