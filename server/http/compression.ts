import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodeFor, type Encoding } from '../../front/http/compression.ts';

/** The platform's answers are compressed as the front's are (front/http/compression.ts), on node's response. */
export function encodeBody(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  options: { minBytes?: number; encode?: (encoding: Encoding) => Buffer } = {},
): Buffer {
  const headers = {
    get: (name: string) => {
      const v = res.getHeader(name);
      return v === undefined ? undefined : Array.isArray(v) ? v.join(', ') : String(v);
    },
    set: (name: string, value: string) => res.setHeader(name, value),
  };
  const out = encodeFor(req.headers['accept-encoding'], headers, body, options);
  return Buffer.isBuffer(out) ? out : Buffer.from(out);
}
