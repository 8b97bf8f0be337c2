import { createHash, randomBytes } from 'node:crypto';

/** How long a hand-off code can be redeemed: long enough for a page load, short enough to be useless later. */
export const HANDOFF_TTL_MS = 60_000;

interface Entry {
  userId: number;
  /** The address of the browser that asked for the code (only a browser there redeems it); null when a partner's server asked. */
  ip: string | null;
  expiresAt: number;
}

const hash = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/**
 * Single-use hand-off codes (core/api/handoff.ts), kept in memory by their hash: a restart
 * forgets them, which costs a player one sign-in at most.
 */
export class HandoffCodes {
  private readonly entries = new Map<string, Entry>();

  issue(userId: number, ip: string | null, now: number): string {
    this.sweep(now);
    const code = randomBytes(32).toString('base64url');
    this.entries.set(hash(code), { userId, ip, expiresAt: now + HANDOFF_TTL_MS });
    return code;
  }

  /** The user a code was issued for, once: a redeemed, expired or foreign code answers null and is gone. */
  redeem(code: string, ip: string, now: number): number | null {
    const key = hash(code);
    const entry = this.entries.get(key);
    this.entries.delete(key);
    if (!entry || entry.expiresAt <= now || (entry.ip !== null && entry.ip !== ip)) return null;
    return entry.userId;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
