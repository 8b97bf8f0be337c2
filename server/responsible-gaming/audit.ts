/** Every responsible-gaming change, with who made it, what it was and when: kept for the operator and the regulator. */
import type { DB } from '../db/open.ts';

/** `player` (the account holder), `platform` (a cooling-off ran out) or `operator` (the back office). */
export type RgActor = 'player' | 'platform' | 'operator';

export interface RgAuditEntry {
  userId: number;
  actor: RgActor;
  action: string;
  detail: Record<string, unknown>;
  ip?: string;
  at: number;
}

export function audit(db: DB, e: RgAuditEntry): void {
  db.prepare('INSERT INTO rg_audit (user_id, actor, action, detail, ip, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    e.userId,
    e.actor,
    e.action,
    JSON.stringify(e.detail),
    e.ip ?? null,
    e.at,
  );
}

export interface RgAuditRow {
  id: number;
  account: string;
  actor: RgActor;
  action: string;
  detail: Record<string, unknown>;
  ip: string | null;
  at: number;
}

/** One player's trail (or everyone's), newest first. */
export function auditTrail(db: DB, account?: string, limit = 200): RgAuditRow[] {
  const rows = db
    .prepare(`SELECT a.id, u.account, a.actor, a.action, a.detail, a.ip, a.created_at FROM rg_audit a JOIN users u ON u.id = a.user_id
      ${account ? 'WHERE u.account = ?' : ''} ORDER BY a.id DESC LIMIT ?`)
    .all(...(account ? [account, limit] : [limit])) as {
    id: number;
    account: string;
    actor: RgActor;
    action: string;
    detail: string;
    ip: string | null;
    created_at: number;
  }[];
  return rows.map((r) => ({
    id: r.id,
    account: r.account,
    actor: r.actor,
    action: r.action,
    detail: JSON.parse(r.detail) as Record<string, unknown>,
    ip: r.ip,
    at: r.created_at,
  }));
}
