import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../core/api/endpoint.ts';
import { allEndpoints, frontEndpoints, platformEndpoints } from '../core/api/registry.ts';
import * as SI from '../core/api/signIn.ts';
import * as H from '../core/api/handoff.ts';
import * as R from '../core/api/registration.ts';
import * as I from '../core/api/inbox.ts';
import * as W from '../core/api/wallet.ts';
import { isLiveStream } from '../core/api/live.ts';
import { buildApi } from './api/index.ts';
import { cleanupTempDirs, startPlatform, type Client, type TestPlatform } from './testing.ts';

/**
 * Every endpoint of the contract has a handler, and a sensible call to each (as the demo
 * player, or the demo agent for agent-only calls) answers an envelope whose value passes the
 * endpoint's own response schema.
 */
type Who = 'guest' | 'demo' | 'agent' | 'subagent1' | 'subagent2';
interface Env {
  client: Client;
  /** The platform's own origin (what a page of the site sends as Origin). */
  origin: string;
  tokens: Record<Exclude<Who, 'guest'>, string>;
  peek(path: string): Promise<any>;
}
type Sample = { who: Who; params: (env: Env) => unknown | Promise<unknown>; headers?: (env: Env) => Record<string, string> };

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const range = () => ({ startDate: '2000-01-01', endDate: today(), pageNo: 1, pageSize: 20 });
const lang = { language: 'EN' };

/** demo's password, sent again where an account change asks for it. */
const DEMO_PASSWORD = 'demo1234';

const SAMPLES: Record<string, Sample> = {
  // The live streams: a success is the open stream (text/event-stream), not the envelope.
  liveStream: { who: 'demo', params: () => ({}) },
  livePublicStream: { who: 'guest', params: () => ({}) },
  publicKey: { who: 'guest', params: () => undefined },
  login: { who: 'guest', params: () => ({ username: 'demo', password: 'demo1234', type: 'username' }) },
  createTrialAccount: { who: 'guest', params: () => undefined },
  freePlayLogin: { who: 'guest', params: async ({ client }) => ({ username: await client.ok(SI.createTrialAccount) }) },
  captcha: { who: 'guest', params: () => undefined },
  socialTestToken: { who: 'guest', params: () => ({ provider: 'google' }) },
  register: {
    who: 'guest',
    params: async ({ client, peek }) => {
      const c = await client.ok(R.captcha);
      const text = (await peek(`/__test/captcha?id=${c.id}`)).text;
      return {
        registerUrl: 'localhost',
        registerMethod: 'H5',
        username: 'newplayer1',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        type: 0,
        captcha: text,
        captchaId: c.id,
      };
    },
  },
  registrationSettings: { who: 'guest', params: () => undefined },
  checkAffiliate: { who: 'guest', params: () => ({ code: 'AFF001' }) },
  affiliateInfo: { who: 'demo', params: () => undefined },
  sendSmsCode: { who: 'guest', params: () => ({ mobileNum: '9990001111', purpose: 'register' }) },
  memberInfo: { who: 'demo', params: () => undefined },
  changePassword: { who: 'demo', params: () => ({ oldPassword: 'demo1234', newPassword: 'demo5678', confirmNewPassword: 'demo5678' }) },
  forgetPasswordByEmail: { who: 'guest', params: () => ({ username: 'agent', email: 'agent@example.com' }) },
  passwordResetLink: { who: 'guest', params: async (env) => ({ token: await resetLinkToken(env) }) },
  resetPasswordByLink: {
    who: 'guest',
    params: async (env) => ({ token: await resetLinkToken(env), newPassword: 'agent5678', confirmNewPassword: 'agent5678' }),
  },
  setPasswordByPhone: {
    who: 'guest',
    params: async ({ client, peek }) => {
      await client.ok(SI.sendSmsCode, { mobileNum: '9172223333', purpose: 'reset' });
      return { mobileNum: '9172223333', newPassword: 'plain5678', verificationCode: (await peek('/__test/sms?mobileNum=9172223333')).code };
    },
  },
  headIcons: { who: 'demo', params: () => undefined },
  setHeadIcon: { who: 'demo', params: () => ({ icon: '/img/avatar/5.svg' }) },
  profile: { who: 'demo', params: () => undefined },
  saveProfile: { who: 'demo', params: () => ({ occupation: 'Chef', address: 'Main St 1' }) },
  uploadHeadIcon: {
    who: 'demo',
    params: () => ({ image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4//8/AAX+Av6n1qTlAAAAAElFTkSuQmCC' }),
  },
  verification: { who: 'demo', params: () => undefined },
  submitVerification: {
    who: 'agent',
    params: () => ({
      front: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4//8/AAX+Av6n1qTlAAAAAElFTkSuQmCC',
      back: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4//8/AAX+Av6n1qTlAAAAAElFTkSuQmCC',
      selfie: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4//8/AAX+Av6n1qTlAAAAAElFTkSuQmCC',
    }),
  },
  clubBenefits: { who: 'demo', params: () => undefined },
  feedback: { who: 'demo', params: () => ({ comment: 'Lovely site' }) },
  feedbackList: { who: 'demo', params: () => ({ pageNo: 1, pageSize: 10 }) },
  inbox: { who: 'demo', params: () => ({ pageNo: 1, pageSize: 10 }) },
  unreadCount: { who: 'demo', params: () => undefined },
  markInboxRead: {
    who: 'demo',
    params: async ({ client, tokens }) => ({
      id: (await client.ok(I.inbox, { pageNo: 1, pageSize: 10 }, { token: tokens.demo })).list.find((m) => !m.read)!.id,
    }),
  },
  markAllInboxRead: { who: 'demo', params: () => undefined },
  availablePromotions: { who: 'demo', params: () => undefined },
  initialConfig: { who: 'guest', params: () => undefined },
  whitelabel: { who: 'guest', params: () => undefined },
  systemStatus: { who: 'guest', params: () => undefined },
  settingsTemplate: { who: 'guest', params: () => undefined },
  helpCenter: { who: 'guest', params: () => ({ device: 'MOBILE' }) },
  customerServiceLinks: { who: 'guest', params: () => undefined },
  merchantBrand: { who: 'guest', params: () => ({ merchantCode: 'MC01' }) },
  countries: { who: 'guest', params: () => undefined },
  announcements: { who: 'demo', params: () => ({ types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M', merchantCode: 'MC01' }) },
  lobbyNews: { who: 'demo', params: () => ({ types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M', merchantCode: 'MC01' }) },
  banners: { who: 'guest', params: () => ({ position: 'home' }) },
  notices: { who: 'demo', params: () => ({}) },
  hotMatches: { who: 'guest', params: () => undefined },
  promotions: { who: 'demo', params: () => undefined },
  memberNotices: { who: 'agent', params: () => ({ types: 'A', pageNo: 1 }) },
  vendorGameTypes: { who: 'guest', params: () => ({ typeId: 1, merchantCode: 'MC01' }) },
  allVendors: { who: 'guest', params: () => ({ merchantCode: 'MC01' }) },
  gameCategories: { who: 'guest', params: () => undefined },
  gameList: {
    who: 'demo',
    params: () => ({ merchant: 'MC01', platform: 'html5', clientType: 2, gameType: 'RNG', gameClassify: 'ALL', pageNo: 1, pageSize: 26, ...lang }),
  },
  hotGames: { who: 'guest', params: () => ({ isPlatform: 2, merchantCode: 'MC01', platform: 'html5', ...lang }) },
  popularGames: { who: 'guest', params: () => ({ merchantCode: 'MC01', platform: 'M' }) },
  addFavourite: { who: 'demo', params: () => ({ nodeId: '100001', vendor: 'JL' }) },
  removeFavourite: { who: 'demo', params: () => ({ nodeId: '100001', vendor: 'JL' }) },
  favouriteIds: { who: 'demo', params: () => undefined },
  favouriteList: { who: 'demo', params: () => ({ pageNo: 1, pageSize: 26, ...lang }) },
  addRecent: { who: 'demo', params: () => ({ nodeId: '100002', vendor: 'JL' }) },
  recentList: { who: 'demo', params: () => ({ pageNo: 1, pageSize: 25, ...lang }) },
  lotteryGames: { who: 'guest', params: () => ({ prizeMode: 'Lott' }) },
  lotteryMenu: { who: 'guest', params: () => undefined },
  lotteryOpened: { who: 'guest', params: () => ({}) },
  launchGame: { who: 'demo', params: () => ({ vendor: 'JL', nodeId: '100001', platform: 'html5', clientType: 2, accountType: 1, ...lang }) },
  lotteryOrders: { who: 'demo', params: () => ({ pageNo: 1, pageSize: 10 }) },
  lotteryOrderDetail: { who: 'demo', params: () => ({ orderId: 'LO1001' }) },
  cancelSubOrder: { who: 'demo', params: () => ({ orderId: 'LO1003', subOrderId: 'LO1003-1' }) },
  balance: { who: 'demo', params: () => undefined },
  transfer: { who: 'demo', params: () => ({ from: 'Main', to: 'Lottery', amount: 10 }) },
  transactions: { who: 'demo', params: range },
  transactionCodes: { who: 'demo', params: () => undefined },
  bankCards: { who: 'demo', params: () => undefined },
  withdrawSettings: { who: 'demo', params: () => undefined },
  withdraw: {
    who: 'demo',
    params: async ({ client, tokens }) => ({
      bankCardId: (await client.ok(W.bankCards, undefined, { token: tokens.demo }))[0]!.id,
      amount: 100,
      fundsPassword: '123456',
    }),
  },
  withdrawReport: { who: 'demo', params: range },
  depositMethods: { who: 'demo', params: () => undefined },
  depositPromotions: { who: 'demo', params: () => ({}) },
  deposit: { who: 'demo', params: () => ({ methodId: 'DM02', amount: 200 }) },
  depositRecords: { who: 'demo', params: range },
  depositStatus: {
    who: 'demo',
    params: async ({ client, tokens }) => ({ id: (await client.ok(W.deposit, { methodId: 'DM01', amount: 150 }, { token: tokens.demo })).id }),
  },
  applyPromotion: { who: 'demo', params: () => ({ promotionId: 'PR09', comment: 'Five sports bets done' }) },
  promotionApplication: { who: 'demo', params: () => ({ promotionId: 'PR09' }) },
  claimPromotion: { who: 'demo', params: () => ({ promotionId: 'PR03' }) },
  securityConfig: { who: 'demo', params: () => undefined },
  setFundsPassword: { who: 'demo', params: () => ({ oldPassword: '123456', newPassword: '654321' }) },
  addBankCard: { who: 'demo', params: () => ({ bankName: 'BPI', cardNo: '6200000011112222', holder: 'Demo Player', password: DEMO_PASSWORD }) },
  setSecurityQuestions: { who: 'demo', params: () => ({ question: 'First pet?', answer: 'Rex' }) },
  bindEmail: { who: 'demo', params: () => ({ email: 'lucky@example.com', password: DEMO_PASSWORD }) },
  setPayeeName: { who: 'subagent1', params: () => ({ payeeName: 'Sub One Santos', password: 'member1234' }) },
  setNickname: { who: 'demo', params: () => ({ nickname: 'Lucky Star' }) },
  gameRecords: { who: 'demo', params: range },
  profitAndLoss: { who: 'demo', params: () => ({ startDate: '2000-01-01', endDate: today() }) },
  transferToUpline: { who: 'demo', params: () => ({ amount: 5, fundsPassword: '654321' }) },
  manualRebate: { who: 'demo', params: () => undefined },
  claimManualRebate: { who: 'demo', params: () => undefined },
  rebateReport: { who: 'demo', params: range },
  leaderBoard: { who: 'guest', params: () => undefined },
  teamKpi: { who: 'agent', params: () => ({ startDate: today(), endDate: today(), size: 0 }) },
  subordinates: { who: 'agent', params: () => ({ pageNo: 1, pageSize: 20 }) },
  updateRebate: { who: 'agent', params: () => ({ memberId: '100008', rebate: 0.7 }) },
  dailySalaryRequest: { who: 'agent', params: () => undefined },
  dividendRequest: { who: 'subagent2', params: () => ({}) },
  hourlySalaryRequest: { who: 'subagent1', params: () => undefined },
  processDailySalary: { who: 'agent', params: () => ({ id: 'CT1001', accept: true }) },
  processDividend: { who: 'subagent2', params: () => ({ id: 'CT1004', accept: false }) },
  processHourlySalary: { who: 'subagent1', params: () => ({ id: 'CT1003', accept: true }) },
  contractRequests: { who: 'demo', params: () => undefined },
  affiliateUrls: { who: 'agent', params: () => undefined },
  registerDownline: { who: 'agent', params: () => ({ username: 'downline1', password: 'down1234', type: 0, rebate: 0.5 }) },
  checkUsername: { who: 'agent', params: () => ({ username: 'freshname' }) },
  transferToDownline: { who: 'agent', params: () => ({ memberIds: ['100008'], amount: 10, fundsPassword: '123456' }) },
  chatLaunch: { who: 'demo', params: () => undefined },
  teamProfitLoss: { who: 'agent', params: () => range() },
  teamBets: { who: 'agent', params: () => ({ ...range(), account: 'member' }) },
  rebateSettings: { who: 'agent', params: () => undefined },
  updateRebateSettings: { who: 'agent', params: () => ({ defaultRebate: 0.9 }) },
  redRain: { who: 'agent', params: () => undefined },
  agentNotices: { who: 'agent', params: () => ({ types: 'A', pageNo: 1, pageSize: 20 }) },
  markNoticeRead: { who: 'agent', params: () => ({ id: 'NT101', types: 'A' }) },
  logout: { who: 'demo', params: () => undefined },
  rgStatus: { who: 'demo', params: () => undefined },
  setRgLimit: { who: 'demo', params: () => ({ kind: 'deposit', period: 'week', amount: 5000 }) },
  setRgSession: { who: 'demo', params: () => ({ realityCheckMinutes: 30, sessionLimitMinutes: null }) },
  playSession: { who: 'demo', params: () => undefined },
  continuePlaySession: { who: 'demo', params: () => undefined },
  activityStatement: { who: 'demo', params: () => ({ period: 'week' }) },
  startTimeOut: { who: 'subagent1', params: () => ({ length: '24h' }) },
  startSelfExclusion: { who: 'subagent2', params: () => ({ length: '6m' }) },
  createHandoff: { who: 'demo', params: () => undefined },
  redeemHandoff: {
    who: 'guest',
    params: async ({ client, tokens, origin }) => ({
      code: (await client.ok(H.createHandoff, undefined, { token: tokens.demo, headers: { Origin: origin } })).code,
    }),
    headers: ({ origin }) => ({ Origin: origin }),
  },
  forkSession: { who: 'demo', params: () => undefined },
  pendingHandoff: { who: 'guest', params: async (env) => void (handoffCookie = await postedHandoff(env)), headers: () => ({ Cookie: handoffCookie }) },
  dropHandoff: { who: 'guest', params: async (env) => void (handoffCookie = await postedHandoff(env)), headers: () => ({ Cookie: handoffCookie }) },
};

/** The cookies the site's hand-off route leaves with a browser whose frame posted a fresh code. */
let handoffCookie = '';
async function postedHandoff({ client, tokens, origin }: Env): Promise<string> {
  const { code } = await client.ok(H.createHandoff, undefined, { token: tokens.demo, headers: { Origin: origin } });
  const res = await fetch(`${origin}/m/handoff`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({ code, to: '/m/home' }).toString(),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

/** Calls that change credentials or end sessions (a time-out, a self-exclusion) run last, in this order. */
const LAST = ['changePassword', 'setPasswordByPhone', 'forgetPasswordByEmail', 'resetPasswordByLink', 'logout', 'startTimeOut', 'startSelfExclusion'];

/** Asks for a reset link for the agent and reads its token from the mail the platform "sent". */
async function resetLinkToken({ client, peek }: Env): Promise<string> {
  await client.ok(SI.forgetPasswordByEmail, { username: 'agent', email: 'agent@example.com' });
  return new URL(/https?:\/\/\S+/.exec((await peek('/__test/mail?username=agent')).body)![0]).searchParams.get('token')!;
}

let t: TestPlatform;
let env: Env;

beforeAll(async () => {
  t = await startPlatform();
  const c = t.client;
  env = {
    client: c,
    origin: t.url,
    tokens: {
      demo: await c.login('demo', 'demo1234'),
      agent: await c.login('agent', 'agent1234'),
      subagent1: await c.login('subagent1', 'member1234'),
      subagent2: await c.login('subagent2', 'member1234'),
    },
    peek: async (path) => {
      const r = await c.getJson(path);
      if (!r.body?.success) throw new Error(`peek ${path}: ${JSON.stringify(r.body)}`);
      return r.body.value;
    },
  };
});
afterAll(async () => {
  await t.close();
  cleanupTempDirs();
});

describe('the contract', () => {
  it('has a handler for every method and path of the platform’s endpoints (the front answers the rest)', () => {
    const api = buildApi();
    for (const ep of platformEndpoints) expect(api.router.has(ep.method, ep.path), `${ep.method} ${ep.path}`).toBe(true);
    expect(api.router.routes()).toHaveLength(platformEndpoints.length);
    for (const ep of frontEndpoints) expect(api.router.has(ep.method, ep.path), `${ep.method} ${ep.path}`).toBe(false);
  });

  it('has a sample call for every endpoint (add one when the contract grows)', () => {
    expect(allEndpoints.map((e) => e.name).filter((n) => !SAMPLES[n])).toEqual([]);
  });

  /** Opens a stream, reads its status and type, and lets it go. */
  async function streamAnswer(url: string, headers: Record<string, string>): Promise<string> {
    const controller = new AbortController();
    const res = await fetch(url, { headers, signal: controller.signal });
    const type = res.status === 200 ? (res.headers.get('content-type') ?? 'no content type') : `HTTP ${res.status} ${await res.text()}`;
    controller.abort();
    return type;
  }

  it('answers a sensible call to every endpoint with a schema-valid value', async () => {
    const order = [...allEndpoints.filter((e) => !LAST.includes(e.name)), ...LAST.map((n) => allEndpoints.find((e) => e.name === n)!)];
    const failures: string[] = [];
    for (const ep of order as Endpoint<unknown, unknown>[]) {
      const sample = SAMPLES[ep.name]!;
      const params = await sample.params(env);
      const token = sample.who === 'guest' ? undefined : env.tokens[sample.who];
      if (isLiveStream(ep)) {
        const type = await streamAnswer(env.client.base + ep.path, { Merchant: 'MC01', 'Module-Id': ep.moduleId, ...(token ? { Authorization: token } : {}) });
        if (type !== 'text/event-stream; charset=utf-8') failures.push(`${ep.name}: ${type}`);
        continue;
      }
      const a = await env.client.send(ep, params, { token, headers: sample.headers?.(env) });
      if (a.status !== 200 || !a.body.success) {
        failures.push(`${ep.name}: HTTP ${a.status} ${a.body.errorCode} ${a.body.message}`);
        continue;
      }
      try {
        ep.response(a.body.value);
      } catch (e) {
        failures.push(`${ep.name}: ${(e as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
