/**
 * Promotion applications and claims. A player applies for an open promotion with a comment
 * (≤ 140 characters) and up to 3 png/jpg images (≤ 5 MB each), stored in the database; the claim
 * state becomes `applying`. An operator issues a reward or rejects the application
 * (server/web/money-admin.ts); an issued reward is claimed into the wallet once.
 */
import * as C from '../../core/api/content.ts';
import type { DB } from '../db/open.ts';
import { ApiError } from '../http/envelope.ts';
import type { ApiRegistry, AuthedCtx } from './context.ts';
import { balanceValue, post, toCents, toMoney } from './util.ts';
import { notifyBalance } from '../live/notify.ts';

export const COMMENT_MAX = 140;
export const IMAGES_MAX = 3;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Three images of 5 MB are 20 MB in base64, plus the JSON around them. */
export const APPLY_BODY_LIMIT = 24 * 1024 * 1024;

/** What an issued reward pays when the operator named no amount (and for the seeded ones). */
const DEFAULT_REWARDS: Readonly<Record<string, number>> = { DAILY: toCents(18), WEEKEND: toCents(58), SPORTS: toCents(20), MISSION: toCents(88) };
export const defaultReward = (type: string): number => DEFAULT_REWARDS[type] ?? toCents(28);

interface PromotionRow {
  id: string;
  type: string;
  start_at: number;
  end_at: number;
}

interface ClaimRow {
  state: string;
  reward_cents: number | null;
  reason: string | null;
}

export interface DecodedImage {
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

export function registerPromotions(r: ApiRegistry): void {
  const real = { realAccountOnly: true };

  r.authed(
    C.applyPromotion,
    (ctx) => {
      const promo = openPromotion(ctx);
      const comment = ctx.params.optStr('comment', COMMENT_MAX) ?? '';
      const images = decodeImages(ctx.params.raw.images);
      const claim = claimOf(ctx.db, ctx.user.id, promo.id);
      if (claim && claim.state !== 'rejected') throw new ApiError('promotion.already_applied', 'you already joined or applied for this promotion');
      ctx.db.transaction(() => {
        const id = ctx.db
          .prepare("INSERT INTO promotion_applications (user_id, promotion_id, comment, status, created_at) VALUES (?, ?, ?, 'applying', ?)")
          .run(ctx.user.id, promo.id, comment, ctx.now).lastInsertRowid;
        const img = ctx.db.prepare('INSERT INTO promotion_application_images (application_id, position, mime, bytes) VALUES (?, ?, ?, ?)');
        images.forEach((image, i) => img.run(id, i + 1, image.mime, image.bytes));
        setClaim(ctx.db, ctx.user.id, promo.id, 'applying', ctx.now, null, null);
      })();
      return { state: 'applying' as const };
    },
    { bodyLimit: APPLY_BODY_LIMIT, ...real },
  );

  r.authed(C.promotionApplication, (ctx) => {
    const promo = promotionRow(ctx.db, ctx.params.str('promotionId', 32));
    const claim = claimOf(ctx.db, ctx.user.id, promo.id);
    const last = ctx.db
      .prepare(
        'SELECT id, comment, reason, reward_cents, created_at FROM promotion_applications WHERE user_id = ? AND promotion_id = ? ORDER BY id DESC LIMIT 1',
      )
      .get(ctx.user.id, promo.id) as { id: number; comment: string; reason: string | null; reward_cents: number | null; created_at: number } | undefined;
    const images = last
      ? (ctx.db.prepare('SELECT COUNT(*) AS n FROM promotion_application_images WHERE application_id = ?').get(last.id) as { n: number }).n
      : 0;
    const state = stateOf(promo, claim?.state, ctx.now);
    const reward = claim?.reward_cents ?? (state === 'issued' ? defaultReward(promo.type) : 0);
    return {
      promotionId: promo.id,
      state,
      comment: last?.comment ?? '',
      images,
      reason: claim?.reason ?? last?.reason ?? '',
      reward: toMoney(reward),
      appliedAt: last?.created_at ?? 0,
    };
  });

  r.authed(
    C.claimPromotion,
    (ctx) => {
      const promo = openPromotion(ctx);
      const amount = ctx.db.transaction(() => {
        const claim = claimOf(ctx.db, ctx.user.id, promo.id);
        if (claim?.state === 'claimed') throw new ApiError('promotion.already_claimed', 'this reward was already claimed');
        if (claim?.state !== 'issued') throw new ApiError('promotion.nothing_to_claim', 'this promotion has no reward to claim');
        const cents = claim.reward_cents ?? defaultReward(promo.type);
        post(ctx.db, ctx.user.id, 'BON', cents, ctx.now, `Promotion ${promo.id}`);
        setClaim(ctx.db, ctx.user.id, promo.id, 'claimed', ctx.now, cents, null);
        return cents;
      })();
      notifyBalance(ctx.app, ctx.user.id, 'adjustment');
      return { state: 'claimed' as const, amount: toMoney(amount), balance: balanceValue(ctx.db, ctx.user.id) };
    },
    real,
  );
}

/** Issues a reward for (or rejects) an application that is waiting; false when there is none. */
export function decideApplication(
  db: DB,
  id: number,
  approve: boolean,
  now: number,
  options: { reward?: number; reason?: string } = {},
): { ok: boolean; status: string | null } {
  return db.transaction(() => {
    const a = db
      .prepare(
        'SELECT a.id, a.user_id, a.promotion_id, a.status, p.type FROM promotion_applications a JOIN promotions p ON p.id = a.promotion_id WHERE a.id = ?',
      )
      .get(id) as { id: number; user_id: number; promotion_id: string; status: string; type: string } | undefined;
    if (!a || a.status !== 'applying') return { ok: false, status: a?.status ?? null };
    const status = approve ? 'issued' : 'rejected';
    const reward = approve ? (options.reward !== undefined ? toCents(options.reward) : defaultReward(a.type)) : null;
    const reason = approve ? null : (options.reason ?? null);
    db.prepare('UPDATE promotion_applications SET status = ?, reward_cents = ?, reason = ?, decided_at = ? WHERE id = ?').run(
      status,
      reward,
      reason,
      now,
      a.id,
    );
    setClaim(db, a.user_id, a.promotion_id, status, now, reward, reason);
    return { ok: true, status };
  })();
}

function promotionRow(db: DB, id: string): PromotionRow {
  const p = db.prepare('SELECT id, type, start_at, end_at FROM promotions WHERE id = ?').get(id) as PromotionRow | undefined;
  if (!p) throw new ApiError('promotion.unknown', 'no such promotion');
  return p;
}

function openPromotion(ctx: AuthedCtx): PromotionRow {
  const p = promotionRow(ctx.db, ctx.params.str('promotionId', 32));
  if (ctx.now < p.start_at) throw new ApiError('promotion.not_started', 'this promotion has not started yet');
  if (ctx.now >= p.end_at) throw new ApiError('promotion.closed', 'this promotion has ended');
  return p;
}

function claimOf(db: DB, userId: number, promotionId: string): ClaimRow | undefined {
  return db.prepare('SELECT state, reward_cents, reason FROM promotion_claims WHERE user_id = ? AND promotion_id = ?').get(userId, promotionId) as
    | ClaimRow
    | undefined;
}

function setClaim(db: DB, userId: number, promotionId: string, state: string, now: number, reward: number | null, reason: string | null): void {
  db.prepare(`INSERT INTO promotion_claims (user_id, promotion_id, state, updated_at, reward_cents, reason) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (user_id, promotion_id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at, reward_cents = excluded.reward_cents, reason = excluded.reason`).run(
    userId,
    promotionId,
    state,
    now,
    reward,
    reason,
  );
}

/** The same reading of a promotion's state as the promotion list's. */
function stateOf(p: PromotionRow, claim: string | undefined, now: number): C.Promotion['state'] {
  if (now < p.start_at) return 'coming_soon';
  if (now >= p.end_at) return 'closed';
  const known: C.Promotion['state'][] = ['applying', 'rejected', 'issued', 'claimed', 'joined'];
  return known.includes(claim as C.Promotion['state']) ? (claim as C.Promotion['state']) : 'available';
}

const DATA_URL = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * Images of an application: at most 3 base64 data URLs of png or jpeg, each at most 5 MB once
 * decoded, whose bytes really are what the type says. Anything else: `promotion.images`.
 */
export function decodeImages(raw: unknown): DecodedImage[] {
  if (raw === undefined || raw === null) return [];
  const refuse = (message: string) => new ApiError('promotion.images', message, 200, { field: 'images', max: IMAGES_MAX, maxBytes: IMAGE_MAX_BYTES });
  if (!Array.isArray(raw)) throw refuse('images must be a list');
  if (raw.length > IMAGES_MAX) throw refuse(`at most ${IMAGES_MAX} images`);
  return raw.map((item) => {
    const m = typeof item === 'string' ? DATA_URL.exec(item) : null;
    if (!m) throw refuse('images must be png or jpg data URLs');
    const bytes = Buffer.from(m[2]!, 'base64');
    if (bytes.length === 0) throw refuse('an image is empty');
    if (bytes.length > IMAGE_MAX_BYTES) throw refuse('each image must be at most 5 MB');
    const mime = m[1] as DecodedImage['mime'];
    const isPng = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    if ((mime === 'image/png' && !isPng) || (mime === 'image/jpeg' && !isJpeg)) throw refuse('an image is not the png or jpg it claims to be');
    return { mime, bytes };
  });
}
