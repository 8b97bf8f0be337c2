import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { LIVE_PUBLIC_PATH, LIVE_STREAM_PATH } from '../../core/live/events.ts';

/**
 * The browser's calls to the platform, passed on as they are: the method, path, query, headers
 * and body stream through, and the answer's status, headers and (still compressed) body stream
 * back, nothing buffered whole. What the front adds: who the client is and where it reached us
 * (`X-Forwarded-For`, `-Proto`, `-Host`, which the platform reads only from the front's
 * address), and `private, no-store` on any answer to a call that carried a session.
 *
 * Node's own HTTP client rather than fetch: fetch decodes compressed answers, and the point is to
 * pass the platform's bytes untouched. An edge runtime would use fetch with the answer's encoding
 * passed through (see the operators' guide).
 *
 * Event streams (`text/event-stream`: the live streams, core/api/live.ts) pass the same way, each
 * chunk on as it comes, never buffered, compressed or cached (`no-store`, `X-Accel-Buffering: no`
 * for a proxy before the front). They go over connections of their own (a stream holds its
 * connection for as long as it lives, so it must not wait for, or starve, the pool the calls
 * share). When the browser goes away the platform's stream is ended, and when the platform ends
 * it (or goes away) the browser's ends cleanly, so it reconnects with Last-Event-ID.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
  'host',
]);
/** The front answers CORS itself, by its own allow list (front/app.ts). */
const PLATFORM_CORS = /^access-control-/;

export interface ForwardContext {
  /** The client's address as the front judged it (front/http/client-address.ts). */
  clientAddress: string;
  /** The front's public origin the browser reached. */
  origin: string;
}

export interface Forwarder {
  forward(req: Request, url: URL, context: ForwardContext): Promise<Response>;
}

/** A request for an event stream: one of the live streams' paths, or one that asks for text/event-stream. */
export function isEventStreamRequest(req: Request, url: URL): boolean {
  return url.pathname === LIVE_STREAM_PATH || url.pathname === LIVE_PUBLIC_PATH || (req.headers.get('accept') ?? '').includes('text/event-stream');
}

const isEventStream = (contentType: string | string[] | undefined): boolean =>
  (Array.isArray(contentType) ? contentType[0] : contentType)?.split(';')[0]?.trim().toLowerCase() === 'text/event-stream';

export function platformForwarder(baseUrl: string | (() => string)): Forwarder {
  const agents = { http: new HttpAgent({ keepAlive: true, maxSockets: 256 }), https: new HttpsAgent({ keepAlive: true, maxSockets: 256 }) };
  // Streams: no pool to wait in, nothing kept once one ends.
  const streamAgents = { http: new HttpAgent({ keepAlive: false }), https: new HttpsAgent({ keepAlive: false }) };
  return {
    forward(req, url, context) {
      const base = new URL(typeof baseUrl === 'function' ? baseUrl() : baseUrl);
      const target = new URL(url.pathname + url.search, base);
      const headers: Record<string, string> = {};
      req.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name) && !name.startsWith('x-forwarded-')) headers[name] = value;
      });
      const publicUrl = new URL(context.origin);
      headers['x-forwarded-for'] = context.clientAddress;
      headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
      headers['x-forwarded-host'] = publicUrl.host;
      const carriesSession = req.headers.has('authorization');
      const secure = target.protocol === 'https:';
      const streaming = isEventStreamRequest(req, url);
      const pool = streaming ? streamAgents : agents;
      return new Promise<Response>((resolve) => {
        const upstream = (secure ? httpsRequest : httpRequest)(
          target,
          { method: req.method, headers, agent: secure ? pool.https : pool.http, signal: req.signal },
          (answer) => {
            const out = new Headers();
            for (const [name, value] of Object.entries(answer.headers as IncomingHttpHeaders)) {
              if (value === undefined || HOP_BY_HOP.has(name) || PLATFORM_CORS.test(name)) continue;
              for (const v of Array.isArray(value) ? value : [value]) out.append(name, v);
            }
            if (carriesSession) out.set('Cache-Control', 'private, no-store');
            const status = answer.statusCode ?? 502;
            const empty = req.method === 'HEAD' || status === 204 || status === 304;
            if (empty) answer.resume();
            if (!empty && isEventStream(answer.headers['content-type'])) {
              if (!carriesSession) out.set('Cache-Control', 'no-store');
              out.set('X-Accel-Buffering', 'no');
              out.delete('Content-Length');
              answer.socket?.setNoDelay(true);
              resolve(new Response(eventStream(answer), { status, headers: out }));
              return;
            }
            resolve(new Response(empty ? null : (Readable.toWeb(answer) as ReadableStream<Uint8Array>), { status, headers: out }));
          },
        );
        upstream.on('error', () => resolve(unavailable()));
        if (req.body && req.method !== 'GET' && req.method !== 'HEAD') Readable.fromWeb(req.body as import('node:stream/web').ReadableStream).pipe(upstream);
        else upstream.end();
      });
    },
  };
}

/**
 * An event stream's body: each chunk on as it comes (reading paused while the browser's side is
 * full), ended cleanly however the platform's side ends (an SSE client drops a half event and
 * reconnects), and the platform's side ended when the browser's goes away.
 */
function eventStream(answer: import('node:http').IncomingMessage): ReadableStream<Uint8Array> {
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const finish = () => {
        if (done) return;
        done = true;
        try {
          controller.close();
        } catch {
          // already cancelled
        }
      };
      answer.on('data', (chunk: Buffer) => {
        if (done) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 1) <= 0) answer.pause();
      });
      answer.once('end', finish);
      answer.once('aborted', finish);
      answer.once('error', finish);
      answer.once('close', finish);
    },
    pull() {
      answer.resume();
    },
    cancel() {
      done = true;
      answer.destroy();
    },
  });
}

/** The platform did not answer: the envelope the browser's request function reads as a failure it can retry. */
export function unavailable(): Response {
  return new Response(JSON.stringify({ success: false, value: null, errorCode: 'platform.unavailable', message: 'The service is not available right now' }), {
    status: 502,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
