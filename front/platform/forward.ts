import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';

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

export function platformForwarder(baseUrl: string | (() => string)): Forwarder {
  const agents = { http: new HttpAgent({ keepAlive: true, maxSockets: 256 }), https: new HttpsAgent({ keepAlive: true, maxSockets: 256 }) };
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
      return new Promise<Response>((resolve) => {
        const upstream = (secure ? httpsRequest : httpRequest)(
          target,
          { method: req.method, headers, agent: secure ? agents.https : agents.http, signal: req.signal },
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

/** The platform did not answer: the envelope the browser's request function reads as a failure it can retry. */
export function unavailable(): Response {
  return new Response(JSON.stringify({ success: false, value: null, errorCode: 'platform.unavailable', message: 'The service is not available right now' }), {
    status: 502,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
