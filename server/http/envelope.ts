import type { ServerResponse } from 'node:http';
import { encodeBody } from './compression.ts';

/**
 * The platform envelope `{ success, value, errorCode?, message? }` and the one error type
 * handlers throw. The HTTP status is part of the contract only where the client reads it
 * (401 means "session expired"); business failures answer 200 with success: false.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 200,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const apiError = (code: string, message: string, status = 200, value: unknown = null): ApiError => new ApiError(code, message, status, value);

export interface Envelope {
  success: boolean;
  value: unknown;
  errorCode?: string;
  message?: string;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = Buffer.from(JSON.stringify(body), 'utf8');
  // Brotli or gzip from 1 kB on (game lists, pages of records), as the client accepts.
  const sent = res.req ? encodeBody(res.req, res, text) : text;
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': sent.length,
    ...headers,
  });
  res.end(sent);
}

export function sendOk(res: ServerResponse, value: unknown): void {
  sendJson(res, 200, { success: true, value } satisfies Envelope);
}

export function sendError(res: ServerResponse, error: ApiError): void {
  const headers: Record<string, string> = {};
  if (error.status === 401) headers['WWW-Authenticate'] = 'Token';
  sendJson(res, error.status, { success: false, value: error.value, errorCode: error.code, message: error.message } satisfies Envelope, headers);
}
