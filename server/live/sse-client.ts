/**
 * A small Server-Sent Events client for the live streams' tests (not a test file itself): one
 * HTTP/1.1 connection of its own per stream (so closing it is a disconnect the server sees),
 * from a loopback address of the test's choosing, parsing the stream as the SSE spec does.
 * Every wait is for something the stream says (an event, a comment, its end), never a time;
 * each has a generous limit so a broken stream fails the test instead of hanging it.
 */
import { type IncomingHttpHeaders, request } from 'node:http';

export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface OpenOptions {
  headers?: Record<string, string>;
  /** A loopback address to connect from (each one is another client address to the server). */
  localAddress?: string;
}

const LIMIT_MS = 15_000;

export class SseStream {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  /** The last `retry:` the stream gave. */
  retry: number | undefined;
  /** The body of an answer that was not a stream (a refusal's envelope). */
  text = '';
  /** The last id the stream gave (what Last-Event-ID would carry). */
  lastEventId: string | undefined;
  ended = false;
  private readonly waiters = new Set<() => void>();
  private destroy: () => void = () => undefined;

  private constructor(
    readonly status: number,
    readonly headers: IncomingHttpHeaders,
  ) {}

  /** Opens `url`; resolves once the answer's headers are in (any status). */
  static open(url: string, options: OpenOptions = {}): Promise<SseStream> {
    return new Promise((resolve, reject) => {
      const target = new URL(url);
      const req = request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: 'GET',
          agent: false,
          localAddress: options.localAddress,
          headers: { Accept: 'text/event-stream', ...options.headers },
        },
        (res) => {
          const stream = new SseStream(res.statusCode ?? 0, res.headers);
          stream.destroy = () => {
            req.destroy();
            res.destroy();
          };
          const isStream = (res.headers['content-type'] ?? '').startsWith('text/event-stream');
          let buffer = '';
          let event: { id?: string; type?: string; data: string[] } = { data: [] };
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            if (!isStream) {
              stream.text += chunk;
              return;
            }
            buffer += chunk;
            let newline = buffer.search(/\r\n|\r|\n/);
            while (newline >= 0) {
              const line = buffer.slice(0, newline);
              buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
              if (line === '') {
                if (event.data.length) {
                  if (event.id !== undefined) stream.lastEventId = event.id;
                  stream.events.push({ id: event.id ?? stream.lastEventId, event: event.type ?? 'message', data: event.data.join('\n') });
                } else if (event.id !== undefined) stream.lastEventId = event.id;
                event = { data: [] };
              } else if (line.startsWith(':')) stream.comments.push(line.slice(1).trim());
              else {
                const colon = line.indexOf(':');
                const field = colon < 0 ? line : line.slice(0, colon);
                const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
                if (field === 'data') event.data.push(value);
                else if (field === 'event') event.type = value;
                else if (field === 'id') event.id = value;
                else if (field === 'retry' && /^\d+$/.test(value)) stream.retry = Number(value);
              }
              newline = buffer.search(/\r\n|\r|\n/);
            }
            stream.wake();
          });
          const end = () => {
            stream.ended = true;
            stream.wake();
          };
          res.on('end', end);
          res.on('close', end);
          res.on('error', end);
          resolve(stream);
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  /** The parsed payloads of the events of one type, in order. */
  payloads<T = unknown>(type: string): T[] {
    return this.events.filter((e) => e.event === type).map((e) => JSON.parse(e.data) as T);
  }

  /** Waits until `check` holds of the stream (checked now and at every chunk and at the end). */
  until(check: (s: SseStream) => boolean, what: string, limitMs = LIMIT_MS): Promise<void> {
    if (check(this)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`not within ${limitMs} ms: ${what} (events: ${this.events.map((e) => e.event).join(', ') || 'none'}${this.ended ? ', ended' : ''})`));
      }, limitMs);
      const waiter = () => {
        if (!check(this)) return;
        clearTimeout(timer);
        this.waiters.delete(waiter);
        resolve();
      };
      this.waiters.add(waiter);
    });
  }

  /** The first event of `type` (after the first `skip` of them), once it has come. */
  async event<T = unknown>(type: string, skip = 0): Promise<T> {
    await this.until((s) => s.payloads(type).length > skip, `event ${type} #${skip + 1}`);
    return this.payloads<T>(type)[skip]!;
  }

  /** Waits for the server to end the stream. */
  closed(): Promise<void> {
    return this.until((s) => s.ended, 'the stream to end');
  }

  /** Disconnects, as a browser that goes away. */
  close(): void {
    this.destroy();
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}
