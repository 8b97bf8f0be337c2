/**
 * The live streams' endpoint (core/api/live.ts): `GET /wps/live/stream` (a signed-in player's
 * events) and `GET /wps/live/public` (maintenance, for visitors too), as Server-Sent Events.
 *
 * The call is checked like every call first (pipeline.ts: merchant, module id, session). Then:
 * - limits: at most `perPlayer` open streams per player (a new one closes the player's oldest,
 *   which may be a connection that died without saying so) and `perAddress` per client address
 *   (beyond it: HTTP 429 `too.many.requests` in the envelope, with Retry-After);
 * - the subscription (publisher.ts) from `Last-Event-ID` (or `lastEventId`), before anything is
 *   written, so a store that cannot be read answers 503 `service.unavailable` in the envelope;
 * - `200 text/event-stream`, `Cache-Control: no-store`, `X-Accel-Buffering: no`, never compressed,
 *   a `retry:` hint, the events missed, then each event as it is published;
 * - a comment line every `heartbeatMs`, so proxies and balancers see traffic and keep it open;
 * - for a player: the session is looked at on every heartbeat (and events end it at once:
 *   `sessionEnded` is written, then the stream closes); the reality check and the session time
 *   limit are published when they fall due (a timer at the moment, and the heartbeat);
 * - everything is let go when either side closes; a client that does not read (more than
 *   `maxBufferedBytes` waiting) is dropped.
 *
 * The limits count the streams of this process: several platform processes each allow as many.
 */
import type { ServerResponse } from 'node:http';
import type { LiveEventPayload, LiveEventType } from '../../core/live/events.ts';
import { LAST_EVENT_ID_PARAM } from '../../core/api/live.ts';
import type { Ctx } from '../api/context.ts';
import { ApiError } from '../http/envelope.ts';
import { endedSessionCause } from '../security/sessions.ts';
import { activeExclusion } from '../responsible-gaming/exclusions.ts';
import { sessionClock } from '../responsible-gaming/reality-check.ts';
import { isFreeTrial } from '../roles.ts';
import type { PlatformState } from '../state.ts';
import { StoreUnavailable } from '../../front/store/store.ts';
import type { LiveDelivery, LiveScope, LiveSubscription } from './publisher.ts';
import type { SessionEndCause } from './notify.ts';

export interface LiveStreamLimits {
  /** A comment line this often (ms). */
  heartbeatMs: number;
  /** The reconnection delay the stream suggests (`retry:`, ms). */
  retryMs: number;
  /** Open streams per player; a new one closes the oldest. */
  perPlayer: number;
  /** Open streams per client address; beyond: 429. */
  perAddress: number;
  /** Bytes waiting to be sent before a client that does not read is dropped. */
  maxBufferedBytes: number;
}

export const DEFAULT_STREAM_LIMITS: LiveStreamLimits = {
  heartbeatMs: 15_000,
  retryMs: 3_000,
  perPlayer: 5,
  perAddress: 20,
  maxBufferedBytes: 256 * 1024,
};

/** Never cached, never buffered by a proxy on the way (nginx reads X-Accel-Buffering). */
const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Accel-Buffering': 'no',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** What a stream closed for its player's newer stream suggests before reconnecting (ms). */
const DISPLACED_RETRY_MS = 30_000;
/** What a refused stream is told to wait (s). */
const REFUSED_RETRY_SECONDS = 30;
/** A reality check or session limit that fell due is told once (per due moment), across processes. */
const ONCE_MS = 24 * 60 * 60 * 1000;
/** Timers further away than this are left to the heartbeats. */
const LONGEST_TIMER_MS = 6 * 60 * 60 * 1000;

interface OpenStream {
  ip: string;
  userId: number | undefined;
  /** Ends the stream (after `last`, when given, is written). */
  end(last?: string): void;
}

export class LiveStreams {
  private readonly open = new Set<OpenStream>();
  /** Per player, in the order they opened: the first is the oldest. */
  private readonly byPlayer = new Map<number, Set<OpenStream>>();
  private readonly byAddress = new Map<string, number>();

  constructor(
    private readonly app: PlatformState,
    readonly limits: LiveStreamLimits = DEFAULT_STREAM_LIMITS,
  ) {}

  /** Open streams of this process. */
  get size(): number {
    return this.open.size;
  }

  /** Ends every stream (the platform closes). */
  closeAll(): void {
    for (const stream of [...this.open]) stream.end();
  }

  /** Answers a checked call of a stream endpoint: the stream, or a refusal thrown as ApiError before anything is written. */
  async serve(ctx: Ctx, res: ServerResponse, kind: 'player' | 'public'): Promise<void> {
    const { app, limits } = this;
    const user = kind === 'player' ? ctx.user : null;
    const session = kind === 'player' ? ctx.session : null;
    if (kind === 'player' && (!user || !session)) {
      const token = ctx.req.headers.authorization;
      if (!token) throw new ApiError('SESSION_EXPIRED', 'please log in first', 401);
      endedAnswer(res, endedSessionCause(app.db, token.trim()));
      return;
    }
    const header = ctx.req.headers['last-event-id'];
    const lastEventId = (Array.isArray(header) ? header[0] : header)?.trim() || ctx.params.optStr(LAST_EVENT_ID_PARAM, 200);

    // Limits: the player's oldest gives way; the address's limit refuses.
    const mine = user ? this.byPlayer.get(user.id) : undefined;
    const displaced = mine && mine.size >= limits.perPlayer ? mine.values().next().value : undefined;
    const fromAddress = (this.byAddress.get(ctx.ip) ?? 0) - (displaced?.ip === ctx.ip ? 1 : 0);
    if (fromAddress >= limits.perAddress) {
      res.setHeader('Retry-After', String(REFUSED_RETRY_SECONDS));
      throw new ApiError('too.many.requests', `at most ${limits.perAddress} live streams per address`, 429, { retryAfterSeconds: REFUSED_RETRY_SECONDS });
    }

    // Events heard before the headers are out (the replay) wait here.
    let pending: LiveDelivery[] | null = [];
    let stream: OpenStream | undefined;
    let ended = false;
    let subscription: LiveSubscription | undefined;
    const write = (text: string) => {
      if (ended) return;
      res.write(text);
      if (res.writableLength > limits.maxBufferedBytes) stream?.end();
    };
    const send = (event: LiveDelivery) => {
      write(`id: ${event.id}\nevent: ${event.type}\ndata: ${event.json}\n\n`);
      if (event.type === 'sessionEnded') stream?.end();
    };
    const deliver = (event: LiveDelivery) => {
      if (pending) pending.push(event);
      else send(event);
    };
    const scope: LiveScope = user && session ? { kind: 'player', userId: user.id, sessionId: session.id } : { kind: 'public' };
    let lost = false;
    try {
      subscription = await app.live.subscribe(scope, lastEventId, deliver, () => {
        lost = true;
        stream?.end();
      });
    } catch (e) {
      if (e instanceof StoreUnavailable) throw new ApiError('service.unavailable', 'live updates are not available right now', 503);
      throw e;
    }
    const sub = subscription;
    // The client may have gone while the subscription was being made (not req.destroyed: a request whose body was read is).
    if (lost || res.destroyed || res.socket?.destroyed) {
      sub.close();
      res.destroy();
      return;
    }

    const timers: { heartbeat?: NodeJS.Timeout; due?: NodeJS.Timeout } = {};
    const own: OpenStream = {
      ip: ctx.ip,
      userId: user?.id,
      end: (last) => {
        if (ended) return;
        if (last) res.write(last);
        ended = true;
        cleanup();
        res.end();
      },
    };
    stream = own;
    const cleanup = () => {
      ended = true;
      clearInterval(timers.heartbeat);
      clearTimeout(timers.due);
      sub.close();
      this.forget(own);
    };
    res.once('close', cleanup);
    this.remember(own);
    // Told to wait before coming back: a live client would otherwise take its place back at once.
    displaced?.end(`retry: ${DISPLACED_RETRY_MS}\n\n`);

    res.writeHead(200, STREAM_HEADERS);
    res.flushHeaders?.();
    write(`retry: ${limits.retryMs}\n: live\n\n`);
    const replayed = pending;
    pending = null;
    for (const event of replayed) send(event);

    const endSession = (cause: SessionEndCause) => {
      const data: LiveEventPayload<'sessionEnded'> = { cause };
      send({ id: sub.position, type: 'sessionEnded' satisfies LiveEventType, data, json: JSON.stringify(data) });
      own.end();
    };
    const watch = user && session ? () => this.watchSession(user.id, user.type, session.id, endSession, timers, watch!) : undefined;
    timers.heartbeat = setInterval(() => {
      write(': heartbeat\n\n');
      watch?.();
    }, limits.heartbeatMs);
    watch?.();
  }

  private remember(stream: OpenStream): void {
    this.open.add(stream);
    this.byAddress.set(stream.ip, (this.byAddress.get(stream.ip) ?? 0) + 1);
    if (stream.userId === undefined) return;
    let set = this.byPlayer.get(stream.userId);
    if (!set) this.byPlayer.set(stream.userId, (set = new Set()));
    set.add(stream);
  }

  private forget(stream: OpenStream): void {
    if (!this.open.delete(stream)) return;
    const left = (this.byAddress.get(stream.ip) ?? 1) - 1;
    if (left > 0) this.byAddress.set(stream.ip, left);
    else this.byAddress.delete(stream.ip);
    if (stream.userId === undefined) return;
    const set = this.byPlayer.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) this.byPlayer.delete(stream.userId);
  }

  /**
   * A player's stream, now: ends it when its session no longer lives (revoked elsewhere, expired,
   * the account closed), publishes the reality check and the session time limit when due, and
   * sets a timer for the next of them.
   */
  private watchSession(
    userId: number,
    userType: number,
    sessionId: number,
    end: (cause: SessionEndCause) => void,
    timers: { due?: NodeJS.Timeout },
    again: () => void,
  ): void {
    const { app } = this;
    const now = app.now();
    const row = app.db
      .prepare('SELECT s.revoked_at, s.expires_at, u.disabled FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?')
      .get(sessionId) as { revoked_at: number | null; expires_at: number; disabled: number } | undefined;
    const cause: SessionEndCause | undefined =
      !row || row.disabled
        ? 'closed'
        : row.revoked_at !== null
          ? activeExclusion(app.db, userId, now)
            ? 'excluded'
            : 'signed-out'
          : row.expires_at <= now
            ? 'expired'
            : undefined;
    if (!row || cause) {
      end(cause ?? 'closed');
      return;
    }

    let next = row.expires_at;
    if (!isFreeTrial(userType)) {
      const rg = app.switches.responsibleGaming();
      const play = sessionClock(app.db, { id: sessionId, user_id: userId }, rg.realityCheckMinutes);
      if (rg.tools.realityCheck) {
        if (now >= play.nextCheckAt) {
          const minutesPlayed = Math.floor((now - play.startedAt) / 60_000);
          void app.live.once(`reality:${sessionId}:${play.nextCheckAt}`, ONCE_MS).then((first) => {
            if (first) return app.live.publish(userId, 'realityCheck', { minutesPlayed }, { sessions: [sessionId] });
          });
        } else next = Math.min(next, play.nextCheckAt);
      }
      if (play.endsAt !== null) {
        if (now >= play.endsAt) {
          const minutes = play.sessionLimitMinutes ?? 0;
          void app.live.once(`session-limit:${sessionId}`, ONCE_MS).then((first) => {
            if (first) {
              return app.live.publish(
                userId,
                'limitReached',
                { kind: 'session', message: `the session time limit of ${minutes} minutes is reached` },
                { sessions: [sessionId] },
              );
            }
          });
        } else next = Math.min(next, play.endsAt);
      }
    }
    clearTimeout(timers.due);
    const wait = next - now;
    if (wait <= LONGEST_TIMER_MS) timers.due = setTimeout(again, Math.max(0, wait) + 20);
  }
}

/**
 * The answer to a stream asked with a token that has ended: the `sessionEnded` its open stream
 * would have carried, then the end. Not a 401: a refused fetch is logged by the browser, and a
 * page whose session ended a moment ago in another tab or frame asks exactly so.
 */
function endedAnswer(res: ServerResponse, cause: SessionEndCause): void {
  const data: LiveEventPayload<'sessionEnded'> = { cause };
  res.writeHead(200, STREAM_HEADERS);
  res.end(`event: ${'sessionEnded' satisfies LiveEventType}\ndata: ${JSON.stringify(data)}\n\n`);
}
