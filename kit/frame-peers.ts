/**
 * The kit's frames on one partner page tell one another who is signed in, on a BroadcastChannel
 * of the platform's origin named for that page (the page's frame host draws a random id into the
 * frames' fragment). Where the browser gives a third-party frame no storage (incognito,
 * third-party cookies blocked), each frame keeps the session in memory, and nothing else would
 * carry a sign-in in one frame to the others. Only documents of the platform's origin hear the
 * channel: the partner page between the frames can neither read it nor write to it; another tab
 * of the same page has another id, so its frames keep their own session, as sessionStorage would.
 */
import { $session, $sessionEnd, endSession, sameSession, sessionInfoSchema, startSession, type SessionInfo } from '../core/stores/session.ts';
import { PAGE_PARAM } from './frame-address.ts';

type PeerMessage = { type: 'ask' } | { type: 'session'; info: unknown; ended?: unknown };

const isPeerMessage = (data: unknown): data is PeerMessage =>
  typeof data === 'object' && data !== null && ['ask', 'session'].includes((data as { type?: unknown }).type as string);

let quiet = 0;

/** Runs `change` without telling the other frames (a change they told us of, or one the page asked us to read). */
export function quietly(change: () => void): void {
  quiet++;
  try {
    change();
  } finally {
    quiet--;
  }
}

/** Starts telling and listening; a frame that starts signed out asks the others. */
export function sharePeerSession(): void {
  const page = new URLSearchParams(location.hash.slice(1)).get(PAGE_PARAM);
  if (!page || !/^[0-9a-f]{32}$/.test(page) || typeof BroadcastChannel !== 'function') return;
  let channel: BroadcastChannel;
  try {
    channel = new BroadcastChannel(`mc-frames:${page}`);
  } catch {
    return;
  }
  // A session that ends goes with how it ended: a sign-out on this page, or the platform's end.
  const tell = (info: SessionInfo | null) =>
    channel.postMessage({ type: 'session', info, ...(info ? {} : { ended: $sessionEnd.get()?.reason ?? 'signed-out' }) } satisfies PeerMessage);
  $session.listen((info) => {
    if (quiet === 0) tell(info);
  });
  channel.onmessage = (event: MessageEvent) => {
    if (!isPeerMessage(event.data)) return;
    const current = $session.get();
    if (event.data.type === 'ask') {
      if (current) tell(current);
      return;
    }
    let info: SessionInfo | null;
    try {
      info = event.data.info === null ? null : sessionInfoSchema(event.data.info);
    } catch {
      return;
    }
    const reason = event.data.ended === 'expired' ? 'expired' : 'signed-out';
    if (!info && !current) {
      // The platform's word that the session ended may come before the frame that signed out
      // says so: then this frame holds its page for the player behind the login. A sign-out the
      // player made on this page lets it go.
      const ended = $sessionEnd.get();
      if (ended?.reason === 'expired' && reason === 'signed-out') $sessionEnd.set({ ...ended, reason });
      return;
    }
    if (sameSession(current, info)) return;
    quietly(() => (info ? startSession(info) : endSession(reason)));
  };
  if (!$session.get()) channel.postMessage({ type: 'ask' } satisfies PeerMessage);
}
