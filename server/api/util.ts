import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DB } from '../db/open.ts';
import { ApiError } from '../http/envelope.ts';
import type { Params } from '../http/body.ts';
import { CURRENCY, CURRENCY_SYMBOL } from '../seed/settings.ts';
import type { UserRow } from '../state.ts';

export const toMoney = (cents: number): number => Math.round(cents) / 100;
export const toCents = (amount: number): number => Math.round(amount * 100);

/** Amount parameter in currency units with at most two decimals, > 0. */
export function amountParam(params: Params, name = 'amount'): number {
  const amount = params.num(name, { min: 0.01, max: 100_000_000 });
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) {
    throw new ApiError('request.invalid', `parameter ${name} has more than two decimals`, 400, { field: name });
  }
  return toCents(amount);
}

export function paging(params: Params, defaultSize = 20, maxSize = 100): { pageNo: number; pageSize: number; offset: number } {
  const pageNo = params.int('pageNo', 1, { min: 1, max: 100_000 });
  const pageSize = params.int('pageSize', defaultSize, { min: 1, max: maxSize });
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

export const totalPages = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Start of a YYYY-MM-DD day in server local time. */
export function parseDay(value: string, field: string): number {
  const m = DATE.exec(value);
  const d = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
  if (!m || !d || d.getMonth() !== Number(m[2]) - 1) throw new ApiError('request.invalid', `parameter ${field} must be a date YYYY-MM-DD`, 400, { field });
  return d.getTime();
}

/** [from, to) in epoch ms for startDate..endDate (inclusive days); the last 30 days when absent. */
export function dateRange(params: Params, now: number): [number, number] {
  const s = params.optStr('startDate');
  const e = params.optStr('endDate');
  const to = e ? addDays(parseDay(e, 'endDate'), 1) : now + 1;
  const from = s ? parseDay(s, 'startDate') : to - 31 * 86_400_000;
  if (from > to) throw new ApiError('request.invalid', 'startDate is after endDate', 400, { field: 'startDate' });
  return [from, to];
}

function addDays(t: number, n: number): number {
  const d = new Date(t);
  d.setDate(d.getDate() + n);
  return d.getTime();
}

export function maskMobile(m: string | null): string | undefined {
  if (!m) return undefined;
  return m.length <= 4 ? '****' : `${m.slice(0, 3)}****${m.slice(-3)}`;
}

export function maskEmail(e: string | null): string | undefined {
  if (!e) return undefined;
  const [name, domain] = e.split('@');
  return `${(name ?? '').slice(0, 2)}***@${domain ?? ''}`;
}

export const maskCard = (no: string): string => `**** **** **** ${no.slice(-4)}`;

export function balanceValue(db: DB, userId: number) {
  const rows = db.prepare("SELECT name, balance_cents FROM wallets WHERE user_id = ? ORDER BY CASE name WHEN 'Main' THEN 0 ELSE 1 END, name").all(userId) as {
    name: string;
    balance_cents: number;
  }[];
  return {
    sumBalance: toMoney(rows.reduce((s, r) => s + r.balance_cents, 0)),
    currency: CURRENCY,
    currencySymbol: CURRENCY_SYMBOL,
    accounts: rows.map((r) => ({ name: r.name, balance: toMoney(r.balance_cents) })),
  };
}

export function walletBalance(db: DB, userId: number, wallet = 'Main'): number {
  const row = db.prepare('SELECT balance_cents FROM wallets WHERE user_id = ? AND name = ?').get(userId, wallet) as { balance_cents: number } | undefined;
  if (!row) throw new ApiError('wallet.unknown', `no wallet ${wallet}`);
  return row.balance_cents;
}

/**
 * Moves money in or out of one wallet and writes the transaction record. Call inside a
 * db.transaction; refuses to go below zero with `balance.insufficient`.
 */
export function post(db: DB, userId: number, code: string, amountCents: number, now: number, remark = '', wallet = 'Main'): number {
  const before = walletBalance(db, userId, wallet);
  const after = before + amountCents;
  if (after < 0) throw new ApiError('balance.insufficient', 'insufficient balance');
  db.prepare('UPDATE wallets SET balance_cents = ? WHERE user_id = ? AND name = ?').run(after, userId, wallet);
  const total = (db.prepare('SELECT SUM(balance_cents) AS s FROM wallets WHERE user_id = ?').get(userId) as { s: number }).s;
  db.prepare('INSERT INTO transactions (user_id, code, amount_cents, balance_after_cents, remark, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    userId,
    code,
    amountCents,
    total,
    remark,
    now,
  );
  return after;
}

export function findUser(db: DB, account: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE account = ?').get(account) as UserRow | undefined;
}

export function findUserByAccountOrMobile(db: DB, login: string): UserRow | undefined {
  return (db.prepare('SELECT * FROM users WHERE account = ?').get(login) ?? db.prepare('SELECT * FROM users WHERE mobile = ?').get(login)) as
    | UserRow
    | undefined;
}

/** Ids of everyone below a user (recursive). */
export function teamIds(db: DB, userId: number): number[] {
  return (
    db
      .prepare(
        `WITH RECURSIVE t(id) AS (SELECT id FROM users WHERE parent_id = ? UNION ALL SELECT u.id FROM users u JOIN t ON u.parent_id = t.id) SELECT id FROM t`,
      )
      .all(userId) as { id: number }[]
  ).map((r) => r.id);
}

export const placeholders = (n: number): string => (n === 0 ? 'NULL' : Array(n).fill('?').join(','));

/** The merchant's registration pattern check, shared by register, change password and downline registration. */
export function matches(pattern: string | undefined, value: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return false;
  }
}

/**
 * Answers GET/HEAD for a picture stored in SQLite under a random 24-hex key (`table` has `key`,
 * `mime`, `bytes`): 404 for an unknown key, else the bytes, cached for a year since a key never
 * points at other bytes. False when `path` does not match `route` (its first group is the key).
 */
export function serveStoredImage(
  db: DB,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  store: { route: RegExp; table: 'feedback_images' | 'head_icon_uploads'; cache: 'public' | 'private' },
): boolean {
  const m = store.route.exec(path);
  if (!m) return false;
  const row = db.prepare(`SELECT mime, bytes FROM ${store.table} WHERE key = ?`).get(m[1]) as { mime: string; bytes: Buffer } | undefined;
  if (!row) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('no such image');
    return true;
  }
  res.writeHead(200, {
    'Content-Type': row.mime,
    'Content-Length': row.bytes.length,
    'Cache-Control': `${store.cache}, max-age=31536000, immutable`,
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : row.bytes);
  return true;
}
