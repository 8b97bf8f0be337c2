/**
 * The operator's side of responsible gaming, under /__admin (loopback only, like the switches):
 *
 *   GET  /__admin/responsible-gaming/audit?account=demo                                → the trail, newest first
 *   GET  /__admin/responsible-gaming/exclusions?account=demo&kind=timeout&status=over  → [{ id, account, kind, startsAt, endsAt, closedAt, status }]
 *   POST /__admin/responsible-gaming/exclusions/<id>/close  { reason? }                → the record, closed
 *
 * A time-out or self-exclusion in force is never ended early (HTTP 409 `rg.exclusion_in_force`
 * with its `endsAt`); one whose chosen period has passed may be closed once (again: 409
 * `admin.already_decided`); an unknown id 404. Every close is audited as the operator's doing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, sendJson } from '../http/envelope.ts';
import { parseJsonBody, readBody } from '../http/body.ts';
import { clientIp } from '../http/peer.ts';
import { auditTrail } from '../responsible-gaming/audit.ts';
import { closeExclusion, EXCLUSION_STATUSES, type ExclusionKind, type ExclusionStatus, listExclusions } from '../responsible-gaming/exclusions.ts';
import type { PlatformState } from '../state.ts';

const ok = (res: ServerResponse, value: unknown) => sendJson(res, 200, { success: true, value });

const CLOSE = /^\/__admin\/responsible-gaming\/exclusions\/(\d{1,12})\/close$/;
const KINDS: readonly ExclusionKind[] = ['timeout', 'self_exclusion'];

function oneOf<T extends string>(params: URLSearchParams, name: string, options: readonly T[]): T | undefined {
  const v = params.get(name);
  if (v === null || v === '') return undefined;
  if (!(options as readonly string[]).includes(v)) throw new ApiError('request.invalid', `${name} must be one of ${options.join(', ')}`, 400, { field: name });
  return v as T;
}

/** Answers the routes above; false for any other path. Loopback is checked by the caller. */
export async function serveRgAdmin(app: PlatformState, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname;
  const q = url.searchParams;
  if (req.method === 'GET' && path === '/__admin/responsible-gaming/audit') {
    ok(res, auditTrail(app.db, q.get('account') || undefined));
    return true;
  }
  if (req.method === 'GET' && path === '/__admin/responsible-gaming/exclusions') {
    const filter = { account: q.get('account') || undefined, kind: oneOf(q, 'kind', KINDS), status: oneOf<ExclusionStatus>(q, 'status', EXCLUSION_STATUSES) };
    ok(res, listExclusions(app.db, filter, app.now()));
    return true;
  }
  const close = CLOSE.exec(path);
  if (close && req.method === 'POST') {
    const body = parseJsonBody(await readBody(req, 16 * 1024));
    const reason = typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim().slice(0, 200) : undefined;
    ok(res, closeExclusion(app, Number(close[1]), app.now(), { ip: clientIp(req), reason }));
    return true;
  }
  return false;
}
