/**
 * The envelope's error codes: the ones every call may meet (from its descriptor: session,
 * sealing, idempotency), the ones particular calls answer, and their texts. The client shows a
 * code the locales know (`code.<errorCode>` in locales/en.json) as it is and any other as a
 * generic failure, so the list is open: an operator may send more.
 */
import { paramPlacement, type Endpoint } from '../../core/api/endpoint.ts';
import { SESSION_EXPIRED_CODES } from '../../core/api/errors.ts';
import en from '../../locales/en.json' with { type: 'json' };

/** Codes whose meaning is in the HTTP status as well (the platform's wire rules). */
export const WIRE_ERRORS: Readonly<Record<string, { status: number; when: string }>> = {
  'merchant.unknown': { status: 400, when: 'The Merchant header is missing or names no merchant of the platform.' },
  'module.id.mismatch': { status: 400, when: "The Module-Id header is missing or is not the call's module id." },
  'request.invalid': { status: 400, when: 'A parameter is missing or invalid; the value names it as { field }.' },
  'request.malformed': { status: 400, when: 'The body is not a JSON object.' },
  'encryption.required': { status: 400, when: 'A sealed call came without a sealed body and Encryption header.' },
  'encryption.invalid': { status: 400, when: 'The Encryption header or the sealed body cannot be opened.' },
  ENCRYPTION_KEY_UNKNOWN: { status: 400, when: 'The body was sealed with a key the platform no longer holds: fetch the key again and resend.' },
  SESSION_EXPIRED: { status: 401, when: 'No session, or the token is no longer valid.' },
  'handoff.invalid': { status: 403, when: 'A hand-off code redeemed from a foreign Origin (HTTP 403), or one that is used up or expired (HTTP 200).' },
  'not.found': { status: 404, when: 'No call at this path.' },
  http_method_not_support: { status: 405, when: 'The path exists with another method.' },
  'request.too_large': { status: 413, when: 'The body is larger than the call accepts (1 MB; more for calls that carry images).' },
  'idempotency.key_reused': { status: 422, when: 'The Idempotency-Key was used before for a call with other parameters.' },
  'login.rate_limited': { status: 429, when: 'Too many failed sign-ins from this address.' },
  'too.many.requests': { status: 429, when: 'Too many calls from this address; Retry-After says when to try again.' },
  'platform.unavailable': { status: 502, when: 'The front could not reach the platform.' },
  'service.unavailable': { status: 503, when: 'A service the call needs is down; the call failed closed.' },
  'server.error': { status: 500, when: 'The platform failed.' },
};

/** Business refusals that answer a status other than 200. */
const BUSINESS_STATUS: Readonly<Record<string, number>> = { 'feedback.images': 400 };

const RG_LIMITS = (kind: 'deposit' | 'loss') => (['day', 'week', 'month'] as const).map((period) => `rg.${kind}_limit.${period}`);
const REAUTH = ['reauth.required', 'reauth.failed', 'reauth.locked'];
const FUNDS_PASSWORD = ['funds_password.unset', 'funds_password.incorrect', 'funds_password.locked'];
const ENTRY = ['rg.timeout', 'rg.self_excluded'];
const TRIAL = 'trial.not_allowed';
const AGENT = 'agent.only';

/** The refusals particular calls answer (HTTP 200 unless BUSINESS_STATUS says otherwise), by endpoint name. */
export const CALL_ERRORS: Readonly<Record<string, readonly string[]>> = {
  login: [
    'login.failed',
    'captcha.invalid',
    'login.non_agent',
    'login.non_member',
    'us_forbidden_login_error',
    'verification.invalid',
    'function.not.available',
    'social.invalid',
    ...ENTRY,
  ],
  socialTestToken: ['not.found'],
  freePlayLogin: ['USER_NOT_EXIST'],
  register: [
    'captcha.invalid',
    'verification.invalid',
    'register.field_required',
    'register.field_invalid',
    'register.method_disabled',
    'register.password_mismatch',
    'register.username_exists',
    'register.mobile_exists',
    'register.affiliate_invalid',
    'register.recommender_invalid',
  ],
  sendSmsCode: ['mobile.invalid', 'register.mobile_exists', 'sms.too_frequent'],
  changePassword: [TRIAL, 'password.mismatch', 'password.old_incorrect', 'password.invalid', 'modify.new.old.same', 'reauth.locked'],
  passwordResetLink: ['reset.link_invalid'],
  resetPasswordByLink: ['reset.link_invalid', 'password.mismatch', 'password.invalid', 'modify.new.old.same'],
  setPasswordByPhone: ['verification.invalid', 'USER_NOT_EXIST', 'modify.new.old.same', 'password.invalid'],
  // The hand-off is the front's (front/handoff/routes.ts); its shared store down answers 503.
  createHandoff: ['too.many.requests', 'handoff.refused', 'platform.unavailable', 'service.unavailable', ...ENTRY],
  redeemHandoff: ['handoff.invalid', 'too.many.requests', 'service.unavailable'],
  pendingHandoff: ['handoff.invalid', 'service.unavailable'],
  dropHandoff: ['service.unavailable'],
  forkSession: [...ENTRY],
  clubBenefits: ['club.none'],
  affiliateInfo: [TRIAL],
  feedback: [TRIAL, 'feedback.images'],
  markInboxRead: ['inbox.unknown'],
  profile: [TRIAL],
  saveProfile: [
    TRIAL,
    'profile.locked',
    'nickname.invalid',
    'payee.invalid',
    'profile.birthday.invalid',
    'profile.birthday.age',
    'profile.nationality.invalid',
    'profile.text.invalid',
    ...REAUTH,
  ],
  uploadHeadIcon: [TRIAL, 'upload.missing', 'upload.invalid'],
  verification: [TRIAL],
  submitVerification: [TRIAL, 'upload.missing', 'upload.invalid', 'verification.pending', 'verification.done'],
  applyPromotion: [TRIAL, 'promotion.unknown', 'promotion.not_started', 'promotion.closed', 'promotion.already_applied', 'promotion.images'],
  promotionApplication: ['promotion.unknown'],
  claimPromotion: [TRIAL, 'promotion.unknown', 'promotion.not_started', 'promotion.closed', 'promotion.already_claimed', 'promotion.nothing_to_claim'],
  addFavourite: ['game.unknown'],
  addRecent: ['game.unknown'],
  lotteryOpened: ['lottery.unknown'],
  launchGame: ['game.unknown', 'game.free_play_unsupported', 'rg.session_limit', ...RG_LIMITS('loss')],
  lotteryOrderDetail: ['order.unknown'],
  cancelSubOrder: ['order.unknown', 'order.not_cancellable'],
  transfer: ['transfer.same_wallet', 'wallet.unknown', 'balance.insufficient'],
  withdraw: [TRIAL, 'withdraw.amount', 'bankcard.unknown', 'balance.insufficient', ...FUNDS_PASSWORD],
  deposit: [TRIAL, 'deposit.method_unknown', 'deposit.amount', 'deposit.bank_unknown', 'deposit.promotion_unavailable', ...RG_LIMITS('deposit')],
  depositStatus: ['deposit.unknown'],
  setFundsPassword: [TRIAL, 'funds_password.invalid', 'funds_password.incorrect', 'funds_password.locked', 'modify.new.old.same', ...REAUTH],
  addBankCard: [TRIAL, 'bankcard.invalid', 'bankcard.exists', 'bankcard.limit', 'bankcard.holder_mismatch', 'payee.invalid', ...REAUTH],
  setSecurityQuestions: [TRIAL],
  bindEmail: [TRIAL, 'email.invalid', ...REAUTH],
  setPayeeName: [TRIAL, 'payee.invalid', 'payee.already_set', ...REAUTH],
  setNickname: ['nickname.invalid'],
  transferToUpline: [TRIAL, 'upline.none', 'balance.insufficient', ...FUNDS_PASSWORD],
  claimManualRebate: [TRIAL, 'rebate.nothing'],
  rgStatus: [TRIAL],
  setRgLimit: [TRIAL, 'function.not.available'],
  setRgSession: [TRIAL, 'function.not.available'],
  playSession: [TRIAL],
  continuePlaySession: [TRIAL],
  startTimeOut: [TRIAL, 'function.not.available'],
  startSelfExclusion: [TRIAL, 'function.not.available'],
  activityStatement: [TRIAL, 'function.not.available'],
  teamKpi: [AGENT],
  subordinates: [AGENT],
  updateRebate: [AGENT, 'member.unknown', 'rebate.too_high'],
  processDailySalary: ['contract.unknown', 'contract.processed'],
  processDividend: ['contract.unknown', 'contract.processed'],
  processHourlySalary: ['contract.unknown', 'contract.processed'],
  affiliateUrls: [TRIAL],
  registerDownline: [AGENT, 'register.field_invalid', 'register.username_exists', 'rebate.too_high'],
  checkUsername: [AGENT, 'register.field_invalid'],
  transferToDownline: [AGENT, TRIAL, 'member.unknown', 'balance.insufficient', ...FUNDS_PASSWORD],
  teamProfitLoss: [AGENT],
  teamBets: [AGENT],
  rebateSettings: [AGENT],
  updateRebateSettings: [AGENT, 'rebate.too_high'],
  redRain: [AGENT],
  markNoticeRead: ['notice.unknown'],
  // The live streams: too many open from one address, and the shared store (the replay window) away.
  liveStream: ['too.many.requests', 'service.unavailable'],
  livePublicStream: ['too.many.requests', 'service.unavailable'],
};

/** Every code a call may answer: the wire's, by its descriptor, then its own. */
export function errorCodesOf(ep: Endpoint<never, unknown>): string[] {
  const codes = ['merchant.unknown', 'module.id.mismatch', 'request.invalid', 'server.error'];
  const placement = paramPlacement(ep);
  if (placement === 'json') codes.push('request.malformed');
  if (placement !== 'query') codes.push('request.too_large');
  if (ep.auth === 'required') codes.push('SESSION_EXPIRED');
  if (ep.encrypt) codes.push('encryption.required', 'encryption.invalid', 'ENCRYPTION_KEY_UNKNOWN');
  if (ep.idempotent) codes.push('idempotency.key_reused');
  if (ep.name === 'login') codes.push('login.rate_limited');
  return [...new Set([...codes, ...(CALL_ERRORS[ep.name] ?? [])])];
}

/** The HTTP status a code answers with. */
export const statusOf = (code: string): number => WIRE_ERRORS[code]?.status ?? BUSINESS_STATUS[code] ?? 200;

/** The English text the client shows for a code, when the locales have one. */
export function clientText(code: string): string | undefined {
  const text = (en as Record<string, unknown>)[`code.${code}`];
  return typeof text === 'string' ? text : undefined;
}

/** Every code the document names: the wire's, the calls', the session-expired ones and those the locales know. */
export function knownCodes(): string[] {
  const fromTexts = Object.keys(en)
    .filter((k) => k.startsWith('code.'))
    .map((k) => k.slice('code.'.length));
  const all = new Set([...Object.keys(WIRE_ERRORS), ...Object.values(CALL_ERRORS).flat(), ...SESSION_EXPIRED_CODES, ...fromTexts]);
  return [...all].sort();
}
