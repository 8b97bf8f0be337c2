import type { IncomingMessage } from 'node:http';
import { ApiError } from './envelope.ts';

export const DEFAULT_BODY_LIMIT = 1024 * 1024; // 1 MB
export const UPLOAD_BODY_LIMIT = 20 * 1024 * 1024; // 20 MB, for calls that carry images

/** Reads the whole request body, refusing more than `limit` bytes with `request.too_large` (HTTP 413). */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(tooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        req.resume();
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) {
        done = true;
        resolve(Buffer.concat(chunks));
      }
    });
    req.on('error', (e) => {
      if (!done) {
        done = true;
        reject(e);
      }
    });
  });
}

function tooLarge(limit: number): ApiError {
  return new ApiError('request.too_large', `request body larger than ${Math.round(limit / 1024)} kB`, 413);
}

export function parseJsonBody(buf: Buffer): Record<string, unknown> {
  const text = buf.toString('utf8').trim();
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError('request.malformed', 'request body is not valid JSON', 400);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ApiError('request.malformed', 'request body must be a JSON object', 400);
  }
  return parsed as Record<string, unknown>;
}

export function parseFormBody(buf: Buffer): Record<string, unknown> {
  return Object.fromEntries(new URLSearchParams(buf.toString('utf8')));
}

/**
 * Typed access to request parameters. Query and form values arrive as strings, JSON values
 * as themselves; each getter accepts both and throws `request.invalid` naming the field.
 */
export class Params {
  constructor(readonly raw: Record<string, unknown>) {}

  private invalid(name: string, what: string): ApiError {
    return new ApiError('request.invalid', `parameter ${name} must be ${what}`, 400, { field: name });
  }

  has(name: string): boolean {
    const v = this.raw[name];
    return v !== undefined && v !== null && v !== '';
  }

  optStr(name: string, maxLength = 10_000): string | undefined {
    const v = this.raw[name];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') throw this.invalid(name, 'a string');
    const s = String(v).trim();
    if (s.length > maxLength) throw this.invalid(name, `at most ${maxLength} characters`);
    return s === '' ? undefined : s;
  }

  str(name: string, maxLength = 10_000): string {
    const s = this.optStr(name, maxLength);
    if (s === undefined) throw new ApiError('request.invalid', `parameter ${name} is required`, 400, { field: name });
    return s;
  }

  /** A string kept exactly as sent (passwords: no trimming). */
  rawStr(name: string, maxLength = 200): string {
    const v = this.raw[name];
    if (typeof v !== 'string' || v === '') throw new ApiError('request.invalid', `parameter ${name} is required`, 400, { field: name });
    if (v.length > maxLength) throw this.invalid(name, `at most ${maxLength} characters`);
    return v;
  }

  optNum(name: string, opts: { min?: number; max?: number } = {}): number | undefined {
    const v = this.raw[name];
    if (v === undefined || v === null || v === '') return undefined;
    const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : NaN;
    if (!Number.isFinite(n)) throw this.invalid(name, 'a number');
    if (opts.min !== undefined && n < opts.min) throw this.invalid(name, `at least ${opts.min}`);
    if (opts.max !== undefined && n > opts.max) throw this.invalid(name, `at most ${opts.max}`);
    return n;
  }

  num(name: string, opts: { min?: number; max?: number } = {}): number {
    const n = this.optNum(name, opts);
    if (n === undefined) throw new ApiError('request.invalid', `parameter ${name} is required`, 400, { field: name });
    return n;
  }

  int(name: string, fallback: number, opts: { min?: number; max?: number } = {}): number {
    const n = this.optNum(name, opts);
    if (n === undefined) return fallback;
    if (!Number.isInteger(n)) throw this.invalid(name, 'a whole number');
    return n;
  }

  optBool(name: string): boolean | undefined {
    const v = this.raw[name];
    if (v === undefined || v === null || v === '') return undefined;
    if (v === true || v === 'true' || v === '1' || v === 1) return true;
    if (v === false || v === 'false' || v === '0' || v === 0) return false;
    throw this.invalid(name, 'true or false');
  }

  /** A list: a JSON array, or a comma-separated string (how the client sends arrays in a query). */
  list(name: string): string[] {
    const v = this.raw[name];
    if (v === undefined || v === null || v === '') return [];
    if (Array.isArray(v)) return v.map((x) => String(x).trim()).filter(Boolean);
    if (typeof v === 'string' || typeof v === 'number')
      return String(v)
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
    throw this.invalid(name, 'a list');
  }
}
