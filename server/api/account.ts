import { randomBytes, randomInt } from 'node:crypto';
import * as SI from '../../core/api/signIn.ts';
import type { LoginResult } from '../../core/api/login-result.ts';
import * as R from '../../core/api/registration.ts';
import * as M from '../../core/api/member.ts';
import * as I from '../../core/api/inbox.ts';
import { publicKey } from '../../core/api/keys.ts';
import { pathsOf } from '../../core/page-paths.ts';
import { getSetting, type DB } from '../db/open.ts';
import { isAgent, NON_MEMBER_TYPE } from '../roles.ts';
import { ApiError } from '../http/envelope.ts';
import { loc, type ContentLanguage } from '../i18n.ts';
import { hashPassword, unusablePasswordHash, verifyPassword } from '../security/passwords.ts';
import { hashToken, revokeUserSessions } from '../security/sessions.ts';
import { endSession, endUserSessions, liveSessionIds, notifySessionsEnded } from '../live/notify.ts';
import { PROVIDER_ID, socialAccountName, TestIdentityProvider } from '../security/social.ts';
import { CLUB_BENEFITS } from '../seed/content.ts';
import { TRIAL_MERCHANT_CODE } from '../seed/settings.ts';
import type { PlatformState, UserRow } from '../state.ts';
import type { ApiRegistry, Ctx } from './context.ts';
import {
  checkSmsCode,
  consumeSmsCode,
  SMS_EXPIRED_MINUTES,
  SMS_NOT_SENT,
  SMS_PER_ADDRESS_PER_HOUR,
  SMS_PER_NUMBER_PER_HOUR,
  SMS_RESEND_MS,
  SMS_VALID_MS,
  spendSmsTry,
  startSession,
  useSmsCode,
} from './session.ts';
import { uploadedAvatarUrl } from './profile.ts';
import { findUser, findUserByAccountOrMobile, maskEmail, maskMobile, matches, paging, totalPages } from './util.ts';

const HEAD_ICON_COUNT = 12;
const TRIAL_BALANCE_CENTS = 2_000_00;

/** A password reset link works once, for this long after it was asked for (OWASP ASVS 2.5: at most an hour). */
export const PASSWORD_RESET_VALID_MS = 30 * 60_000;

export function registerAccount(r: ApiRegistry): void {
  r.on(publicKey, (ctx) => ctx.app.keys.publicKey);

  r.on(R.captcha, async (ctx) => {
    const { id, image } = await ctx.app.captchas.create();
    return { id, image };
  });

  r.on(SI.login, login);

  // The test identity provider stands in for an outside service, so it answers whatever the
  // merchant's switches say; signing in with its tokens is what the social-login switch gates.
  // It exists only in test mode: anywhere else it would mint sign-ins for any account name.
  r.on(SI.socialTestToken, (ctx) => {
    if (!ctx.app.testMode) throw new ApiError('not.found', `no such call: ${SI.socialTestToken.path}`, 404);
    const provider = ctx.params.str('provider', 32);
    if (!PROVIDER_ID.test(provider)) throw new ApiError('request.invalid', 'provider must be a short lower-case id', 400, { field: 'provider' });
    const sub = ctx.params.optStr('subject', 64) ?? `demo-${provider}`;
    const name = ctx.params.optStr('name', 20) ?? `${provider[0]!.toUpperCase()}${provider.slice(1)} Player`;
    return { idToken: identityProvider(ctx.app)!.issue({ provider, sub, name }) };
  });

  r.authed(SI.logout, (ctx) => {
    endSession(ctx.app, ctx.user.id, ctx.session.id, ctx.now);
    return null;
  });

  r.on(SI.createTrialAccount, (ctx) => createTrialUser(ctx).account);

  r.on(SI.freePlayLogin, (ctx) => {
    const name = ctx.params.optStr('username', 64);
    let user: UserRow | undefined;
    if (name) {
      user = findUser(ctx.db, name);
      if (!user || user.type !== 4) throw new ApiError('USER_NOT_EXIST', 'user does not exist or is disabled');
    } else {
      user = createTrialUser(ctx);
    }
    return startSession(ctx, user);
  });

  r.on(R.register, register);

  r.on(R.registrationSettings, (ctx) => ctx.app.switches.registration());

  r.on(R.checkAffiliate, (ctx) => {
    const code = ctx.params.str('code', 64);
    return affiliateOwner(ctx, code, ctx.params.optStr('domain', 255)) !== undefined;
  });

  r.authed(
    M.affiliateInfo,
    (ctx) => {
      const code = affiliateCodeFor(ctx, ctx.user);
      return { code, url: `${ctx.origin}/m/register?affiliateCode=${encodeURIComponent(code)}` };
    },
    { realAccountOnly: true },
  );

  r.on(SI.sendSmsCode, (ctx) => {
    const p = ctx.params;
    const mobile = p.str('mobileNum', 32);
    const purpose = p.str('purpose', 16);
    if (!['register', 'reset', 'login'].includes(purpose))
      throw new ApiError('request.invalid', 'purpose must be register, reset or login', 400, { field: 'purpose' });
    if (!matches(ctx.app.switches.registration().fields.mobileNum?.pattern ?? '^[0-9]{6,20}$', mobile)) {
      throw new ApiError('mobile.invalid', 'The mobile num is not valid', 200, { field: 'mobileNum' });
    }
    const owner = ctx.db.prepare('SELECT disabled FROM users WHERE mobile = ?').get(mobile) as { disabled: number } | undefined;
    // Registration has to say a number is taken, so it alone answers differently.
    if (purpose === 'register' && owner) throw new ApiError('register.mobile_exists', 'mobile number already registered');
    throttleSms(ctx, mobile);
    // A reset or sign-in code is sent only to a number an account (not disabled) holds. Any other
    // number costs the same work and gets the same answer (a code drawn, a row written that counts
    // towards the limits, no early return), so those forms do not tell which numbers have an
    // account; its row holds no code (SMS_NOT_SENT): nothing reaches the number, and no try matches.
    const sent = purpose === 'register' || (owner !== undefined && owner.disabled === 0);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    ctx.db
      .prepare('INSERT INTO sms_log (mobile, dialing_code, purpose, code, created_at, expires_at, ip) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(mobile, p.optStr('countryDialingCode', 8) ?? null, purpose, sent ? code : SMS_NOT_SENT, ctx.now, ctx.now + SMS_VALID_MS, ctx.ip);
    return { expiredMinutes: SMS_EXPIRED_MINUTES };
  });

  r.authed(M.memberInfo, (ctx) => memberInfoValue(ctx.user));

  r.authed(
    SI.changePassword,
    async (ctx) => {
      const p = ctx.params;
      const oldPassword = p.rawStr('oldPassword', 64);
      const newPassword = p.rawStr('newPassword', 64);
      if (newPassword !== p.rawStr('confirmNewPassword', 64)) throw new ApiError('password.mismatch', 'Confirmation password not matched');
      // The old password is a re-authentication: wrong tries count towards the same lock.
      const lock = ctx.app.reauthLock;
      const wait = lock.retryAfterMs(String(ctx.user.id));
      if (wait > 0) throw new ApiError('reauth.locked', 'too many wrong passwords, try again later', 200, { retryAfterSeconds: Math.ceil(wait / 1000) });
      if (!(await verifyPassword(oldPassword, ctx.user.password_hash))) {
        const attemptsLeft = lock.fail(String(ctx.user.id));
        if (attemptsLeft === 0)
          throw new ApiError('reauth.locked', 'too many wrong passwords, try again later', 200, { retryAfterSeconds: Math.ceil(lock.windowMs / 1000) });
        throw new ApiError('password.old_incorrect', 'the old password is incorrect', 200, { attemptsLeft });
      }
      lock.succeed(String(ctx.user.id));
      if (newPassword === oldPassword) throw new ApiError('modify.new.old.same', 'The new password and the old password cannot be the same');
      checkPasswordRule(ctx, newPassword);
      ctx.db
        .prepare('UPDATE users SET password_hash = ?, first_login_pending = 0, password_expired = 0 WHERE id = ?')
        .run(await hashPassword(newPassword), ctx.user.id);
      endUserSessions(ctx.app, ctx.user.id, ctx.now, 'signed-out', ctx.session.id);
      dropResetLinks(ctx.db, ctx.user.id);
      return null;
    },
    { realAccountOnly: true },
  );

  // Recovery by e-mail is a link (ASVS 2.5): asking for it changes nothing but the link; following
  // it, the owner chooses the new password on the site. No password ever travels by mail.
  r.on(SI.forgetPasswordByEmail, (ctx) => {
    const username = ctx.params.str('username', 64);
    const email = ctx.params.str('email', 255);
    const user = findUser(ctx.db, username);
    const owner = user && !user.disabled && user.email && user.email.toLowerCase() === email.toLowerCase() ? user : undefined;
    // Any request draws and hashes a token and answers the same (§8 names only the success text):
    // the form must not tell which accounts exist or which e-mail is theirs. A match mails the link.
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    if (owner) mailResetLink(ctx, owner, token, tokenHash);
    return null;
  });

  r.on(SI.passwordResetLink, (ctx) => ({ userName: liveResetLink(ctx).user.account }));

  r.on(SI.resetPasswordByLink, async (ctx) => {
    const p = ctx.params;
    // The link first: nothing about the password is said to a caller without a good one. A
    // password the rules refuse leaves the link good (the owner picks another).
    const { user, tokenHash } = liveResetLink(ctx);
    const newPassword = p.rawStr('newPassword', 64);
    if (newPassword !== p.rawStr('confirmNewPassword', 64))
      throw new ApiError('password.mismatch', 'Confirmation password not matched', 200, { field: 'confirmNewPassword' });
    checkPasswordRule(ctx, newPassword);
    if (await verifyPassword(newPassword, user.password_hash)) {
      throw new ApiError('modify.new.old.same', 'The new password and the old password cannot be the same', 200, { field: 'newPassword' });
    }
    const hash = await hashPassword(newPassword);
    const db = ctx.db;
    const ending = liveSessionIds(db, user.id, ctx.now);
    // Spent once: of two uses at the same moment, only the one that marks the link sets the password.
    const spent = db.transaction(() => {
      const marked = db
        .prepare('UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?')
        .run(ctx.now, tokenHash, user.id, ctx.now).changes;
      if (marked === 0) return false;
      db.prepare('UPDATE users SET password_hash = ?, first_login_pending = 0, password_expired = 0 WHERE id = ?').run(hash, user.id);
      revokeUserSessions(db, user.id, ctx.now);
      return true;
    })();
    if (!spent) throw resetLinkInvalid();
    notifySessionsEnded(ctx.app, user.id, 'signed-out', ending);
    return null;
  });

  r.on(SI.setPasswordByPhone, async (ctx) => {
    const p = ctx.params;
    const mobile = p.str('mobileNum', 32);
    const newPassword = p.rawStr('newPassword', 64);
    // The code first: nothing about the password is said to a caller who does not hold it. A
    // password the rules refuse still costs the code one of its tries, so no answer is free.
    const codeId = checkSmsCode(ctx.db, mobile, p.optStr('verificationCode', 16), ['reset'], ctx.now);
    const user = ctx.db.prepare('SELECT * FROM users WHERE mobile = ?').get(mobile) as UserRow | undefined;
    if (!user || user.disabled) throw new ApiError('USER_NOT_EXIST', 'user does not exist or is disabled');
    try {
      if (await verifyPassword(newPassword, user.password_hash)) {
        throw new ApiError('modify.new.old.same', 'The new password and the old password cannot be the same');
      }
      checkPasswordRule(ctx, newPassword);
    } catch (e) {
      spendSmsTry(ctx.db, codeId);
      throw e;
    }
    useSmsCode(ctx.db, codeId, ctx.now);
    ctx.db.prepare('UPDATE users SET password_hash = ?, password_expired = 0 WHERE id = ?').run(await hashPassword(newPassword), user.id);
    endUserSessions(ctx.app, user.id, ctx.now, 'signed-out');
    dropResetLinks(ctx.db, user.id);
    return null;
  });

  r.authed(M.headIcons, (ctx) => ({
    current: headIconUrl(ctx.user.head_icon),
    icons: Array.from({ length: HEAD_ICON_COUNT }, (_, i) => headIconUrl(String(i + 1))),
  }));

  r.authed(M.setHeadIcon, (ctx) => {
    const raw = ctx.params.str('icon', 200);
    const n = /^(?:\/img\/avatar\/)?(\d{1,2})(?:\.svg)?$/.exec(raw)?.[1];
    if (!n || Number(n) < 1 || Number(n) > HEAD_ICON_COUNT) throw new ApiError('request.invalid', 'unknown head icon', 400, { field: 'icon' });
    ctx.db.prepare('UPDATE users SET head_icon = ? WHERE id = ?').run(n, ctx.user.id);
    return null;
  });

  r.authed(M.clubBenefits, (ctx) => {
    if (!ctx.user.club_label) throw new ApiError('club.none', 'this member has no club level');
    return {
      labelName: ctx.user.club_label,
      benefits: CLUB_BENEFITS.map((b) => ({ title: loc(b.title, ctx.lang), description: loc(b.description, ctx.lang) })),
    };
  });

  r.authed(I.inbox, (ctx) => {
    const { pageSize, offset } = paging(ctx.params, 20);
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM inbox WHERE user_id = ?').get(ctx.user.id) as { n: number }).n;
    const rows = ctx.db
      .prepare('SELECT id, title_i18n, content_i18n, read, created_at FROM inbox WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(ctx.user.id, pageSize, offset) as { id: number; title_i18n: string; content_i18n: string; read: number; created_at: number }[];
    return {
      list: rows.map((m) => ({
        id: String(m.id),
        title: loc(m.title_i18n, ctx.lang),
        content: loc(m.content_i18n, ctx.lang),
        read: m.read === 1,
        createdAt: m.created_at,
      })),
      totalPages: totalPages(total, pageSize),
    };
  });

  r.authed(I.unreadCount, (ctx) => (ctx.db.prepare('SELECT COUNT(*) AS n FROM inbox WHERE user_id = ? AND read = 0').get(ctx.user.id) as { n: number }).n);

  r.on(I.availablePromotions, (ctx) => ({
    enabled: ctx.app.switches.enabledPromotions(),
    unclaimedCount: ctx.user
      ? (
          ctx.db
            .prepare(`SELECT COUNT(*) AS n FROM promotion_claims c JOIN promotions p ON p.id = c.promotion_id
            WHERE c.user_id = ? AND c.state = 'issued' AND p.start_at <= ? AND p.end_at > ?`)
            .get(ctx.user.id, ctx.now, ctx.now) as { n: number }
        ).n
      : 0,
  }));
}

// ---------- login ----------

async function login(ctx: Ctx): Promise<LoginResult> {
  const { app, params: p } = ctx;
  if (app.guard.ipBlocked(ctx.ip)) {
    throw new ApiError('login.rate_limited', 'too many failed logins, try again later', 429);
  }
  const type = p.optStr('type', 16) ?? 'username';
  if (type === 'firebase') return socialLogin(ctx);
  if (type !== 'username' && type !== 'sms') throw new ApiError('request.invalid', 'type must be username, sms or firebase', 400, { field: 'type' });
  const username = p.str('username', 64);

  if (app.guard.captchaRequired(username)) {
    if (!(await app.captchas.verify(p.optStr('captchaId', 64), p.optStr('captcha', 16)))) {
      app.guard.recordFailure(username, ctx.ip);
      throw new ApiError('captcha.invalid', 'Verification code error', 200, { captcha: true });
    }
  }

  const user = findUserByAccountOrMobile(ctx.db, username);
  let ok = false;
  if (type === 'username') {
    ok = await verifyPassword(p.rawStr('password', 128), user?.password_hash);
  } else {
    try {
      if (!user?.mobile) throw new ApiError('verification.invalid', 'Verification code error');
      consumeSmsCode(ctx.db, user.mobile, p.optStr('password', 16), ['login'], ctx.now);
      ok = true;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  }
  if (!ok || !user) {
    app.guard.recordFailure(username, ctx.ip);
    throw new ApiError('login.failed', 'account or password incorrect', 200, { captcha: app.guard.captchaRequired(username) });
  }
  checkMayEnter(ctx, user);
  app.guard.recordSuccess(username);
  return startSession(ctx, user);
}

/** Disabled accounts, non-agents on the agent site and non-members (type 40) on the member site stay out. */
function checkMayEnter(ctx: Ctx, user: UserRow): void {
  if (user.disabled) throw new ApiError('us_forbidden_login_error', 'user does not exist or is disabled');
  const site = ctx.params.optStr('site', 16) ?? 'member';
  if (site === 'agent' && !isAgent(user.type)) throw new ApiError('login.non_agent', 'Non-agents cannot log in');
  if (site !== 'agent' && user.type === NON_MEMBER_TYPE) throw new ApiError('login.non_member', 'Non-member account unable to login');
}

const identityProviders = new WeakMap<PlatformState, TestIdentityProvider>();
/** The test identity provider, only in test mode (no other provider is wired in). */
function identityProvider(app: PlatformState): TestIdentityProvider | undefined {
  if (!app.testMode) return undefined;
  let idp = identityProviders.get(app);
  if (!idp) identityProviders.set(app, (idp = new TestIdentityProvider(app.now)));
  return idp;
}

/**
 * Social sign-in (login type firebase): the identity token of the test identity provider
 * signs the player in, making a member account (type 0) on first use. Off unless the merchant
 * enables social login (login options or registration settings).
 */
async function socialLogin(ctx: Ctx): Promise<LoginResult> {
  const { app, params: p } = ctx;
  if (!app.switches.loginOptions().socialLogin && !app.switches.registration().socialLogin) {
    throw new ApiError('function.not.available', 'no permission or feature temporarily unavailable');
  }
  if (p.optStr('firebaseChannel', 16) === 'sms') throw new ApiError('function.not.available', 'no permission or feature temporarily unavailable');
  const idp = identityProvider(app);
  if (!idp) throw new ApiError('function.not.available', 'no permission or feature temporarily unavailable');
  const identity = idp.verify(p.optStr('firebaseIdToken', 2048));
  if (!identity) throw new ApiError('social.invalid', 'the sign-in with that provider could not be verified');
  const account = socialAccountName(identity);
  let user = findUser(ctx.db, account);
  if (!user) {
    const db = ctx.db;
    user = db.transaction(() => {
      const info = db
        .prepare(
          `INSERT INTO users (account, password_hash, type, merchant_code, nickname, register_method, register_url, reg_at) VALUES (?, ?, 0, ?, ?, 'H5', ?, ?)`,
        )
        .run(
          account,
          unusablePasswordHash(),
          ctx.merchant === TRIAL_MERCHANT_CODE ? 'MC01' : ctx.merchant,
          identity.name.slice(0, 20),
          `social:${identity.provider}`,
          ctx.now,
        );
      const id = Number(info.lastInsertRowid);
      for (const w of ['Main', 'Lottery', 'Sports']) db.prepare('INSERT INTO wallets (user_id, name, balance_cents) VALUES (?, ?, 0)').run(id, w);
      return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow;
    })();
  }
  checkMayEnter(ctx, user);
  return startSession(ctx, user);
}

// ---------- registration ----------

async function register(ctx: Ctx): Promise<LoginResult> {
  const { app, params: p } = ctx;
  const rules = app.switches.registration();
  const username = p.optStr('username', 64);
  const mobileNum = p.optStr('mobileNum', 32);
  const method = username ? 'username' : mobileNum ? 'mobile' : null;
  if (!method) throw new ApiError('register.field_required', 'username or mobile number is required', 200, { field: 'username' });
  if (method === 'username' && !rules.usernameRegistration) throw new ApiError('register.method_disabled', 'registration by user name is not available');
  if (method === 'mobile' && !rules.mobileRegistration) throw new ApiError('register.method_disabled', 'registration by mobile number is not available');

  const password = p.rawStr('password', 64);
  if (p.raw.confirmPassword !== password) {
    throw new ApiError('register.password_mismatch', 'Confirmation password not matched', 200, { field: 'confirmPassword' });
  }

  // A mobile number is bound only with its SMS code (purpose register), on either tab, checked and
  // used up below before the account exists. The code is asked for up front, on the form that
  // takes the number (§5 lists it among the registration fields), rather than bound later: there
  // is no later step that would bind it, and a number kept unproven would lock its owner out
  // (register.mobile_exists) and let a stranger sign in with it, while a number quietly dropped
  // would surprise the player who typed it. So a number without its code is refused.
  const mobileGiven = method === 'mobile' || (rules.fields.mobileNum?.enabled === true && mobileNum !== undefined);
  const values: Record<string, string | undefined> = {};
  for (const [field, rule] of Object.entries(rules.fields)) {
    if (field === 'username' && method === 'mobile') continue;
    const mobileNeeds = mobileGiven && (field === 'mobileNum' || field === 'verificationCode');
    if (!rule.enabled && !mobileNeeds) continue;
    const value = field === 'password' ? password : p.optStr(field, 300);
    if (!value) {
      if (rule.required || mobileNeeds) throw new ApiError('register.field_required', `${field} is required`, 200, { field });
      continue;
    }
    if (
      (rule.maxLength !== undefined && value.length > rule.maxLength) ||
      (rule.minLength !== undefined && value.length < rule.minLength) ||
      !matches(rule.pattern, value)
    ) {
      throw new ApiError('register.field_invalid', `${field} format incorrect`, 200, { field });
    }
    values[field] = value;
  }

  if (rules.captcha && !(await app.captchas.verify(p.optStr('captchaId', 64), p.optStr('captcha', 16)))) {
    throw new ApiError('captcha.invalid', 'Verification code error', 200, { captcha: true });
  }

  const db = ctx.db;
  if (username && findUser(db, username)) throw new ApiError('register.username_exists', 'username already exists', 200, { field: 'username' });
  if (values.mobileNum && db.prepare('SELECT 1 FROM users WHERE mobile = ?').get(values.mobileNum)) {
    throw new ApiError('register.mobile_exists', 'mobile number already registered', 200, { field: 'mobileNum' });
  }
  // A registration link's affiliate code counts even where the form has no affiliate field.
  const affiliateCode = values.affiliateCode ?? (rules.fields.affiliateCode?.enabled ? undefined : p.optStr('affiliateCode', 64));
  let parentId: number | null = null;
  if (affiliateCode) {
    const owner = affiliateOwner(ctx, affiliateCode, p.optStr('domain', 255));
    if (owner === undefined) throw new ApiError('register.affiliate_invalid', 'Invalid invitation code', 200, { field: 'affiliateCode' });
    parentId = owner;
  }
  if (values.recommenderId) {
    const rec = db.prepare('SELECT id FROM users WHERE account = ? OR CAST(id AS TEXT) = ?').get(values.recommenderId, values.recommenderId);
    if (!rec) throw new ApiError('register.recommender_invalid', 'Referrer link error', 200, { field: 'recommenderId' });
  }
  if (values.mobileNum) consumeSmsCode(db, values.mobileNum, values.verificationCode, ['register'], ctx.now);

  const account = username ?? uniqueAccount(ctx, `m${values.mobileNum}`);
  const hash = await hashPassword(password);
  const paymentHash = values.paymentPassword ? await hashPassword(values.paymentPassword) : null;
  const registerMethod = p.optStr('registerMethod', 16);
  // Two registrations of one name can both pass the check above while the password hashes:
  // the database's unique index decides, and the loser gets the same answer as a late one.
  const user = insertUnique(() =>
    db.transaction(() => {
      const info = db
        .prepare(`INSERT INTO users (account, password_hash, type, merchant_code, nickname, mobile, dialing_code, email, payee_name, funds_password_hash,
        parent_id, register_method, register_url, register_domain, reg_at) VALUES (?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
        .run(
          account,
          hash,
          ctx.merchant === TRIAL_MERCHANT_CODE ? 'MC01' : ctx.merchant,
          values.nickname ?? '',
          values.mobileNum ?? null,
          values.mobileNum ? (p.optStr('countryDialingCode', 8) ?? null) : null,
          values.email ?? null,
          values.payeeName ?? null,
          paymentHash,
          parentId,
          ['APP', 'H5', 'PWA', 'WEBCLIP'].includes(registerMethod ?? '') ? registerMethod : 'H5',
          p.optStr('registerUrl', 255) ?? null,
          p.optStr('domain', 255) ?? null,
          ctx.now,
        );
      const id = Number(info.lastInsertRowid);
      for (const w of ['Main', 'Lottery', 'Sports']) db.prepare('INSERT INTO wallets (user_id, name, balance_cents) VALUES (?, ?, 0)').run(id, w);
      return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow;
    })(),
  );
  return startSession(ctx, user);
}

/** Runs an insert of a user; a unique-index violation becomes the answer a late duplicate gets. */
function insertUnique<T>(insert: () => T): T {
  try {
    return insert();
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code !== 'SQLITE_CONSTRAINT_UNIQUE') throw e;
    if (/users\.mobile/.test((e as Error).message))
      throw new ApiError('register.mobile_exists', 'mobile number already registered', 200, { field: 'mobileNum' });
    throw new ApiError('register.username_exists', 'username already exists', 200, { field: 'username' });
  }
}

// ---------- password reset links ----------

const resetLinkInvalid = () => new ApiError('reset.link_invalid', 'this link has expired or was already used');

/** The account a reset link's token opens: a live link (not spent, not expired, not replaced) of an account that is not disabled. */
function liveResetLink(ctx: Ctx): { user: UserRow; tokenHash: string } {
  const token = ctx.params.optStr('token', 128);
  if (!token) throw resetLinkInvalid();
  const tokenHash = hashToken(token);
  const user = ctx.db
    .prepare(`SELECT u.* FROM password_resets r JOIN users u ON u.id = r.user_id
      WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ?`)
    .get(tokenHash, ctx.now) as UserRow | undefined;
  if (!user || user.disabled) throw resetLinkInvalid();
  return { user, tokenHash };
}

/** Once the password changed some other way, a link asked for before opens nothing. */
function dropResetLinks(db: DB, userId: number): void {
  db.prepare('DELETE FROM password_resets WHERE user_id = ?').run(userId);
}

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The site's origin for the links the platform mails: the `siteOrigin` setting (the merchant's
 * public address, e.g. https://m.example.com), or, on one machine (the demo, the tests), the
 * loopback address the request came to. Never the Host of a request from elsewhere: a forged
 * one would mail the owner a link to someone else's site, which would then read the token.
 */
function mailLinkOrigin(ctx: Ctx): string | undefined {
  const configured = getSetting<string>(ctx.db, 'siteOrigin');
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      return undefined;
    }
  }
  return LOOPBACK_HOSTS.has(new URL(ctx.origin).hostname) ? ctx.origin : undefined;
}

const RESET_MAIL: Record<ContentLanguage, { subject: string; body: (account: string, link: string, minutes: number) => string }> = {
  EN: {
    subject: 'Set a new password',
    body: (account, link, minutes) =>
      `Hello ${account},\n\nsomeone, hopefully you, asked to reset the password of your account. To choose a new one, open this link within ${minutes} minutes:\n\n${link}\n\nThe link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  },
  PT: {
    subject: 'Defina uma nova senha',
    body: (account, link, minutes) =>
      `Olá, ${account}.\n\nAlguém, provavelmente você, pediu para redefinir a senha da sua conta. Para escolher uma nova, abra este link em até ${minutes} minutos:\n\n${link}\n\nO link funciona uma única vez. Se você não pediu, ignore este e-mail: sua senha continua a mesma.`,
  },
  TY: {
    subject: 'Magtakda ng bagong password',
    body: (account, link, minutes) =>
      `Kumusta, ${account},\n\nmay humiling, sana ikaw, na i-reset ang password ng iyong account. Para pumili ng bago, buksan ang link na ito sa loob ng ${minutes} minuto:\n\n${link}\n\nIsang beses lang gagana ang link. Kung hindi ikaw ang humiling, huwag pansinin ang e-mail na ito: hindi magbabago ang iyong password.`,
  },
};

/**
 * Keeps a reset link for the account (only its token's hash; a new one replaces the last, spent
 * or not) and "mails" it: the demo platform's outbox is the mail_log table (GET /__test/mail).
 */
function mailResetLink(ctx: Ctx, user: UserRow, token: string, tokenHash: string): void {
  const site = mailLinkOrigin(ctx);
  if (!site) {
    ctx.app.log(`password reset link for user ${user.id} not mailed: set the siteOrigin setting to the site's public origin`);
    return;
  }
  const link = `${site}${pathsOf('resetPassword')[0]}?token=${token}`;
  const mail = RESET_MAIL[ctx.lang];
  const db = ctx.db;
  db.transaction(() => {
    db.prepare('DELETE FROM password_resets WHERE expires_at <= ?').run(ctx.now);
    db.prepare(
      `INSERT INTO password_resets (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at, expires_at = excluded.expires_at, used_at = NULL`,
    ).run(user.id, tokenHash, ctx.now, ctx.now + PASSWORD_RESET_VALID_MS);
    db.prepare('INSERT INTO mail_log (user_id, address, subject, body, created_at) VALUES (?, ?, ?, ?, ?)').run(
      user.id,
      user.email,
      mail.subject,
      mail.body(user.account, link, PASSWORD_RESET_VALID_MS / 60_000),
      ctx.now,
    );
  })();
}

// ---------- helpers ----------

/** One code a minute per number, and at most so many an hour per number and per address. */
function throttleSms(ctx: Ctx, mobile: string): void {
  const hourAgo = ctx.now - 3_600_000;
  const tooFrequent = (retryAfterMs: number) =>
    new ApiError('sms.too_frequent', 'please wait before requesting another code', 200, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
  const byNumber = ctx.db.prepare('SELECT created_at FROM sms_log WHERE mobile = ? AND created_at > ? ORDER BY id DESC').all(mobile, hourAgo) as {
    created_at: number;
  }[];
  const last = byNumber[0];
  if (last && ctx.now - last.created_at < SMS_RESEND_MS) throw tooFrequent(SMS_RESEND_MS - (ctx.now - last.created_at));
  if (byNumber.length >= SMS_PER_NUMBER_PER_HOUR) throw tooFrequent(byNumber[SMS_PER_NUMBER_PER_HOUR - 1]!.created_at + 3_600_000 - ctx.now);
  const byAddress = ctx.db
    .prepare('SELECT created_at FROM sms_log WHERE ip = ? AND created_at > ? ORDER BY id DESC LIMIT ?')
    .all(ctx.ip, hourAgo, SMS_PER_ADDRESS_PER_HOUR) as { created_at: number }[];
  if (byAddress.length >= SMS_PER_ADDRESS_PER_HOUR) throw tooFrequent(byAddress[SMS_PER_ADDRESS_PER_HOUR - 1]!.created_at + 3_600_000 - ctx.now);
}

function checkPasswordRule(ctx: Ctx, password: string): void {
  const rule = ctx.app.switches.registration().fields.password;
  if (rule && !matches(rule.pattern, password)) throw new ApiError('password.invalid', 'password format incorrect', 200, { field: 'newPassword' });
}

function affiliateOwner(ctx: Ctx, code: string, _domain: string | undefined): number | undefined {
  const row = ctx.db.prepare('SELECT user_id FROM affiliate_codes WHERE code = ? AND active = 1').get(code) as { user_id: number } | undefined;
  return row?.user_id;
}

/** The caller's first affiliate code, made on first use (players share a personal code too). */
export function affiliateCodeFor(ctx: Ctx, user: UserRow): string {
  const row = ctx.db.prepare('SELECT code FROM affiliate_codes WHERE user_id = ? AND active = 1 ORDER BY created_at, code LIMIT 1').get(user.id) as
    | { code: string }
    | undefined;
  if (row) return row.code;
  const code = `R${user.id}`;
  ctx.db.prepare('INSERT OR IGNORE INTO affiliate_codes (code, user_id, created_at) VALUES (?, ?, ?)').run(code, user.id, ctx.now);
  return code;
}

function uniqueAccount(ctx: Ctx, base: string): string {
  let name = base;
  for (let i = 2; findUser(ctx.db, name); i++) name = `${base}_${i}`;
  return name;
}

function createTrialUser(ctx: Ctx): UserRow {
  const db = ctx.db;
  let account = '';
  do account = `trial${randomBytes(4).toString('hex')}`;
  while (findUser(db, account));
  return db.transaction(() => {
    const info = db
      .prepare(`INSERT INTO users (account, password_hash, type, merchant_code, nickname, register_method, reg_at) VALUES (?, ?, 4, ?, 'Guest', 'H5', ?)`)
      .run(account, unusablePasswordHash(), TRIAL_MERCHANT_CODE, ctx.now);
    const id = Number(info.lastInsertRowid);
    db.prepare('INSERT INTO wallets (user_id, name, balance_cents) VALUES (?, ?, ?)').run(id, 'Main', TRIAL_BALANCE_CENTS);
    db.prepare('INSERT INTO transactions (user_id, code, amount_cents, balance_after_cents, remark, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      id,
      'BON',
      TRIAL_BALANCE_CENTS,
      TRIAL_BALANCE_CENTS,
      'Free trial credit',
      ctx.now,
    );
    return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow;
  })();
}

/** A platform icon (1–12) or an uploaded one (`u:<key>`, server/api/profile.ts). */
const headIconUrl = (n: string) => (n.startsWith('u:') ? uploadedAvatarUrl(n.slice(2)) : `/img/avatar/${n}.svg`);

export function memberInfoValue(user: UserRow): M.MemberInfo {
  return {
    id: String(user.id),
    nickname: user.nickname,
    account: user.account,
    regDate: user.reg_at,
    type: user.type,
    toUpline: user.parent_id !== null && user.type !== 2 && user.type !== 4,
    clubLabel: user.club_label ? { labelName: user.club_label } : undefined,
    mobile: maskMobile(user.mobile),
    email: maskEmail(user.email),
    headIcon: headIconUrl(user.head_icon),
    verification: user.verification,
  };
}
