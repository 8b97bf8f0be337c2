/** Agent calls of §7: team KPIs, subordinates, rebates, contracts, downlines. */
import { endpoint } from './endpoint.ts';
import { empty, array, boolean, nullable, number, numeric, object, string, withDefault, type Infer } from './schema.ts';

export const teamKpiSchema = object({
  teamLoginMemberCount: number,
  teamBetMemberCount: number,
  teamRegisterMemberCount: number,
  teamOnlineCount: number,
  teamSize: withDefault(number, 0),
  teamDeposit: withDefault(numeric, 0),
  teamWithdraw: withDefault(numeric, 0),
  teamStake: withDefault(numeric, 0),
  teamProfit: withDefault(numeric, 0),
});
export type TeamKpi = Infer<typeof teamKpiSchema>;

/** startDate and endDate are both today (YYYY-MM-DD) and size 0 for the agent-home footer. */
export const teamKpi = endpoint<{ startDate: string; endDate: string; size: number }, TeamKpi>({
  name: 'teamKpi',
  method: 'GET',
  path: '/wps/agent/team/kpi',
  moduleId: 'COMM3',
  auth: 'required',
  response: teamKpiSchema,
});

export const subordinateSchema = object({
  id: string,
  account: string,
  type: number,
  regDate: number,
  lastLoginAt: withDefault(number, 0),
  balance: withDefault(numeric, 0),
  rebate: withDefault(numeric, 0),
});
export type Subordinate = Infer<typeof subordinateSchema>;

export const subordinates = endpoint<{ pageNo: number; pageSize: number; account?: string }, { list: Subordinate[]; totalPages: number }>({
  name: 'subordinates',
  method: 'GET',
  path: '/wps/agent/subordinates',
  moduleId: 'COMM3',
  auth: 'required',
  response: object({ list: array(subordinateSchema), totalPages: number }),
});

export const updateRebate = endpoint<{ memberId: string; rebate: number }, null>({
  name: 'updateRebate',
  method: 'POST',
  path: '/wps/agent/rebate',
  moduleId: 'COMM3',
  auth: 'required',
  response: empty,
});

export const contractSchema = object({
  id: string,
  kind: string,
  terms: string,
  status: string,
  offeredAt: number,
  /** When the agent answered (0 while the offer is open). */
  decidedAt: withDefault(number, 0),
});
export type Contract = Infer<typeof contractSchema>;

/** The open offer of a kind of contract, or null (also when the value is absent). */
const openOffer = withDefault(nullable(contractSchema), null);

export const dailySalaryRequest = endpoint<void, Contract | null>({
  name: 'dailySalaryRequest',
  method: 'GET',
  path: '/wps/agent/contract/dailySalary',
  moduleId: 'DAILYSALCONT3',
  auth: 'required',
  response: openOffer,
});

export const dividendRequest = endpoint<{ period?: string }, Contract | null>({
  name: 'dividendRequest',
  method: 'GET',
  path: '/wps/agent/contract/dividend',
  moduleId: 'SIGNCONDIV3',
  auth: 'required',
  response: openOffer,
});

export const hourlySalaryRequest = endpoint<void, Contract | null>({
  name: 'hourlySalaryRequest',
  method: 'GET',
  path: '/wps/agent/contract/hourSalary',
  moduleId: 'HOURSAL3',
  auth: 'required',
  response: openOffer,
});

export const processDailySalary = endpoint<{ id: string; accept: boolean }, null>({
  name: 'processDailySalary',
  method: 'GET',
  path: '/wps/agent/contract/dailySalary/process',
  moduleId: 'RTSALARY3',
  auth: 'required',
  response: empty,
});

export const processDividend = endpoint<{ id: string; accept: boolean }, null>({
  name: 'processDividend',
  method: 'GET',
  path: '/wps/agent/contract/dividend/process',
  moduleId: 'SIGNCONDIV3',
  auth: 'required',
  response: empty,
});

export const processHourlySalary = endpoint<{ id: string; accept: boolean }, null>({
  name: 'processHourlySalary',
  method: 'POST',
  path: '/wps/agent/contract/hourSalary/process',
  moduleId: 'HOURSAL3',
  auth: 'required',
  response: empty,
});

/** Pending contract offers, checked after login for types other than 4, 40, 41, 42. */
export const contractRequests = endpoint<void, { dailysalreqtype: boolean; divtypecompperiodreq: boolean; contracthoursalreq: boolean }>({
  name: 'contractRequests',
  method: 'GET',
  path: '/wps/agent/contract/requests',
  moduleId: 'DAILYSALCONT3',
  auth: 'required',
  response: object({ dailysalreqtype: boolean, divtypecompperiodreq: boolean, contracthoursalreq: boolean }),
});

export const affiliateUrls = endpoint<void, { code: string; url: string }[]>({
  name: 'affiliateUrls',
  method: 'GET',
  path: '/wps/agent/affiliate/urls',
  moduleId: 'COMM3',
  auth: 'required',
  response: array(object({ code: string, url: string })),
});

export const registerDownline = endpoint<{ username: string; password: string; type: number; rebate?: number }, { id: string; account: string }>({
  name: 'registerDownline',
  method: 'POST',
  path: '/wps/agent/downline',
  moduleId: 'REG3',
  auth: 'required',
  encrypt: true,
  response: object({ id: string, account: string }),
});

export const checkUsername = endpoint<{ username: string }, boolean>({
  name: 'checkUsername',
  method: 'GET',
  path: '/wps/agent/username/check',
  moduleId: 'REG3',
  auth: 'required',
  response: boolean,
});

export const transferToDownline = endpoint<{ memberIds: string[]; amount: number; fundsPassword: string }, null>({
  name: 'transferToDownline',
  method: 'POST',
  path: '/wps/agent/transfer',
  moduleId: 'FUNDTRANS3',
  auth: 'required',
  encrypt: true,
  idempotent: true,
  response: empty,
});

export const chatLaunch = endpoint<void, { url: string }>({
  name: 'chatLaunch',
  method: 'GET',
  path: '/wps/agent/chat',
  moduleId: 'COMM3',
  auth: 'required',
  response: object({ url: string }),
});

/** Team profit and loss per direct member (each with that member's own team), for a date range. */
export const teamProfitLossRowSchema = object({
  id: string,
  account: string,
  type: number,
  stake: numeric,
  payout: numeric,
  profit: numeric,
  deposit: numeric,
  withdraw: numeric,
  bets: number,
});
export type TeamProfitLossRow = Infer<typeof teamProfitLossRowSchema>;

export const teamProfitLoss = endpoint<
  { startDate: string; endDate: string; pageNo: number; pageSize: number },
  { list: TeamProfitLossRow[]; totalPages: number }
>({
  name: 'teamProfitLoss',
  method: 'GET',
  path: '/wps/agent/team/profitLoss',
  moduleId: 'COMM3',
  auth: 'required',
  response: object({ list: array(teamProfitLossRowSchema), totalPages: number }),
});

export const teamBetSchema = object({
  id: string,
  account: string,
  gameName: string,
  gameType: withDefault(string, ''),
  stake: numeric,
  payout: numeric,
  createdAt: number,
});
export type TeamBet = Infer<typeof teamBetSchema>;

/** Bets of everyone in the agent's team, newest first; `account` narrows to members whose name contains it. */
export const teamBets = endpoint<
  { startDate: string; endDate: string; pageNo: number; pageSize: number; account?: string },
  { list: TeamBet[]; totalPages: number; totalStake: number; totalPayout: number }
>({
  name: 'teamBets',
  method: 'GET',
  path: '/wps/agent/team/bets',
  moduleId: 'COMM3',
  auth: 'required',
  response: object({ list: array(teamBetSchema), totalPages: number, totalStake: withDefault(numeric, 0), totalPayout: withDefault(numeric, 0) }),
});

export const rebateSettingsSchema = object({
  /** The agent's own rebate (%), set by the upline: the ceiling for every downline. */
  rebate: numeric,
  /** Rebate (%) a newly registered downline gets unless the form says otherwise. */
  defaultRebate: numeric,
  /** Rebate the agent earned on the team's stake today and over the last 30 days (currency). */
  earnedToday: withDefault(numeric, 0),
  earned30Days: withDefault(numeric, 0),
});
export type RebateSettings = Infer<typeof rebateSettingsSchema>;

export const rebateSettings = endpoint<void, RebateSettings>({
  name: 'rebateSettings',
  method: 'GET',
  path: '/wps/agent/rebate/settings',
  moduleId: 'COMM3',
  auth: 'required',
  response: rebateSettingsSchema,
});

export const updateRebateSettings = endpoint<{ defaultRebate: number }, RebateSettings>({
  name: 'updateRebateSettings',
  method: 'POST',
  path: '/wps/agent/rebate/settings',
  moduleId: 'COMM3',
  auth: 'required',
  response: rebateSettingsSchema,
});

/** The red-envelope rain: the next one (or the one under way) from the platform's schedule. */
export const redRainSchema = object({
  /** Start of the running rain, else of the next one (epoch ms). */
  startAt: number,
  endAt: number,
  active: boolean,
  /** Prize pool of that rain (currency). */
  pool: withDefault(numeric, 0),
});
export type RedRain = Infer<typeof redRainSchema>;

export const redRain = endpoint<void, RedRain>({
  name: 'redRain',
  method: 'GET',
  path: '/wps/agent/redRain',
  moduleId: 'COMM3',
  auth: 'required',
  response: redRainSchema,
});

export const agentNoticeSchema = object({
  id: string,
  title: string,
  content: withDefault(string, ''),
  createdAt: withDefault(number, 0),
  read: boolean,
});
export type AgentNotice = Infer<typeof agentNoticeSchema>;

/** Member notices of some types (agent notices: types A), newest first, each with its read state. */
export const agentNotices = endpoint<{ types: string; pageNo: number; pageSize: number }, { list: AgentNotice[]; unreadCount: number; totalPages: number }>({
  name: 'agentNotices',
  method: 'GET',
  path: '/wps/agent/notices',
  moduleId: 'COMM3',
  auth: 'required',
  response: object({ list: array(agentNoticeSchema), unreadCount: number, totalPages: number }),
});

/** Marks one member notice (e.g. an agent notice, types A) as read; answers the new unread count of that type. */
export const markNoticeRead = endpoint<{ id: string; types?: string }, { unreadCount: number }>({
  name: 'markNoticeRead',
  method: 'POST',
  path: '/wps/member/notice/read',
  moduleId: 'COMM3',
  auth: 'required',
  response: object({ unreadCount: number }),
});

export const agentEndpoints = [
  teamKpi,
  subordinates,
  updateRebate,
  dailySalaryRequest,
  dividendRequest,
  hourlySalaryRequest,
  processDailySalary,
  processDividend,
  processHourlySalary,
  contractRequests,
  affiliateUrls,
  registerDownline,
  checkUsername,
  transferToDownline,
  chatLaunch,
  teamProfitLoss,
  teamBets,
  rebateSettings,
  updateRebateSettings,
  redRain,
  agentNotices,
  markNoticeRead,
] as const;
