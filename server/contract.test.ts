import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../core/api/endpoint.ts';
import { platformEndpoints } from '../core/api/registry.ts';
import * as SI from '../core/api/signIn.ts';
import * as W from '../core/api/wallet.ts';
import { check, resolveRef } from '../front/openapi/check.ts';
import { openApiDocument, type JsonSchema, type OpenApiDocument, type Operation } from '../front/openapi/openapi.ts';
import type { Reference, Response } from '../front/openapi/types.ts';
import { buildApi } from './api/index.ts';
import { cleanupTempDirs, startPlatform, type Answer, type SendOptions, type TestPlatform } from './testing.ts';

/**
 * The reference platform against the OpenAPI document an operator implements (the calls the
 * front answers itself, x-mc-answered-by: front, are not the platform's): every call's
 * answer (envelope, value, status, error code) is one the document describes. Calls that only
 * read are made as the demo accounts make them and must succeed; calls that pay or change
 * something are made so that the platform refuses them, and the refusal is checked. Every call
 * is also made without its session, without Merchant and with a wrong or missing Module-Id.
 */
type Who = 'guest' | 'demo' | 'agent' | 'subagent1' | 'subagent2' | 'trial';
type Ep = Endpoint<unknown, unknown>;

interface Env {
  t: TestPlatform;
  tokens: Record<Exclude<Who, 'guest'>, string>;
}
interface Call {
  who: Who;
  params?: (env: Env) => unknown | Promise<unknown>;
  headers?: (env: Env) => Record<string, string>;
}
/** A call that must succeed. */
interface Read extends Call {
  kind: 'read';
}
/** A call the platform must refuse with `code`. */
interface Refusal extends Call {
  kind: 'refusal';
  code: string;
}
/** A call that changes something and has no refusal to provoke: only its session refusal is checked. */
interface SessionOnly {
  kind: 'session-only';
}
/** A live stream: a success is the open stream, checked by its own test; the refusals are checked like any call's. */
interface Stream {
  kind: 'stream';
  who: Who;
}
type Case = Read | Refusal | SessionOnly | Stream;

const read = (who: Who, params?: Call['params'], headers?: Call['headers']): Read => ({ kind: 'read', who, params, headers });
const refused = (code: string, who: Who, params?: Call['params']): Refusal => ({ kind: 'refusal', code, who, params });
const today = () => new Date().toISOString().slice(0, 10);
const range = () => ({ startDate: '2000-01-01', endDate: today(), pageNo: 1, pageSize: 20 });
const lang = { language: 'EN' };
const announcementQuery = { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M', merchantCode: 'MC01' };

const CASES: Record<string, Case> = {
  publicKey: read('guest'),
  login: read('guest', () => ({ username: 'demo', password: 'demo1234', type: 'username' })),
  logout: { kind: 'session-only' },
  freePlayLogin: read('guest', async ({ t }) => ({ username: await t.client.ok(SI.createTrialAccount) })),
  createTrialAccount: read('guest'),
  socialTestToken: read('guest', () => ({ provider: 'google' })),
  sendSmsCode: refused('mobile.invalid', 'guest', () => ({ mobileNum: '12', purpose: 'register' })),
  changePassword: refused('password.mismatch', 'demo', () => ({ oldPassword: 'demo1234', newPassword: 'demo5678', confirmNewPassword: 'demo9999' })),
  // It answers the same whether or not the e-mail matches, and mails nothing when it does not.
  forgetPasswordByEmail: read('guest', () => ({ username: 'demo', email: 'someone-else@example.com' })),
  passwordResetLink: refused('reset.link_invalid', 'guest', () => ({ token: 'not-a-reset-token' })),
  resetPasswordByLink: refused('reset.link_invalid', 'guest', () => ({ token: 'not-a-reset-token', newPassword: 'demo5678', confirmNewPassword: 'demo5678' })),
  setPasswordByPhone: refused('verification.invalid', 'guest', () => ({ mobileNum: '9179990000', newPassword: 'plain5678', verificationCode: '000000' })),
  // It opens a session, as a sign-in does.
  forkSession: read('demo'),

  captcha: read('guest'),
  register: refused('register.password_mismatch', 'guest', () => ({
    registerUrl: 'localhost',
    registerMethod: 'H5',
    username: 'contract1',
    password: 'abc12345',
    confirmPassword: 'abc99999',
    type: 0,
  })),
  registrationSettings: read('guest'),
  checkAffiliate: read('guest', () => ({ code: 'AFF001' })),
  countries: read('guest'),

  memberInfo: read('demo'),
  headIcons: read('demo'),
  setHeadIcon: refused('request.invalid', 'demo', () => ({ icon: '/img/avatar/999.svg' })),
  clubBenefits: read('demo'),
  feedback: refused('request.invalid', 'demo', () => ({ comment: '' })),
  feedbackList: read('demo', () => ({ pageNo: 1, pageSize: 10 })),
  affiliateInfo: read('demo'),
  inbox: read('demo', () => ({ pageNo: 1, pageSize: 10 })),
  unreadCount: read('demo'),
  markInboxRead: refused('inbox.unknown', 'demo', () => ({ id: '999999' })),
  markAllInboxRead: { kind: 'session-only' },
  availablePromotions: read('demo'),
  profile: read('demo'),
  saveProfile: refused('profile.text.invalid', 'demo', () => ({ address: '<b>Main St</b>' })),
  uploadHeadIcon: refused('upload.invalid', 'demo', () => ({ image: 'data:text/plain;base64,AAAA' })),
  verification: read('demo'),
  submitVerification: refused('verification.done', 'demo', () => ({ front: '', back: '', selfie: '' })),

  initialConfig: read('guest'),
  whitelabel: read('guest'),
  systemStatus: read('guest'),
  settingsTemplate: read('guest'),
  customerServiceLinks: read('guest'),
  merchantBrand: read('guest', () => ({ merchantCode: 'MC01' })),
  helpCenter: read('guest', () => ({ device: 'MOBILE' })),

  announcements: read('demo', () => announcementQuery),
  lobbyNews: read('demo', () => announcementQuery),
  banners: read('guest', () => ({ position: 'home' })),
  notices: read('demo', () => ({})),
  hotMatches: read('guest'),
  promotions: read('demo'),
  memberNotices: read('agent', () => ({ types: 'A', pageNo: 1 })),
  applyPromotion: refused('promotion.unknown', 'demo', () => ({ promotionId: 'NOPE' })),
  promotionApplication: read('demo', () => ({ promotionId: 'PR09' })),
  claimPromotion: refused('promotion.unknown', 'demo', () => ({ promotionId: 'NOPE' })),

  vendorGameTypes: read('guest', () => ({ typeId: 1, merchantCode: 'MC01' })),
  allVendors: read('guest', () => ({ merchantCode: 'MC01' })),
  gameCategories: read('guest'),
  gameList: read('demo', () => ({
    merchant: 'MC01',
    platform: 'html5',
    clientType: 2,
    gameType: 'RNG',
    gameClassify: 'ALL',
    pageNo: 1,
    pageSize: 26,
    ...lang,
  })),
  hotGames: read('guest', () => ({ isPlatform: 2, merchantCode: 'MC01', platform: 'html5', ...lang })),
  popularGames: read('guest', () => ({ merchantCode: 'MC01', platform: 'M' })),
  addFavourite: refused('game.unknown', 'demo', () => ({ nodeId: 'no-such-game', vendor: 'JL' })),
  removeFavourite: refused('request.invalid', 'demo', () => ({})),
  favouriteIds: read('demo'),
  favouriteList: read('demo', () => ({ pageNo: 1, pageSize: 26, ...lang })),
  addRecent: refused('game.unknown', 'demo', () => ({ nodeId: 'no-such-game', vendor: 'JL' })),
  recentList: read('demo', () => ({ pageNo: 1, pageSize: 25, ...lang })),
  lotteryGames: read('guest', () => ({ prizeMode: 'Lott' })),
  lotteryMenu: read('guest'),
  lotteryOpened: read('guest', () => ({})),
  launchGame: read('demo', () => ({ vendor: 'JL', nodeId: '100001', platform: 'html5', clientType: 2, accountType: 1, ...lang })),
  lotteryOrders: read('demo', () => ({ pageNo: 1, pageSize: 10 })),
  lotteryOrderDetail: read('demo', () => ({ orderId: 'LO1001' })),
  cancelSubOrder: refused('order.unknown', 'demo', () => ({ orderId: 'NOPE', subOrderId: 'NOPE-1' })),

  balance: read('demo'),
  transfer: refused('transfer.same_wallet', 'demo', () => ({ from: 'Main', to: 'Main', amount: 10 })),
  transactions: read('demo', range),
  transactionCodes: read('demo'),
  bankCards: read('demo'),
  withdrawSettings: read('demo'),
  withdraw: refused('request.invalid', 'demo', () => ({ bankCardId: '1', amount: 0, fundsPassword: '123456' })),
  withdrawReport: read('demo', range),
  depositMethods: read('demo'),
  depositPromotions: read('demo', () => ({})),
  deposit: refused('deposit.method_unknown', 'demo', () => ({ methodId: 'NOPE', amount: 200 })),
  depositStatus: read('demo', async ({ t, tokens }) => ({ id: (await t.client.ok(W.depositRecords, range(), { token: tokens.demo })).list[0]!.id })),
  depositRecords: read('demo', range),
  securityConfig: read('demo'),
  setFundsPassword: refused('funds_password.invalid', 'demo', () => ({ oldPassword: '123456', newPassword: '12' })),
  addBankCard: refused('bankcard.invalid', 'demo', () => ({ bankName: 'BPI', cardNo: '12', holder: 'Demo Player', password: 'demo1234' })),
  setSecurityQuestions: refused('request.invalid', 'demo', () => ({ question: '', answer: '' })),
  bindEmail: refused('email.invalid', 'demo', () => ({ email: 'not-an-email', password: 'demo1234' })),
  setPayeeName: refused('payee.invalid', 'subagent1', () => ({ payeeName: '<>', password: 'member1234' })),
  setNickname: refused('request.invalid', 'demo', () => ({ nickname: '' })),
  gameRecords: read('demo', range),
  profitAndLoss: read('demo', () => ({ startDate: '2000-01-01', endDate: today() })),
  transferToUpline: refused('request.invalid', 'demo', () => ({ amount: 0, fundsPassword: '123456' })),
  manualRebate: read('demo'),
  claimManualRebate: refused('trial.not_allowed', 'trial'),
  rebateReport: read('demo', range),
  leaderBoard: read('guest'),

  teamKpi: read('agent', () => ({ startDate: today(), endDate: today(), size: 0 })),
  subordinates: read('agent', () => ({ pageNo: 1, pageSize: 20 })),
  updateRebate: refused('member.unknown', 'agent', () => ({ memberId: '999999', rebate: 0.1 })),
  dailySalaryRequest: read('agent'),
  dividendRequest: read('subagent2', () => ({})),
  hourlySalaryRequest: read('subagent1'),
  processDailySalary: refused('contract.unknown', 'agent', () => ({ id: 'NOPE', accept: true })),
  processDividend: refused('contract.unknown', 'subagent2', () => ({ id: 'NOPE', accept: false })),
  processHourlySalary: refused('contract.unknown', 'subagent1', () => ({ id: 'NOPE', accept: true })),
  contractRequests: read('demo'),
  affiliateUrls: read('agent'),
  registerDownline: refused('register.field_invalid', 'agent', () => ({ username: 'x!', password: 'down1234', type: 0 })),
  checkUsername: read('agent', () => ({ username: 'freshname' })),
  transferToDownline: refused('request.invalid', 'agent', () => ({ memberIds: ['100008'], amount: 0, fundsPassword: '123456' })),
  chatLaunch: read('demo'),
  teamProfitLoss: read('agent', range),
  teamBets: read('agent', () => ({ ...range(), account: 'member' })),
  rebateSettings: read('agent'),
  updateRebateSettings: refused('agent.only', 'demo', () => ({ defaultRebate: 0.5 })),
  redRain: read('agent'),
  agentNotices: read('agent', () => ({ types: 'A', pageNo: 1, pageSize: 20 })),
  markNoticeRead: refused('notice.unknown', 'agent', () => ({ id: 'NOPE', types: 'A' })),

  rgStatus: read('demo'),
  setRgLimit: refused('request.invalid', 'demo', () => ({ kind: 'deposit', period: 'year', amount: 100 })),
  setRgSession: refused('request.invalid', 'demo', () => ({ realityCheckMinutes: 7, sessionLimitMinutes: null })),
  playSession: read('demo'),
  continuePlaySession: refused('trial.not_allowed', 'trial'),
  startTimeOut: refused('request.invalid', 'demo', () => ({ length: '1h' })),
  startSelfExclusion: refused('request.invalid', 'demo', () => ({ length: '1d' })),
  activityStatement: read('demo', () => ({ period: 'week' })),
  liveStream: { kind: 'stream', who: 'demo' },
  livePublicStream: { kind: 'stream', who: 'guest' },
};

let env: Env;
let doc: OpenApiDocument;

beforeAll(async () => {
  // What an operator reads: the document as JSON.
  doc = JSON.parse(JSON.stringify(openApiDocument())) as OpenApiDocument;
  const t = await startPlatform();
  const trialName = await t.client.ok(SI.createTrialAccount);
  env = {
    t,
    tokens: {
      demo: await t.client.login('demo', 'demo1234'),
      agent: await t.client.login('agent', 'agent1234'),
      subagent1: await t.client.login('subagent1', 'member1234'),
      subagent2: await t.client.login('subagent2', 'member1234'),
      trial: (await t.client.ok(SI.freePlayLogin, { username: trialName })).token,
    },
  };
});
afterAll(async () => {
  await env?.t.close();
  cleanupTempDirs();
});

const operationOf = (ep: Ep): Operation => {
  const op = doc.paths[ep.path]?.[ep.method.toLowerCase() as 'get'];
  if (!op) throw new Error(`the document has no ${ep.method} ${ep.path}`);
  return op;
};

/** Problems with an answer, as the document sees it: its status, its envelope, its value, its error code. */
function againstDocument(ep: Ep, answer: Answer): string[] {
  const op = operationOf(ep);
  const documented = op.responses[String(answer.status)];
  if (!documented) return [`HTTP ${answer.status} (${answer.body.errorCode}) is not a documented response`];
  const response = ('$ref' in documented ? resolveRef(doc, (documented as Reference).$ref) : documented) as Response;
  const schema: JsonSchema | undefined = response.content?.['application/json']?.schema;
  if (!schema) return [`HTTP ${answer.status} is documented without a JSON body`];
  const problems = check(answer.body, schema, doc);
  if (answer.body.success === false && !op['x-mc-error-codes'].includes(answer.body.errorCode ?? '')) {
    problems.push(`error code ${answer.body.errorCode} is not in x-mc-error-codes`);
  }
  if (!answer.headers.get('content-type')?.startsWith('application/json')) problems.push(`content type ${answer.headers.get('content-type')}`);
  return problems;
}

const send = (ep: Ep, params: unknown, opts: SendOptions = {}) => env.t.client.send(ep, params as never, opts);
const tokenOf = (who: Who) => (who === 'guest' ? undefined : env.tokens[who]);
/** Parameters that pass the platform's own checks, so that only the header under test is wrong. */
const goodParams = async (c: Case) => (c.kind === 'session-only' || c.kind === 'stream' ? undefined : await c.params?.(env));
const whoFor = (c: Case): Who => (c.kind === 'session-only' ? 'demo' : c.who);

describe('the reference platform against the OpenAPI document', () => {
  it('has a case for every endpoint (add one when the contract grows)', () => {
    expect(platformEndpoints.map((e) => e.name).filter((n) => !CASES[n])).toEqual([]);
    expect(Object.keys(CASES).filter((n) => !platformEndpoints.some((e) => e.name === n))).toEqual([]);
  });

  it('answers each call as documented: reads succeed with a value of the documented shape, changes are refused with a documented code', async () => {
    const problems: string[] = [];
    for (const ep of platformEndpoints as readonly Ep[]) {
      const c = CASES[ep.name];
      if (!c || c.kind === 'session-only' || c.kind === 'stream') continue;
      const answer = await send(ep, await c.params?.(env), { token: tokenOf(c.who), headers: c.headers?.(env) });
      const found = againstDocument(ep, answer).map((p) => `${ep.name}: ${p}`);
      if (c.kind === 'read' && (answer.status !== 200 || !answer.body.success)) found.push(`${ep.name}: refused (${answer.status} ${answer.body.errorCode})`);
      if (c.kind === 'refusal' && answer.body.errorCode !== c.code) found.push(`${ep.name}: answered ${answer.body.errorCode ?? 'success'}, not ${c.code}`);
      problems.push(...found);
    }
    expect(problems).toEqual([]);
  });

  it('answers each live stream as documented: 200 with the media type of the document, open', async () => {
    const problems: string[] = [];
    for (const ep of (platformEndpoints as readonly Ep[]).filter((e) => CASES[e.name]?.kind === 'stream')) {
      const token = tokenOf((CASES[ep.name] as Stream).who);
      const controller = new AbortController();
      const res = await fetch(env.t.url + ep.path, {
        headers: { Merchant: 'MC01', 'Module-Id': ep.moduleId, ...(token ? { Authorization: token } : {}) },
        signal: controller.signal,
      });
      const documented = operationOf(ep).responses[String(res.status)] as Response | undefined;
      const types = Object.keys(documented?.content ?? {});
      if (res.status !== 200) problems.push(`${ep.name}: HTTP ${res.status}`);
      else if (!types.includes(res.headers.get('content-type')?.split(';')[0] ?? ''))
        problems.push(`${ep.name}: ${res.headers.get('content-type')} is not ${types}`);
      // Its first bytes are the retry hint: it is a stream, not an answer that ended.
      const first = new TextDecoder().decode((await res.body!.getReader().read()).value);
      if (!first.startsWith('retry: ')) problems.push(`${ep.name}: starts with ${JSON.stringify(first.slice(0, 40))}`);
      controller.abort();
    }
    expect(problems).toEqual([]);
  });

  it('refuses a call that needs a session without one: HTTP 401 SESSION_EXPIRED, as documented', async () => {
    const problems: string[] = [];
    for (const ep of (platformEndpoints as readonly Ep[]).filter((e) => e.auth === 'required')) {
      const answer = await send(ep, await goodParams(CASES[ep.name]!), { plain: true });
      problems.push(...againstDocument(ep, answer).map((p) => `${ep.name}: ${p}`));
      if (answer.status !== 401 || answer.body.errorCode !== 'SESSION_EXPIRED') problems.push(`${ep.name}: ${answer.status} ${answer.body.errorCode}`);
      if (answer.headers.get('www-authenticate') === null) problems.push(`${ep.name}: no WWW-Authenticate`);
    }
    expect(problems).toEqual([]);
  });

  it('reads a token it cannot use as a guest where a session is optional, and ignores one where none is taken', async () => {
    const problems: string[] = [];
    for (const ep of (platformEndpoints as readonly Ep[]).filter((e) => e.auth !== 'required')) {
      const c = CASES[ep.name]!;
      if (c.kind !== 'read') continue;
      const answer = await send(ep, await c.params?.(env), { token: 'no-such-token', headers: c.headers?.(env) });
      problems.push(...againstDocument(ep, answer).map((p) => `${ep.name}: ${p}`));
      if (answer.status !== 200 || !answer.body.success) problems.push(`${ep.name}: ${answer.status} ${answer.body.errorCode}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses every call without its Module-Id, or with another, and without its Merchant: HTTP 400, as documented', async () => {
    const one = async (ep: Ep): Promise<string[]> => {
      const c = CASES[ep.name]!;
      const params = await goodParams(c);
      const token = tokenOf(whoFor(c));
      const wrong: [string, Record<string, string>, string][] = [
        ['no Module-Id', { 'Module-Id': '' }, 'module.id.mismatch'],
        ['another Module-Id', { 'Module-Id': ep.moduleId === 'COMM3' ? 'REG3' : 'COMM3' }, 'module.id.mismatch'],
        ['no Merchant', { Merchant: '' }, 'merchant.unknown'],
      ];
      // The headers are checked before a sealed body is opened: no need to seal it.
      const answers = await Promise.all(wrong.map(([, headers]) => send(ep, params, { token, headers, plain: true })));
      return answers.flatMap((answer, i) => {
        const [what, , code] = wrong[i]!;
        const found = againstDocument(ep, answer).map((p) => `${ep.name} with ${what}: ${p}`);
        if (answer.status !== 400 || answer.body.errorCode !== code) found.push(`${ep.name} with ${what}: ${answer.status} ${answer.body.errorCode}`);
        return found;
      });
    };
    // None of these calls gets past the headers, so they may all run at once.
    expect((await Promise.all((platformEndpoints as readonly Ep[]).map(one))).flat()).toEqual([]);
  });

  it('refuses a sealed call sent in the clear, or sealed with a key it does not hold, as documented', async () => {
    const problems: string[] = [];
    for (const ep of (platformEndpoints as readonly Ep[]).filter((e) => e.encrypt)) {
      const c = CASES[ep.name]!;
      const token = tokenOf(whoFor(c));
      const params = (await goodParams(c)) ?? {};
      const clear = await send(ep, params, { token, plain: true });
      const stale = await send(ep, params, { token, headers: { Encryption: 'retired-key.AAAA' } });
      for (const [answer, code] of [
        [clear, 'encryption.required'],
        [stale, 'ENCRYPTION_KEY_UNKNOWN'],
      ] as const) {
        problems.push(...againstDocument(ep, answer).map((p) => `${ep.name}: ${p}`));
        if (answer.status !== 400 || answer.body.errorCode !== code) problems.push(`${ep.name}: ${answer.status} ${answer.body.errorCode}, not ${code}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses a money call with a malformed Idempotency-Key, as documented', async () => {
    const problems: string[] = [];
    const payer: Record<string, Who> = { transferToDownline: 'agent' };
    for (const ep of (platformEndpoints as readonly Ep[]).filter((e) => e.idempotent)) {
      const c = CASES[ep.name]!;
      const answer = await send(ep, await goodParams(c), { token: tokenOf(payer[ep.name] ?? 'demo'), headers: { 'Idempotency-Key': 'bad key' } });
      problems.push(...againstDocument(ep, answer).map((p) => `${ep.name}: ${p}`));
      if (answer.status !== 400 || answer.body.errorCode !== 'request.invalid') problems.push(`${ep.name}: ${answer.status} ${answer.body.errorCode}`);
    }
    expect(problems).toEqual([]);
  });

  it('lists the role refusals exactly where the platform makes them (trial.not_allowed, agent.only)', () => {
    const byName = new Map(
      buildApi()
        .router.routes()
        .map((r) => [r.endpoint.name, r.handler.options]),
    );
    const problems: string[] = [];
    for (const ep of platformEndpoints) {
      const codes = operationOf(ep as Ep)['x-mc-error-codes'];
      const options = byName.get(ep.name) ?? {};
      if (codes.includes('trial.not_allowed') !== (options.realAccountOnly === true)) problems.push(`${ep.name}: trial.not_allowed`);
      if (codes.includes('agent.only') !== (options.agentOnly === true)) problems.push(`${ep.name}: agent.only`);
    }
    expect(problems).toEqual([]);
  });
});
