/**
 * The member's profile (§3 fields), an uploaded head icon, and identity verification (§4).
 *
 * Which profile fields can change: the nickname, addresses, occupation and source of income
 * always; the payee name only while unset (it names the bank cards, as the security centre
 * says); birthday, nationality and place of birth until they are set once. Once the identity is
 * verified, the fields the ID shows (payee name, birthday, nationality, place of birth) are
 * locked too. An uploaded head icon is stored in the database under a random key and served at
 * /img/avatar/u/<key> (a new upload gets a new key, so the image can be cached for good).
 * Identity pictures are stored in the database; an operator decides through
 * /__admin/verifications (server/web/identity-admin.ts).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as P from '../../core/api/profile.ts';
import type { DB } from '../db/open.ts';
import { ApiError } from '../http/envelope.ts';
import type { UserRow } from '../state.ts';
import type { ApiRegistry, AuthedCtx } from './context.ts';
import { APPLY_BODY_LIMIT, decodeImages, type DecodedImage } from './promotions.ts';
import { requirePassword } from './reauth.ts';
import { matches, serveStoredImage } from './util.ts';

/** One image of 5 MB is about 7 MB in base64. */
const ONE_IMAGE_BODY_LIMIT = 8 * 1024 * 1024;

interface ProfileRow {
  birthday: string | null;
  address: string | null;
  permanent_address: string | null;
  nationality: string | null;
  place_of_birth: string | null;
  occupation: string | null;
  income_source: string | null;
}

type Column = keyof ProfileRow;
const COLUMN: Readonly<Record<Exclude<P.ProfileField, 'nickname' | 'payeeName'>, Column>> = {
  birthday: 'birthday',
  address: 'address',
  permanentAddress: 'permanent_address',
  nationality: 'nationality',
  placeOfBirth: 'place_of_birth',
  occupation: 'occupation',
  sourceOfIncome: 'income_source',
};

const MAX_LENGTH: Readonly<Record<P.ProfileField, number>> = {
  nickname: 50,
  payeeName: 50,
  birthday: 10,
  address: 200,
  permanentAddress: 200,
  nationality: 8,
  placeOfBirth: 100,
  occupation: 100,
  sourceOfIncome: 100,
};

/** Fields set once and then kept (the ID's fields also lock when the identity is verified). */
const ONCE: readonly P.ProfileField[] = ['payeeName', 'birthday', 'nationality', 'placeOfBirth'];

function profileRow(db: DB, userId: number): ProfileRow {
  const row = db.prepare('SELECT * FROM member_profiles WHERE user_id = ?').get(userId) as ProfileRow | undefined;
  return row ?? { birthday: null, address: null, permanent_address: null, nationality: null, place_of_birth: null, occupation: null, income_source: null };
}

function fieldValue(user: UserRow, row: ProfileRow, field: P.ProfileField): string | null {
  if (field === 'nickname') return user.nickname || null;
  if (field === 'payeeName') return user.payee_name;
  return row[COLUMN[field]];
}

export function profileValue(user: UserRow, row: ProfileRow): P.Profile {
  const verified = user.verification === 'verified';
  const state = (field: P.ProfileField): P.ProfileFieldState => {
    const value = fieldValue(user, row, field);
    if (ONCE.includes(field) && verified) return { value: value ?? '', editable: false, lockedReason: 'profile.locked.verified' };
    if (ONCE.includes(field) && value !== null) return { value, editable: false, lockedReason: 'profile.locked.once' };
    return { value: value ?? '', editable: true };
  };
  return Object.fromEntries(P.PROFILE_FIELDS.map((f) => [f, state(f)])) as P.Profile;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Age in whole years on `now` of someone born on `birthday` (YYYY-MM-DD). */
export function ageOn(birthday: string, now: number): number {
  const [, y, m, d] = DATE.exec(birthday)!.map(Number) as [number, number, number, number];
  const today = new Date(now);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

function checkValue(ctx: AuthedCtx, field: P.ProfileField, value: string): void {
  const bad = (code: string, message: string) => new ApiError(code, message, 200, { field });
  const rules = ctx.app.switches.registration();
  switch (field) {
    case 'nickname':
      if (!matches(rules.fields.nickname?.pattern, value)) throw bad('nickname.invalid', 'nickname format incorrect');
      return;
    case 'payeeName':
      if (!matches(rules.fields.payeeName?.pattern, value)) throw bad('payee.invalid', 'name format incorrect');
      return;
    case 'birthday': {
      const m = DATE.exec(value);
      const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
      if (!m || !date || date.getUTCDate() !== Number(m[3]) || date.getTime() > ctx.now)
        throw bad('profile.birthday.invalid', 'birthday must be a past date YYYY-MM-DD');
      if (ageOn(value, ctx.now) < rules.minimumAge) throw bad('profile.birthday.age', `members must be at least ${rules.minimumAge}`);
      if (ageOn(value, ctx.now) > 120) throw bad('profile.birthday.invalid', 'birthday must be a past date YYYY-MM-DD');
      return;
    }
    case 'nationality':
      if (!ctx.db.prepare('SELECT 1 FROM countries WHERE code = ?').get(value)) throw bad('profile.nationality.invalid', 'unknown country');
      return;
    default:
      // Free text shown back in the page: no markup characters.
      if (/[<>]/.test(value)) throw bad('profile.text.invalid', 'no < or > please');
  }
}

async function saveProfile(ctx: AuthedCtx): Promise<P.Profile> {
  const current = profileValue(ctx.user, profileRow(ctx.db, ctx.user.id));
  const changes: [P.ProfileField, string][] = [];
  for (const field of P.PROFILE_FIELDS) {
    if (!ctx.params.has(field)) continue;
    const value = ctx.params.str(field, MAX_LENGTH[field]);
    if (value === current[field].value) continue;
    if (!current[field].editable) throw new ApiError('profile.locked', `${field} cannot be changed`, 200, { field, reason: current[field].lockedReason });
    checkValue(ctx, field, value);
    changes.push([field, value]);
  }
  // The payee name names the bank cards money is paid to: setting it needs the login password again.
  if (changes.some(([field]) => field === 'payeeName')) await requirePassword(ctx);
  ctx.db.transaction(() => {
    ctx.db.prepare('INSERT OR IGNORE INTO member_profiles (user_id) VALUES (?)').run(ctx.user.id);
    for (const [field, value] of changes) {
      if (field === 'nickname') ctx.db.prepare('UPDATE users SET nickname = ? WHERE id = ?').run(value, ctx.user.id);
      else if (field === 'payeeName') ctx.db.prepare('UPDATE users SET payee_name = ? WHERE id = ?').run(value, ctx.user.id);
      else ctx.db.prepare(`UPDATE member_profiles SET ${COLUMN[field]} = ? WHERE user_id = ?`).run(value, ctx.user.id);
    }
  })();
  const user = ctx.db.prepare('SELECT * FROM users WHERE id = ?').get(ctx.user.id) as UserRow;
  return profileValue(user, profileRow(ctx.db, user.id));
}

/** One png or jpg data URL, checked as promotion images are (type by its bytes, 5 MB). */
function decodeOne(raw: unknown, field: string): DecodedImage {
  if (raw === undefined || raw === null || raw === '') throw new ApiError('upload.missing', `${field} is required`, 200, { field });
  try {
    return decodeImages([raw])[0]!;
  } catch (e) {
    if (e instanceof ApiError) throw new ApiError('upload.invalid', e.message, 200, { field, maxBytes: 5 * 1024 * 1024 });
    throw e;
  }
}

interface VerificationRow {
  id: number;
  status: 'pending' | 'verified' | 'rejected';
  reason: string | null;
  created_at: number;
  decided_at: number | null;
}

function verificationValue(db: DB, user: UserRow): P.Verification {
  const last = db
    .prepare('SELECT id, status, reason, created_at, decided_at FROM identity_verifications WHERE user_id = ? ORDER BY id DESC LIMIT 1')
    .get(user.id) as VerificationRow | undefined;
  const status = (P.VERIFICATION_STATES as readonly string[]).includes(user.verification) ? (user.verification as P.VerificationState) : 'none';
  return {
    status,
    reason: status === 'rejected' ? (last?.reason ?? null) : null,
    submittedAt: last?.created_at ?? null,
    decidedAt: status === 'pending' ? null : (last?.decided_at ?? null),
  };
}

/** An operator's decision on a pending verification. */
export function decideVerification(db: DB, id: number, approve: boolean, now: number, reason?: string): { ok: boolean; status: string | null } {
  const row = db.prepare('SELECT user_id, status FROM identity_verifications WHERE id = ?').get(id) as { user_id: number; status: string } | undefined;
  if (!row) return { ok: false, status: null };
  if (row.status !== 'pending') return { ok: false, status: row.status };
  const status = approve ? 'verified' : 'rejected';
  db.transaction(() => {
    db.prepare('UPDATE identity_verifications SET status = ?, reason = ?, decided_at = ? WHERE id = ?').run(status, approve ? null : (reason ?? null), now, id);
    db.prepare('UPDATE users SET verification = ? WHERE id = ?').run(status, row.user_id);
  })();
  return { ok: true, status };
}

export const uploadedAvatarUrl = (key: string): string => `/img/avatar/u/${key}`;

export function registerProfile(r: ApiRegistry): void {
  const real = { realAccountOnly: true };

  r.authed(P.profile, (ctx) => profileValue(ctx.user, profileRow(ctx.db, ctx.user.id)), real);
  r.authed(P.saveProfile, saveProfile, real);

  r.authed(
    P.uploadHeadIcon,
    (ctx) => {
      const image = decodeOne(ctx.params.raw.image, 'image');
      const key = randomBytes(12).toString('hex');
      ctx.db.transaction(() => {
        // Only the newest upload is kept: an older one is no longer anyone's head icon.
        ctx.db.prepare('DELETE FROM head_icon_uploads WHERE user_id = ?').run(ctx.user.id);
        ctx.db
          .prepare('INSERT INTO head_icon_uploads (key, user_id, mime, bytes, created_at) VALUES (?, ?, ?, ?, ?)')
          .run(key, ctx.user.id, image.mime, image.bytes, ctx.now);
        ctx.db.prepare('UPDATE users SET head_icon = ? WHERE id = ?').run(`u:${key}`, ctx.user.id);
      })();
      return { headIcon: uploadedAvatarUrl(key) };
    },
    { ...real, bodyLimit: ONE_IMAGE_BODY_LIMIT },
  );

  r.authed(P.verification, (ctx) => verificationValue(ctx.db, ctx.user), real);

  r.authed(
    P.submitVerification,
    (ctx) => {
      const status = verificationValue(ctx.db, ctx.user).status;
      if (status === 'pending') throw new ApiError('verification.pending', 'your documents are under review');
      if (status === 'verified') throw new ApiError('verification.done', 'your identity is already verified');
      const images = (['front', 'back', 'selfie'] as const).map((kind) => [kind, decodeOne(ctx.params.raw[kind], kind)] as const);
      ctx.db.transaction(() => {
        const id = ctx.db
          .prepare("INSERT INTO identity_verifications (user_id, status, created_at) VALUES (?, 'pending', ?)")
          .run(ctx.user.id, ctx.now).lastInsertRowid;
        const img = ctx.db.prepare('INSERT INTO identity_verification_images (verification_id, kind, mime, bytes) VALUES (?, ?, ?, ?)');
        for (const [kind, image] of images) img.run(id, kind, image.mime, image.bytes);
        ctx.db.prepare("UPDATE users SET verification = 'pending' WHERE id = ?").run(ctx.user.id);
      })();
      const user = ctx.db.prepare('SELECT * FROM users WHERE id = ?').get(ctx.user.id) as UserRow;
      return verificationValue(ctx.db, user);
    },
    { ...real, bodyLimit: APPLY_BODY_LIMIT },
  );
}

/** GET /img/avatar/u/<key>: an uploaded head icon. False when the path is not one. */
export function serveUploadedAvatar(db: DB, req: IncomingMessage, res: ServerResponse, path: string): boolean {
  return serveStoredImage(db, req, res, path, { route: /^\/img\/avatar\/u\/([0-9a-f]{24})$/, table: 'head_icon_uploads', cache: 'public' });
}
