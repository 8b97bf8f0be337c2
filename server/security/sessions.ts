import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../db/open.ts';

/**
 * Session tokens: 32 random bytes (base64url) handed to the client once; only their SHA-256
 * is stored. A session lasts SESSION_TTL_MS from its last use (sliding) and ends on logout.
 */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** A session's expiry is pushed forward at most once per this interval (saves a write per call). */
const SLIDE_GRANULARITY_MS = 60 * 1000;

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export interface SessionRow {
  id: number;
  user_id: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface SessionMeta {
  ip?: string;
  device?: string;
  /** The session this one is handed off from (the hand-off): both end with a sign-out of either. */
  forkOf?: number;
}

export function createSession(db: DB, userId: number, now: number, meta: SessionMeta = {}): string {
  const token = randomBytes(32).toString('base64url');
  const family = meta.forkOf === undefined ? null : familyOf(db, meta.forkOf);
  db.prepare('INSERT INTO sessions (user_id, token_hash, created_at, expires_at, ip, device, family_id) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    userId,
    hashToken(token),
    now,
    now + SESSION_TTL_MS,
    meta.ip ?? null,
    meta.device ?? null,
    family,
  );
  return token;
}

/** The family a session heads or belongs to: the id of the first session of its hand-offs. */
function familyOf(db: DB, sessionId: number): number {
  const row = db.prepare('SELECT family_id FROM sessions WHERE id = ?').get(sessionId) as { family_id: number | null } | undefined;
  return row?.family_id ?? sessionId;
}

/** The live sessions of `sessionId`'s family (itself included): what one sign-out ends. */
export function liveFamily(db: DB, sessionId: number, now: number): number[] {
  const family = familyOf(db, sessionId);
  const rows = db.prepare('SELECT id FROM sessions WHERE (id = ? OR family_id = ?) AND revoked_at IS NULL AND expires_at > ?').all(family, family, now) as {
    id: number;
  }[];
  return rows.map((r) => r.id);
}

/** The live session for a token, with its expiry slid forward; null when unknown, expired or revoked. */
export function resolveSession(db: DB, token: string | undefined, now: number): SessionRow | null {
  if (!token || token.length > 200) return null;
  const row = db.prepare('SELECT id, user_id, expires_at, revoked_at FROM sessions WHERE token_hash = ?').get(hashToken(token)) as SessionRow | undefined;
  if (!row || row.revoked_at !== null || row.expires_at <= now) return null;
  const slid = now + SESSION_TTL_MS;
  if (slid - row.expires_at >= SLIDE_GRANULARITY_MS) {
    db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ?').run(slid, row.id);
    row.expires_at = slid;
  }
  return row;
}

/** Why a token that no longer resolves stopped: revoked (a sign-out, a password change, a closed or excluded account) or not (expired, or never issued). */
export function endedSessionCause(db: DB, token: string): 'signed-out' | 'expired' {
  if (token.length > 200) return 'expired';
  const row = db.prepare('SELECT revoked_at FROM sessions WHERE token_hash = ?').get(hashToken(token)) as Pick<SessionRow, 'revoked_at'> | undefined;
  return row?.revoked_at != null ? 'signed-out' : 'expired';
}

export function revokeSession(db: DB, sessionId: number, now: number): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(now, sessionId);
}

export function revokeUserSessions(db: DB, userId: number, now: number, exceptSessionId?: number): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND id != ?').run(now, userId, exceptSessionId ?? -1);
}
