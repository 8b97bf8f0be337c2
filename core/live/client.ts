/**
 * The live client: what the platform changes reaches this page as it happens, over one
 * connection per browser (core/live/events.ts has the events; the stores take them,
 * core/live/apply.ts). Loaded after the first screen (core/live/start.ts), never with it.
 *
 * - A signed-in player's pages share the player's stream (core/api/live.ts `liveStream`, with the
 *   token, like any call); the site's visitors share the public one (maintenance only), from
 *   ten seconds into their visit. Pages group by what they would stream (the platform, the
 *   merchant and the session), one leader per group holds the connection (core/live/share.ts)
 *   and posts every event to the others over a BroadcastChannel.
 * - Every payload is checked against its schema; anything else is dropped, never thrown.
 * - Breaks reconnect with `Last-Event-ID` after a back-off with jitter (core/live/stream.ts); a
 *   new leader resumes from the last id its group heard. An event heard twice (a replay after a
 *   resume) is applied once.
 * - It stops with the session: a sign-out here, `sessionEnded`, or a token the platform refuses
 *   (401: the session ends as on any call). A sign-in starts the player's stream.
 * - While the stream is down, the refresh on focus stays: a page coming back into view reloads
 *   the balance and the unread count it shows (only after the stream worked or was tried and
 *   failed, not on a platform that has no stream).
 */
import { $online } from '../app/connection.ts';
import { $kitConfig, apiUrl } from '../config.ts';
import { credentials } from '../api/credentials.ts';
import { $language } from '../stores/language.ts';
import { $liveUp } from '../stores/live.ts';
import { $session } from '../stores/session.ts';
import { unreadStore } from '../stores/inbox.ts';
import { reloadLoaded } from '../stores/remote.ts';
import { walletStore } from '../stores/wallet.ts';
import { applyLiveEvent } from './apply.ts';
import { livePublicStream, liveStream } from '../api/live.ts';
import { isLiveEventType, liveEventSchemas, type LiveEvent } from './events.ts';
import { joinGroup, type Group, type ShareEnvironment } from './share.ts';
import { openLiveStream, type LiveStream, type StopCause } from './stream.ts';
import type { SseMessage } from './sse.ts';

/** An SSE message as a checked event, or null (unknown type, bad JSON, a payload off its schema). */
export function toLiveEvent(message: Pick<SseMessage, 'id' | 'event' | 'data'>): LiveEvent | null {
  const type = message.event;
  if (!isLiveEventType(type)) return null;
  try {
    const data = liveEventSchemas[type](JSON.parse(message.data));
    return { id: message.id, type, data } as LiveEvent;
  } catch {
    return null;
  }
}

/** An event as another page of the group posted it, checked as the stream's are. */
function fromWire(wire: unknown): LiveEvent | null {
  if (!wire || typeof wire !== 'object') return null;
  const { id, type, data } = wire as { id?: unknown; type?: unknown; data?: unknown };
  try {
    return toLiveEvent({ id: typeof id === 'string' ? id : '', event: String(type), data: JSON.stringify(data) });
  } catch {
    return null;
  }
}

/** What crosses the group's channel. */
type WireEvent = { id: string; type: string; data: unknown };
type Note =
  | { t: 'event'; event: WireEvent }
  | { t: 'state'; up: boolean; fallback: boolean; last: string }
  | { t: 'hello' }
  /** The leader's answer to a page that just joined: what the group heard lately (CATCH_UP). */
  | { t: 'recent'; events: WireEvent[] };

/**
 * A page joins its group a moment after it loaded its data (the client comes after the first
 * screen): what the group heard in that moment would be lost to it. The leader hands a joining
 * page the state events of the last seconds (each says the state after it: replaying one is safe);
 * prompts (a limit's toast, a reality check) are not replayed.
 */
const CATCH_UP = { ms: 10_000, types: new Set(['balance', 'moneyOrder', 'inbox', 'sessionEnded', 'maintenance']) };

/** Ids of the events applied lately, to apply a replayed one once. */
const RECENT = 200;

export interface LiveOptions {
  /** Visitors follow the public stream (the site); the kit streams for signed-in players only. */
  visitors: boolean;
  /**
   * How long a visitor stays before the public stream opens (default 10 s): a visit that bounces
   * opens no connection, and a page's load (what a load measurement waits for) never includes one.
   */
  visitorDelayMs?: number;
  /** For tests: the page's sharing environment (locks, channel) and fetch. */
  share?: ShareEnvironment;
  fetch?: typeof fetch;
}

/** Starts the live client; the answer stops it (and leaves the group). */
export function startLive(options: LiveOptions): () => void {
  let group: { key: string; join: Group } | undefined;
  let stream: LiveStream | undefined;
  let lastId = '';
  /** Whether focus refreshes what the page shows: the stream is down, after it worked or was tried. */
  let fallback = false;
  let wanted: string | undefined;
  let visitorTimer: ReturnType<typeof setTimeout> | undefined;
  let lastKey: string | undefined;
  const recent: string[] = [];

  const seen = (id: string): boolean => {
    if (!id) return false;
    if (recent.includes(id)) return true;
    recent.push(id);
    if (recent.length > RECENT) recent.shift();
    return false;
  };

  /** The group's state events of the last seconds, to hand a page that joins (CATCH_UP). */
  let heard: { event: LiveEvent; at: number }[] = [];

  const take = (event: LiveEvent, token: string | undefined) => {
    if (event.id) lastId = event.id;
    if (seen(event.id)) return;
    const now = Date.now();
    heard = heard.filter((h) => now - h.at < CATCH_UP.ms);
    if (CATCH_UP.types.has(event.type)) heard.push({ event, at: now });
    try {
      applyLiveEvent(event, token);
    } catch {
      // A store that failed on an event must not take the stream down with it.
    }
  };

  function follow(key: string, token: string | undefined): void {
    if (group?.key === key) return;
    leave();
    // Another session's stream starts from its beginning; the same one (a page back from the
    // back-forward cache) resumes where it was.
    if (key !== lastKey) {
      lastId = '';
      recent.length = 0;
      heard = [];
      lastKey = key;
    }
    const ep = token === undefined ? livePublicStream : liveStream;
    // The leader may start before joinGroup returns (a page with no one to share with).
    let join: Group | undefined;
    const post = (note: Note) => join?.post(note);
    const tell = (up: boolean) => post({ t: 'state', up, fallback, last: lastId });
    join = joinGroup(
      key,
      {
        lead() {
          const mine = openLiveStream({
            url: apiUrl(ep.path),
            ...(options.fetch ? { fetch: options.fetch } : {}),
            headers: () => {
              const headers: Record<string, string> = { Merchant: $kitConfig.get().merchant, Language: $language.get(), 'Module-Id': ep.moduleId };
              if (token !== undefined) headers.Authorization = token;
              return headers;
            },
            lastEventId: () => lastId,
            message(message) {
              const event = toLiveEvent(message);
              if (!event) return;
              post({ t: 'event', event });
              take(event, token);
            },
            state(now, cause?: StopCause) {
              // The refresh on focus stays while the stream is down, unless the platform has none.
              if (now === 'open' || now === 'down') fallback = true;
              if (cause === 'unsupported') fallback = false;
              $liveUp.set(now === 'open');
              tell(now === 'open');
              if (cause === 'refused' && token !== undefined) credentials().refused(token);
            },
          });
          stream = mine;
          return () => {
            mine.stop();
            if (stream === mine) stream = undefined;
            $liveUp.set(false);
          };
        },
        message(data) {
          const note = data as { t?: unknown; event?: unknown; events?: unknown; up?: unknown; fallback?: unknown; last?: unknown } | null;
          if (!note || typeof note !== 'object') return;
          if (note.t === 'event') {
            const event = fromWire(note.event);
            if (event) take(event, token);
          } else if (note.t === 'recent' && Array.isArray(note.events) && !join?.leading()) {
            for (const wire of note.events.slice(0, 50)) {
              const event = fromWire(wire);
              if (event) take(event, token);
            }
          } else if (note.t === 'state' && typeof note.up === 'boolean') {
            if (join?.leading()) return;
            $liveUp.set(note.up);
            fallback = note.fallback === true;
            if (typeof note.last === 'string' && note.last && !lastId) lastId = note.last;
          } else if (note.t === 'hello' && join?.leading()) {
            tell($liveUp.get());
            const now = Date.now();
            const events = heard.filter((h) => now - h.at < CATCH_UP.ms).map((h) => h.event);
            if (events.length) post({ t: 'recent', events });
          }
        },
      },
      options.share,
    );
    group = { key, join };
    post({ t: 'hello' });
  }

  function leave(): void {
    const old = group;
    group = undefined;
    old?.join.leave();
    $liveUp.set(false);
  }

  /** The group of what this page would stream now; async (the token is hashed into it). */
  async function update(): Promise<void> {
    const token = credentials().token();
    const { apiBase, merchant } = $kitConfig.get();
    if (token === undefined && !options.visitors) {
      wanted = undefined;
      leave();
      return;
    }
    // The platform as an absolute address: the site ('' = its own origin) and the kit's frames
    // (the platform's address) name the same group.
    let platform = apiBase;
    try {
      platform = new URL(apiBase || '/', globalThis.location?.href).origin;
    } catch {
      // Not a URL this page can resolve: the text itself tells platforms apart.
    }
    const name = `${platform}|${merchant}|${token === undefined ? 'public' : await digest(token)}`;
    wanted = name;
    // A later change won meanwhile.
    if (credentials().token() !== token || wanted !== name) return;
    clearTimeout(visitorTimer);
    if (token !== undefined || group?.key === name) return follow(name, token);
    // A visitor: the player's stream (if any) stops now, the public one opens if they stay.
    leave();
    visitorTimer = setTimeout(() => {
      if (wanted === name && credentials().token() === undefined) follow(name, undefined);
    }, options.visitorDelayMs ?? 10_000);
  }

  const stops = [$session.subscribe(() => void update()), $kitConfig.listen(() => void update())];
  const onOnline = $online.listen((online) => {
    if (online) stream?.retryNow();
  });
  // While the stream is down, coming back to the page refreshes what it shows, as before.
  const onVisible = () => {
    if (document.visibilityState !== 'visible' || !fallback || $liveUp.get() || !$session.get()) return;
    reloadLoaded(walletStore, unreadStore);
  };
  // A page the browser keeps in its back-forward cache lets go of the stream and the lead (a held
  // lock or an open request would keep it out of the cache), and takes them up again on its return.
  const onHide = () => leave();
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) void update();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  if (typeof window !== 'undefined') {
    window.addEventListener('focus', onVisible);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
  }

  return () => {
    for (const stop of stops) stop();
    onOnline();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
    if (typeof window !== 'undefined') {
      window.removeEventListener('focus', onVisible);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
    }
    wanted = undefined;
    clearTimeout(visitorTimer);
    leave();
  };
}

/** A short name for a token (a lock's or a channel's name must not carry the token itself). */
async function digest(token: string): Promise<string> {
  try {
    const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
    return [...bytes.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    // No WebCrypto (an insecure origin): a plain hash is enough to tell sessions apart.
    let h = 0x811c9dc5;
    for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193);
    return `f${(h >>> 0).toString(16)}${token.length}`;
  }
}
