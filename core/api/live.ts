/**
 * The two live streams (§ live updates) as endpoints of the platform: what core/live/events.ts
 * says travels on them, here as descriptors like every other call, so the platform routes them,
 * the OpenAPI document describes them and the client reads their path, module id and auth rule
 * from one place.
 *
 * They are not envelope calls: a success is `200 text/event-stream` that stays open, one event
 * per state change (core/live/events.ts has the wire format and every payload), an SSE comment
 * line as a heartbeat every ~15 s and a `retry:` hint at the start. A refusal is the envelope as
 * for any call (401 SESSION_EXPIRED without a token, 400 merchant.unknown / module.id.mismatch,
 * 429 too.many.requests, 503 service.unavailable); a token that has ended is told so on the
 * stream: one `sessionEnded` event, then the end (no refused fetch for a page that asks in the
 * moment its session ends elsewhere). `response` is therefore `empty`: nothing reads a
 * value; `isLiveStream` tells the document and the platform which endpoints stream.
 *
 * Resuming: the `Last-Event-ID` header (what EventSource sends), or the `lastEventId` query
 * parameter for a client that cannot set headers; the platform replays what the stream carried
 * after that id within its replay window (2 minutes by default), then goes on live.
 */
import { LIVE_PUBLIC_PATH, LIVE_STREAM_PATH } from '../live/events.ts';
import { type Endpoint, endpoint } from './endpoint.ts';
import { empty } from './schema.ts';

/** The module id both streams carry in `Module-Id`. */
export const LIVE_MODULE_ID = 'LIVE3';

/** The query parameter a client that cannot send `Last-Event-ID` resumes with. */
export const LAST_EVENT_ID_PARAM = 'lastEventId';

export interface LiveStreamParams {
  /** The last event id the client saw (the `Last-Event-ID` header wins when both are sent). */
  lastEventId?: string;
}

/** The signed-in player's stream: every event type, for this player and session only, and maintenance. */
export const liveStream = endpoint<LiveStreamParams, null>({
  name: 'liveStream',
  method: 'GET',
  path: LIVE_STREAM_PATH,
  moduleId: LIVE_MODULE_ID,
  auth: 'required',
  response: empty,
});

/** The public stream, for visitors too: `maintenance` only. */
export const livePublicStream = endpoint<LiveStreamParams, null>({
  name: 'livePublicStream',
  method: 'GET',
  path: LIVE_PUBLIC_PATH,
  moduleId: LIVE_MODULE_ID,
  auth: 'none',
  response: empty,
});

export const liveEndpoints = [liveStream, livePublicStream] as const;

/** The endpoints that answer `text/event-stream` instead of the envelope. */
export const isLiveStream = (ep: Pick<Endpoint<never, unknown>, 'path'>): boolean => ep.path === LIVE_STREAM_PATH || ep.path === LIVE_PUBLIC_PATH;
