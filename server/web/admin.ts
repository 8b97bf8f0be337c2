import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, sendError, sendJson } from '../http/envelope.ts';
import { parseJsonBody, readBody } from '../http/body.ts';
import type { PlatformState } from '../state.ts';
import { clientIp, requestHost } from '../http/peer.ts';
import { serveMoneyAdmin } from './money-admin.ts';
import { serveIdentityAdmin } from './identity-admin.ts';
import { serveFeedbackAdmin } from './feedback-admin.ts';
import { serveRgAdmin } from './rg-admin.ts';
import { serveLiveAdmin } from './live-admin.ts';
import { notifyMaintenance } from '../live/notify.ts';

/**
 * /__admin/* (switches) and, in test mode, /__test/* (peek at SMS codes, captchas, mails).
 * Only answered to requests from loopback addresses whose `Host` is on the allow-list.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || /^127(\.\d{1,3}){3}$/.test(a);
}

/** Host names the admin and test routes answer to unless `adminHosts` / MC_ADMIN_HOSTS says otherwise. */
export const DEFAULT_ADMIN_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '::1'];

/**
 * The `Host` header names an allowed host. A page on an attacker's domain that rebinds its name
 * to 127.0.0.1 reaches loopback, but its requests still carry its own host name.
 */
export function isAllowedHost(host: string | string[] | undefined, allowed: readonly string[]): boolean {
  if (typeof host !== 'string' || host === '') return false;
  let name: string;
  try {
    name = new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (name.startsWith('[') && name.endsWith(']')) name = name.slice(1, -1);
  return allowed.includes(name);
}

const reachable = (app: PlatformState, req: IncomingMessage) => isLoopback(clientIp(req)) && isAllowedHost(requestHost(req), app.adminHosts);

const ok = (res: ServerResponse, value: unknown) => sendJson(res, 200, { success: true, value });

export async function serveAdmin(app: PlatformState, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  try {
    if (!reachable(app, req)) throw new ApiError('admin.forbidden', 'switches are only answered on loopback, to an allowed Host', 403);
    const route = `${req.method} ${url.pathname}`;
    switch (route) {
      case 'GET /__admin/switches':
        return ok(res, app.switches.snapshot());
      case 'POST /__admin/switches': {
        const was = app.switches.maintenance;
        app.switches.apply(parseJsonBody(await readBody(req, 64 * 1024)));
        if (app.switches.maintenance !== was) notifyMaintenance(app, app.switches.maintenance);
        return ok(res, app.switches.snapshot());
      }
      case 'POST /__admin/reset': {
        const was = app.switches.maintenance;
        app.switches.reset();
        if (app.switches.maintenance !== was) notifyMaintenance(app, app.switches.maintenance);
        app.guard.clear();
        app.fundsLock.clear();
        app.reauthLock.clear();
        return ok(res, app.switches.snapshot());
      }
      case 'POST /__admin/rotateKey':
        app.keys.rotate();
        return ok(res, { keyId: app.keys.publicKey.keyId });
    }
    if (await serveMoneyAdmin(app, req, res, url)) return;
    if (await serveIdentityAdmin(app, req, res, url)) return;
    if (await serveFeedbackAdmin(app, req, res, url)) return;
    if (await serveRgAdmin(app, req, res, url)) return;
    if (await serveLiveAdmin(app, req, res, url)) return;
    throw new ApiError('not.found', `no admin route ${route}`, 404);
  } catch (e) {
    req.resume();
    sendError(res, e instanceof ApiError ? e : new ApiError('server.error', 'internal error', 500));
  }
}

export async function serveTest(app: PlatformState, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (!app.testMode || !reachable(app, req)) return false;
  const q = url.searchParams;
  try {
    switch (`${req.method} ${url.pathname}`) {
      case 'GET /__test/sms': {
        const row = app.db
          .prepare('SELECT code, purpose, created_at, expires_at, used_at FROM sms_log WHERE mobile = ? ORDER BY id DESC LIMIT 1')
          .get(q.get('mobileNum') ?? '') as { code: string; purpose: string; created_at: number; expires_at: number; used_at: number | null } | undefined;
        if (!row) throw new ApiError('sms.none', 'no code was sent to that number', 404);
        ok(res, { code: row.code, purpose: row.purpose, createdAt: row.created_at, expiresAt: row.expires_at, used: row.used_at !== null });
        return true;
      }
      case 'GET /__test/captcha': {
        const text = await app.captchas.peek(q.get('id') ?? '');
        if (!text) throw new ApiError('captcha.none', 'no live captcha with that id', 404);
        ok(res, { text });
        return true;
      }
      case 'POST /__test/clock': {
        // Moves the platform's clock forward (never back: stored times must stay in order).
        const advance = Number(q.get('advanceMs') ?? '');
        if (!Number.isSafeInteger(advance) || advance < 0)
          throw new ApiError('request.invalid', 'advanceMs must be a whole number of milliseconds, 0 or more', 400);
        req.resume();
        app.clock.offsetMs += advance;
        ok(res, { now: app.now(), offsetMs: app.clock.offsetMs });
        return true;
      }
      case 'GET /__test/live': {
        // The live streams this process holds and its subscriptions (tests and scripts/bench-live.mjs check nothing is left behind).
        ok(res, { streams: app.liveStreams.size, subscriptions: app.live.subscriptions });
        return true;
      }
      case 'GET /__test/mail': {
        const row = app.db
          .prepare(
            'SELECT m.address, m.subject, m.body, m.created_at FROM mail_log m JOIN users u ON u.id = m.user_id WHERE u.account = ? ORDER BY m.id DESC LIMIT 1',
          )
          .get(q.get('username') ?? '') as { address: string; subject: string; body: string; created_at: number } | undefined;
        if (!row) throw new ApiError('mail.none', 'no mail for that user', 404);
        ok(res, { address: row.address, subject: row.subject, body: row.body, createdAt: row.created_at });
        return true;
      }
    }
  } catch (e) {
    sendError(res, e instanceof ApiError ? e : new ApiError('server.error', 'internal error', 500));
    return true;
  }
  return false;
}
