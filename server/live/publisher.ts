/**
 * The live events' publisher: `publish(userId or 'public', type, payload)` where the platform's
 * state changes, and the subscriptions the stream endpoint (stream.ts) reads them from.
 *
 * Events are kept in a feed of the shared store (front/store/feed.ts): one log per player
 * (`u:<id>`) and one public log (`public`: maintenance), each bounded (count and age: the replay
 * window). With a Redis or Valkey store every platform process hears every append through its
 * pub/sub, so a stream on one process carries what another published, and a stream that
 * reconnects, to any process, reads what it missed; in memory (one process, `npm start`) the same
 * within the process.
 *
 * A stream's position (the SSE `id`, opaque to the client) is the last id it carried of each log
 * it reads: `<public id>` for the public stream, `<player id>_<public id>` for a player's. An
 * event may be for some sessions only (`sessions`: a sign-out ends one session, not the player's
 * others); other sessions' streams skip it and move on.
 */
import { type LiveEventPayload, type LiveEventType, isLiveEventType, liveEventSchemas } from '../../core/live/events.ts';
import { compareFeedIds, type Feed, type FeedEntry, type FeedListening, isFeedId, type SharedStore } from '../../front/store/store.ts';

export type LiveTarget = number | 'public';

export interface PublishOptions {
  /** Only the streams of these sessions carry it (default: every stream of the target). */
  sessions?: readonly number[];
}

/** One event as a stream writes it: the stream's position after it, the type and the payload (and the payload as JSON, made once for every stream). */
export interface LiveDelivery {
  id: string;
  type: LiveEventType;
  data: unknown;
  json: string;
}

export interface LiveWindow {
  /** Events kept per log (the newest). */
  maxEvents: number;
  /** How long an event is kept for replay. */
  windowMs: number;
}

export const DEFAULT_LIVE_WINDOW: LiveWindow = { maxEvents: 200, windowMs: 120_000 };

/** What a stream asks for: the public log alone, or a player's (and the public one). */
export type LiveScope = { kind: 'public' } | { kind: 'player'; userId: number; sessionId: number };

export interface LiveSubscription {
  /** The position after the last event delivered (the next event's id builds on it). */
  readonly position: string;
  close(): void;
}

interface Sink {
  scope: LiveScope;
  /** Last id carried per log key. */
  cursor: Map<string, string>;
  deliver(event: LiveDelivery): void;
  lost(): void;
  /** Entries heard while the replay is being read. */
  buffer: { key: string; event: Decoded }[] | null;
}

/** An entry read once for all the streams it goes to. */
interface Decoded {
  id: string;
  type: LiveEventType;
  data: unknown;
  json: string;
  sessions: number[] | undefined;
}

function decode(entry: FeedEntry): Decoded | undefined {
  let stored: Stored;
  try {
    stored = JSON.parse(entry.value) as Stored;
  } catch {
    return undefined;
  }
  if (!stored || !isLiveEventType(stored.t)) return undefined;
  return { id: entry.id, type: stored.t, data: stored.d, json: JSON.stringify(stored.d), sessions: stored.s };
}

const PUBLIC_KEY = 'public';
const playerKey = (userId: number) => `u:${userId}`;
const NO_ID = '0-0';

interface Stored {
  t: string;
  d: unknown;
  s?: number[];
}

export class LivePublisher {
  private readonly feed: Feed;
  private readonly sinks = new Map<string, Set<Sink>>();
  private listening: FeedListening | undefined;

  constructor(
    private readonly store: SharedStore,
    readonly window: LiveWindow = DEFAULT_LIVE_WINDOW,
    private readonly log: (line: string) => void = () => undefined,
  ) {
    this.feed = store.feed('live', { maxEntries: window.maxEvents, maxAgeMs: window.windowMs });
  }

  /**
   * Publishes one event. Never rejects: a store that is down loses the event (logged), and the
   * pages learn the state from their next call, as without live updates.
   */
  publish<T extends LiveEventType>(target: LiveTarget, type: T, data: LiveEventPayload<T>, options: PublishOptions = {}): Promise<void> {
    try {
      liveEventSchemas[type](data);
    } catch (e) {
      this.log(`live: ${type} payload does not match its schema: ${e instanceof Error ? e.message : String(e)}`);
      return Promise.resolve();
    }
    const stored: Stored = { t: type, d: data, ...(options.sessions ? { s: [...options.sessions] } : {}) };
    const key = target === 'public' ? PUBLIC_KEY : playerKey(target);
    return this.feed.append(key, JSON.stringify(stored)).then(
      () => undefined,
      (e: unknown) => this.log(`live: ${type} for ${key} not published: ${e instanceof Error ? e.message : String(e)}`),
    );
  }

  /** Once at most per `key` within `ttlMs` (across processes with a shared store): for events a timer finds due. */
  async once(key: string, ttlMs: number): Promise<boolean> {
    try {
      return await this.store.putNew(`live-once:${key}`, '1', ttlMs);
    } catch {
      return false;
    }
  }

  /**
   * Starts a stream's subscription at `lastEventId` (what the client saw last; none: from now):
   * what was published after it within the window is delivered first, in order, then every new
   * event as it is published. Rejects with StoreUnavailable when the store cannot be read.
   * `lost`: delivery stopped (the store's server went away); the stream should close, and the
   * client resumes from its last id.
   */
  async subscribe(scope: LiveScope, lastEventId: string | undefined, deliver: (event: LiveDelivery) => void, lost: () => void): Promise<LiveSubscription> {
    this.listening ??= this.feed.listen({ entry: (key, entry) => this.heard(key, entry), lost: () => this.lostAll() });
    await this.listening.ready();
    const keys = scope.kind === 'public' ? [PUBLIC_KEY] : [playerKey(scope.userId), PUBLIC_KEY];
    const asked = parsePosition(scope, lastEventId);
    const sink: Sink = { scope, cursor: new Map(), deliver, lost, buffer: [] };
    for (const key of keys) this.attach(key, sink);
    try {
      const lasts = await Promise.all(keys.map((key) => this.feed.last(key)));
      // A position newer than what the log holds (another clock, a store that was emptied) would
      // skip what comes next: it is taken as the log's newest.
      keys.forEach((key, i) => {
        const last = lasts[i] ?? NO_ID;
        const want = asked?.get(key);
        sink.cursor.set(key, want !== undefined && compareFeedIds(want, last) < 0 ? want : last);
      });
      if (asked) {
        const replay = (await Promise.all(keys.map(async (key) => (await this.feed.since(key, sink.cursor.get(key))).map((entry) => ({ key, entry })))))
          .flat()
          .sort((a, b) => compareFeedIds(a.entry.id, b.entry.id));
        for (const { key, entry } of replay) {
          const event = decode(entry);
          if (event) this.offer(sink, key, event);
        }
      }
    } catch (e) {
      this.detach(sink);
      throw e;
    }
    const heard = sink.buffer ?? [];
    sink.buffer = null;
    for (const { key, event } of heard) this.offer(sink, key, event);
    return {
      get position() {
        return positionOf(sink);
      },
      close: () => this.detach(sink),
    };
  }

  /** Open subscriptions in this process (tests, metrics). */
  get subscriptions(): number {
    const all = new Set<Sink>();
    for (const set of this.sinks.values()) for (const sink of set) all.add(sink);
    return all.size;
  }

  close(): void {
    this.listening?.stop();
    this.listening = undefined;
    this.sinks.clear();
  }

  private attach(key: string, sink: Sink): void {
    let set = this.sinks.get(key);
    if (!set) this.sinks.set(key, (set = new Set()));
    set.add(sink);
  }

  private detach(sink: Sink): void {
    for (const [key, set] of this.sinks) {
      if (!set.delete(sink)) continue;
      if (set.size === 0) this.sinks.delete(key);
    }
  }

  private heard(key: string, entry: FeedEntry): void {
    const set = this.sinks.get(key);
    if (!set) return;
    const event = decode(entry);
    if (!event) return;
    for (const sink of [...set]) {
      if (sink.buffer) sink.buffer.push({ key, event });
      else this.offer(sink, key, event);
    }
  }

  private lostAll(): void {
    const all = new Set<Sink>();
    for (const set of this.sinks.values()) for (const sink of set) all.add(sink);
    for (const sink of all) {
      this.detach(sink);
      sink.lost();
    }
  }

  /** Delivers an event the sink has not carried yet (and is for its session), moving its cursor on. */
  private offer(sink: Sink, key: string, event: Decoded): void {
    const at = sink.cursor.get(key);
    if (at === undefined || compareFeedIds(event.id, at) <= 0) return;
    sink.cursor.set(key, event.id);
    if (key === PUBLIC_KEY && event.type !== 'maintenance') return;
    if (event.sessions && (sink.scope.kind !== 'player' || !event.sessions.includes(sink.scope.sessionId))) return;
    sink.deliver({ id: positionOf(sink), type: event.type, data: event.data, json: event.json });
  }
}

function positionOf(sink: Sink): string {
  const publicId = sink.cursor.get(PUBLIC_KEY) ?? NO_ID;
  if (sink.scope.kind === 'public') return publicId;
  return `${sink.cursor.get(playerKey(sink.scope.userId)) ?? NO_ID}_${publicId}`;
}

/** The positions a client's last id names, per log; undefined when it names none (or is not one of ours). */
function parsePosition(scope: LiveScope, lastEventId: string | undefined): Map<string, string> | undefined {
  const text = lastEventId?.trim();
  if (!text || text.length > 80) return undefined;
  const parts = text.split('_');
  if (!parts.every(isFeedId)) return undefined;
  if (scope.kind === 'public') {
    // A player's position read by the public stream (a client that switched): its public part.
    const publicId = parts.at(-1)!;
    return parts.length <= 2 ? new Map([[PUBLIC_KEY, publicId]]) : undefined;
  }
  if (parts.length === 2)
    return new Map([
      [playerKey(scope.userId), parts[0]!],
      [PUBLIC_KEY, parts[1]!],
    ]);
  // The public stream's position, from a visitor who signed in: the player's log from now.
  if (parts.length === 1) return new Map([[PUBLIC_KEY, parts[0]!]]);
  return undefined;
}
