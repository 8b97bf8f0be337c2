import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import type { Hono } from 'hono';

/**
 * The front on Node: its Hono app on an HTTP/1.1 server, or HTTPS with HTTP/2 (and HTTP/1.1
 * over TLS for clients without it) when given a certificate.
 */
export interface NodeFront {
  server: Server | Http2SecureServer;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: the app's bindings are the adapter's concern
export function serveFront(app: Hono<any>, tls?: { cert: string | Buffer; key: string | Buffer }): NodeFront {
  const server = (
    tls
      ? createAdaptorServer({ fetch: app.fetch, createServer: createSecureServer, serverOptions: { cert: tls.cert, key: tls.key, allowHTTP1: true } })
      : createAdaptorServer({ fetch: app.fetch })
  ) as Server | Http2SecureServer;
  if (!tls) {
    (server as Server).requestTimeout = 60_000;
    (server as Server).headersTimeout = 20_000;
  }
  // Every connection, to end them on close (the HTTP/2 server has no closeAllConnections).
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const scheme = tls ? 'https' : 'http';
  return {
    server,
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolveUrl, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const a = server.address() as AddressInfo;
          resolveUrl(`${scheme}://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`);
        });
      });
    },
    close() {
      return new Promise((done) => {
        if (!server.listening) return done();
        server.close(() => done());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}
