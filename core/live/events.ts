/**
 * The live stream's events (§ live updates): what the platform tells every open page as it
 * happens. One entry per event type, with the one schema of its payload; the platform's
 * publisher, the stream endpoint, the front, the client and the frames all read this map.
 *
 * On the wire (Server-Sent Events, `text/event-stream`):
 *
 *   id: <stream position, opaque string>
 *   event: <type, a key of liveEventSchemas>
 *   data: <the payload as JSON>
 *
 * The player's stream carries every type; the public stream (visitors too) only `maintenance`.
 */
import { literal, nullable, number, numeric, object, string, type Infer, type Schema } from '../api/schema.ts';

export const balanceReasons = ['deposit', 'withdrawal', 'bet', 'win', 'transfer', 'adjustment'] as const;
export type BalanceReason = (typeof balanceReasons)[number];

export const sessionEndCauses = ['signed-out', 'closed', 'excluded', 'expired'] as const;

export const liveEventSchemas = {
  /** The player's balance changed: the new total and why. */
  balance: object({ sumBalance: numeric, reason: literal(...balanceReasons) }),
  /** A deposit or withdrawal order moved to another status (approved, rejected, paid…). */
  moneyOrder: object({ id: string, kind: literal('deposit', 'withdrawal'), status: string, amount: numeric }),
  /** The inbox's unread count after a message arrived or was read elsewhere. */
  inbox: object({ unread: number }),
  /** A responsible-gaming limit was reached (`kind`: 'session', 'loss', 'wager', 'deposit'). */
  limitReached: object({ kind: string, message: string }),
  /** The reality check is due: minutes played in this session. */
  realityCheck: object({ minutesPlayed: number }),
  /** This session ended elsewhere: the stream closes right after. */
  sessionEnded: object({ cause: literal(...sessionEndCauses) }),
  /** Maintenance switched on or off (public stream and player streams). */
  maintenance: object({ on: literal(true, false), message: nullable(string) }),
} as const satisfies Record<string, Schema<unknown>>;

export type LiveEventType = keyof typeof liveEventSchemas;
export type LiveEventPayload<T extends LiveEventType> = Infer<(typeof liveEventSchemas)[T]>;
export type LiveEvent = { [T in LiveEventType]: { id: string; type: T; data: LiveEventPayload<T> } }[LiveEventType];

/** The events a partner page may hear through a framed element; the balance only where the merchant allows it. */
export const partnerLiveEvents: readonly LiveEventType[] = ['inbox', 'sessionEnded', 'maintenance'];

export const isLiveEventType = (type: string): type is LiveEventType => Object.hasOwn(liveEventSchemas, type);

/**
 * Where the streams are, relative to the API's base like every other call (the server side owns
 * the descriptors and their OpenAPI entries; these two paths are the contract both sides read).
 * The player's stream authenticates like any call (`Authorization: <token>`), so the client reads
 * it with fetch, not EventSource; it resumes with the `Last-Event-ID` header.
 */
export const LIVE_STREAM_PATH = '/wps/live/stream';
export const LIVE_PUBLIC_PATH = '/wps/live/public';
