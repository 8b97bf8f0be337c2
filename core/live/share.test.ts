import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ELECTION, joinGroup, type Group, type ShareEnvironment } from './share.ts';

/** BroadcastChannel as browsers have it: every other channel of the same name hears a message, later. */
function bus(startCut = false) {
  const channels = new Set<FakeChannel>();
  class FakeChannel {
    onmessage: ((event: MessageEvent) => void) | null = null;
    cut = startCut;
    constructor(readonly name: string) {
      channels.add(this);
    }
    postMessage(data: unknown) {
      if (this.cut) return;
      const copy = structuredClone(data);
      for (const other of channels)
        if (other !== this && other.name === this.name && !other.cut) setTimeout(() => other.onmessage?.({ data: copy } as MessageEvent), 0);
    }
    close() {
      channels.delete(this);
    }
  }
  const made: FakeChannel[] = [];
  return {
    channel: (name: string) => {
      const c = new FakeChannel(name);
      made.push(c);
      return c;
    },
    made,
  };
}

/** The Web Locks API's exclusive locks: one holder per name, the rest wait in order. */
function locks() {
  const queues = new Map<string, { grant: () => void; signal?: AbortSignal | undefined }[]>();
  const held = new Set<string>();
  const next = (name: string) => {
    const queue = queues.get(name) ?? [];
    while (queue.length && !held.has(name)) {
      const waiter = queue.shift()!;
      if (waiter.signal?.aborted) continue;
      waiter.grant();
    }
  };
  return {
    request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown> {
      return new Promise((resolve, reject) => {
        const waiter = {
          signal: options.signal,
          grant: () => {
            held.add(name);
            void callback().finally(() => {
              held.delete(name);
              resolve(undefined);
              next(name);
            });
          },
        };
        options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        queues.set(name, [...(queues.get(name) ?? []), waiter]);
        next(name);
      });
    },
  };
}

function member(env: ShareEnvironment, name = 'g') {
  const heard: unknown[] = [];
  let leads = 0;
  let stops = 0;
  const group: Group = joinGroup(
    name,
    {
      lead: () => {
        leads++;
        return () => void stops++;
      },
      message: (data) => heard.push(data),
    },
    env,
  );
  return {
    group,
    heard,
    get leads() {
      return leads;
    },
    get stops() {
      return stops;
    },
  };
}

const leaders = (members: { group: Group }[]) => members.filter((m) => m.group.leading()).length;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('with Web Locks', () => {
  it('one page leads; when it leaves the next takes over; messages reach the others only', async () => {
    const b = bus();
    const env = { locks: locks(), channel: b.channel };
    const pages = [member(env), member(env), member(env)];
    await vi.advanceTimersByTimeAsync(0);
    expect(leaders(pages)).toBe(1);
    expect(pages[0]!.group.leading()).toBe(true);

    pages[0]!.group.post({ t: 'event', n: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(pages[0]!.heard).toEqual([]);
    expect(pages[1]!.heard).toEqual([{ t: 'event', n: 1 }]);
    expect(pages[2]!.heard).toEqual([{ t: 'event', n: 1 }]);

    pages[0]!.group.leave();
    await vi.advanceTimersByTimeAsync(0);
    expect(pages[0]!.stops).toBe(1);
    expect(pages[1]!.group.leading()).toBe(true);
    expect(leaders(pages)).toBe(1);

    // A waiting page that leaves never leads.
    pages[2]!.group.leave();
    pages[1]!.group.leave();
    await vi.advanceTimersByTimeAsync(0);
    expect(pages[2]!.leads).toBe(0);
  });

  it('keeps groups apart: another session has its own leader', async () => {
    const b = bus();
    const env = { locks: locks(), channel: b.channel };
    const a = member(env, 'one');
    const c = member(env, 'two');
    await vi.advanceTimersByTimeAsync(0);
    expect(a.group.leading() && c.group.leading()).toBe(true);
    a.group.post('hi');
    await vi.advanceTimersByTimeAsync(0);
    expect(c.heard).toEqual([]);
  });
});

describe('BroadcastChannel election (no Web Locks)', () => {
  it('elects exactly one leader among pages that start together', async () => {
    const b = bus();
    const pages = Array.from({ length: 4 }, () => member({ channel: b.channel }));
    await vi.advanceTimersByTimeAsync(ELECTION.claimMs * 4);
    expect(leaders(pages)).toBe(1);
    await vi.advanceTimersByTimeAsync(ELECTION.silenceMs * 3);
    expect(leaders(pages)).toBe(1);
  });

  it('a page that joins later follows the leader there is', async () => {
    const b = bus();
    const first = member({ channel: b.channel });
    await vi.advanceTimersByTimeAsync(ELECTION.claimMs * 2);
    expect(first.group.leading()).toBe(true);
    const later = member({ channel: b.channel });
    await vi.advanceTimersByTimeAsync(ELECTION.silenceMs * 3);
    expect(first.group.leading()).toBe(true);
    expect(later.leads).toBe(0);
  });

  it('the leader leaving hands over at once', async () => {
    const b = bus();
    const pages = [member({ channel: b.channel }), member({ channel: b.channel })];
    await vi.advanceTimersByTimeAsync(ELECTION.claimMs * 2);
    const leader = pages.find((p) => p.group.leading())!;
    const other = pages.find((p) => p !== leader)!;
    leader.group.leave();
    await vi.advanceTimersByTimeAsync(ELECTION.claimMs * 2);
    expect(other.group.leading()).toBe(true);
  });

  it('a leader that vanishes without a word (a crashed tab) is replaced after the silence', async () => {
    const b = bus();
    const pages = [member({ channel: b.channel }), member({ channel: b.channel })];
    await vi.advanceTimersByTimeAsync(ELECTION.claimMs * 2);
    const index = pages.findIndex((p) => p.group.leading());
    b.made[index]!.cut = true;
    const other = pages[1 - index]!;
    await vi.advanceTimersByTimeAsync(ELECTION.silenceMs + ELECTION.beatMs * 2 + ELECTION.claimMs);
    expect(other.group.leading()).toBe(true);
  });

  it('two leaders (a healed split) settle on one', async () => {
    const b = bus(true);
    const pages = [member({ channel: b.channel }), member({ channel: b.channel })];
    await vi.advanceTimersByTimeAsync(ELECTION.claimMs * 2);
    expect(leaders(pages)).toBe(2);
    b.made[0]!.cut = false;
    b.made[1]!.cut = false;
    await vi.advanceTimersByTimeAsync(ELECTION.beatMs * 3);
    expect(leaders(pages)).toBe(1);
  });
});

describe('with Web Locks that refuse', () => {
  it('the page leads for itself (a frame denied storage may be denied locks too)', async () => {
    const b = bus();
    const refusing = { request: () => Promise.reject(new DOMException('denied', 'SecurityError')) };
    const page = member({ locks: refusing, channel: b.channel });
    await vi.advanceTimersByTimeAsync(0);
    expect(page.group.leading()).toBe(true);
    page.group.leave();
    expect(page.stops).toBe(1);
  });
});

describe('with nothing to share through', () => {
  it('every page leads for itself', () => {
    const pages = [member({}), member({})];
    expect(leaders(pages)).toBe(2);
    pages[0]!.group.leave();
    expect(pages[0]!.stops).toBe(1);
  });
});
