/**
 * One leader among the pages of a browser that want the same stream (the site's tabs, the kit's
 * frames on one partner page), and a channel between them all. The leader holds the connection
 * and posts what it hears; the others listen. When the leader goes (its tab closed, its player
 * signed out) another takes over.
 *
 * - Where the Web Locks API exists, the leader is whoever holds the lock `mc-live:<name>`: the
 *   browser hands it to the next waiting page the moment the holder releases it or its page goes.
 * - Elsewhere, a BroadcastChannel election: the leader says it is alive every second; a page that
 *   has heard nothing for three seconds (or heard it leave) claims the lead, and of two claims
 *   the lower id wins.
 * - Without a BroadcastChannel (or storage access denied) every page leads for itself: one
 *   connection each, as many as there are pages.
 *
 * Frames of the platform inside a partner page share with the site's tabs where the browser
 * lets them; with third-party storage partitioning they share with each other only (the lock and
 * the channel are partitioned by the top-level site), which is still one connection per page.
 */

export interface GroupHandlers {
  /** This page now leads: start the connection; the answer stops it. */
  lead(): () => void;
  /** A message another page of the group posted. */
  message(data: unknown): void;
}

export interface Group {
  post(data: unknown): void;
  leading(): boolean;
  leave(): void;
}

interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

interface ChannelLike {
  postMessage(data: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export interface ShareEnvironment {
  locks?: LockManagerLike | undefined;
  channel?: ((name: string) => ChannelLike) | undefined;
}

export const ELECTION = { beatMs: 1_000, silenceMs: 3_000, claimMs: 250 } as const;

function browserEnvironment(): ShareEnvironment {
  const env: ShareEnvironment = {};
  try {
    const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
    if (locks && typeof locks.request === 'function') env.locks = locks;
  } catch {
    // No access (a sandboxed frame): no lock.
  }
  if (typeof BroadcastChannel === 'function') env.channel = (name) => new BroadcastChannel(name) as ChannelLike;
  return env;
}

type Election = { t: 'beat' | 'claim' | 'bye'; from: string };
const isElection = (data: unknown): data is Election =>
  !!data && typeof data === 'object' && ['beat', 'claim', 'bye'].includes((data as Election).t) && typeof (data as Election).from === 'string';

export function joinGroup(name: string, handlers: GroupHandlers, env: ShareEnvironment = browserEnvironment()): Group {
  let left = false;
  let stopLead: (() => void) | undefined;
  let channel: ChannelLike | undefined;
  try {
    channel = env.channel?.(`mc-live:${name}`);
  } catch {
    channel = undefined;
  }

  const startLead = () => {
    if (left || stopLead) return;
    stopLead = handlers.lead();
  };
  const endLead = () => {
    const stop = stopLead;
    stopLead = undefined;
    stop?.();
  };

  // The fallback election's state.
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  let heard = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let claiming: ReturnType<typeof setTimeout> | undefined;
  const elect = channel && !env.locks;

  const post = (data: unknown) => {
    try {
      channel?.postMessage(data);
    } catch {
      // A closed channel or data it cannot clone: nobody hears it.
    }
  };

  if (channel) {
    channel.onmessage = (event) => {
      const data: unknown = event.data;
      if (elect && isElection(data)) {
        if (data.t === 'bye') {
          heard = 0;
          claim();
        } else if (data.t === 'beat' || data.from < id) {
          // Another leader (or a stronger claim): follow it.
          heard = Date.now();
          if (claiming !== undefined) {
            clearTimeout(claiming);
            claiming = undefined;
          }
          if (stopLead && data.from < id) endLead();
        } else if (data.t === 'claim' && stopLead) post({ t: 'beat', from: id });
        return;
      }
      if (!isElection(data)) handlers.message(data);
    };
  }

  function claim(): void {
    if (left || stopLead || claiming !== undefined) return;
    post({ t: 'claim', from: id });
    claiming = setTimeout(() => {
      claiming = undefined;
      if (left || Date.now() - heard < ELECTION.claimMs) return;
      startLead();
      post({ t: 'beat', from: id });
    }, ELECTION.claimMs);
  }

  let release: (() => void) | undefined;
  const abort = new AbortController();
  if (env.locks && channel) {
    env.locks
      .request(`mc-live:${name}`, { signal: abort.signal }, () => {
        if (left) return Promise.resolve();
        startLead();
        return new Promise<void>((resolve) => (release = resolve));
      })
      // Aborted while waiting: we left. Refused (a frame denied storage may be denied locks too):
      // this page leads for itself.
      .catch(() => startLead());
  } else if (elect) {
    timer = setInterval(() => {
      if (stopLead) post({ t: 'beat', from: id });
      else if (Date.now() - heard > ELECTION.silenceMs) claim();
    }, ELECTION.beatMs);
    claim();
  } else {
    // Nothing to share with: this page leads for itself.
    startLead();
  }

  const onHide = () => {
    if (stopLead && elect) post({ t: 'bye', from: id });
  };
  globalThis.addEventListener?.('pagehide', onHide);

  return {
    post(data) {
      if (!left) post(data);
    },
    leading: () => stopLead !== undefined,
    leave() {
      if (left) return;
      const wasLeading = stopLead !== undefined;
      left = true;
      clearInterval(timer);
      clearTimeout(claiming);
      globalThis.removeEventListener?.('pagehide', onHide);
      endLead();
      if (wasLeading && elect) post({ t: 'bye', from: id });
      abort.abort();
      release?.();
      if (channel) {
        channel.onmessage = null;
        try {
          channel.close();
        } catch {
          // already closed
        }
      }
    },
  };
}
