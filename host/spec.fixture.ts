/**
 * The spec's own lists (SPEC §2.2 paths, §2.3 header/footer exceptions), written out by hand and
 * independently of core/pages.ts, to hold the page table against; and the paths the route tests
 * and the end-to-end walk visit: the spec's, plus every page the spec does not name (the kit's
 * own), taken from core/pages.ts, so adding such a page needs nothing here.
 */
import { PAGES, type PageId } from '../core/pages.ts';
import { pathsOf } from '../core/page-paths.ts';

/** Every path of SPEC §2.2 with the page it must show ("Also seen" included), and the other sections' pages. */
export const SPEC_PATHS: [string, PageId][] = [
  ['/', 'home'],
  ['/m', 'home'],
  ['/m/', 'home'],
  ['/m/index', 'home'],
  ['/m/index.html', 'home'],
  ['/m/home', 'home'],
  ['/m/login', 'login'],
  ['/m/register', 'register'],
  ['/register.html', 'register'],
  ['/m/register.html', 'register'],
  ['/m/forget', 'forget'],
  ['/m/changePsw', 'changePsw'],
  ['/m/notice', 'notice'],
  ['/m/agent', 'agent'],
  ['/m/agent/home', 'agent'],
  ['/m/member/home', 'mine'],
  ['/m/mine', 'mine'],
  ['/m/moreLottery', 'moreLottery'],
  ['/m/service', 'service'],
  ['/m/activity', 'activity'],
  ['/m/activityInfo', 'activityInfo'],
  ['/m/startLottery', 'startLottery'],
  ['/m/gameLobby', 'gameLobby'],
  ['/m/useragreement', 'useragreement'],
  ['/m/download', 'download'],
  ['/m/set', 'set'],
  ['/m/help', 'help'],
  ['/m/helpDetail', 'helpDetail'],
  ['/m/rewardCenter', 'rewardCenter'],
  // Also seen
  ['/m/trail', 'trail'],
  ['/m/launchGame', 'launchGame'],
  ['/m/maintenance', 'maintenance'],
  ['/m/voucherCenter', 'voucherCenter'],
  ['/m/withdraw', 'withdraw'],
  ['/m/inviteFriends', 'inviteFriends'],
  ['/m/message', 'message'],
  ['/m/webEmail', 'webEmail'],
  ['/m/gameCenter', 'gameCenter'],
  ['/m/slotsCenter', 'slotsCenter'],
  ['/m/gameList?gameType=RNG', 'gameList'],
  ['/m/lottery', 'lottery'],
  ['/m/launchGame?playType=trad&prize_mode=Lott&code=lobby&pageBack=home', 'launchGame'],
  ['/m/securityCenter', 'securityCenter'],
  ['/m/member/benefits', 'benefits'],
  ['/m/vouReport', 'vouReport'],
  ['/m/withdrawReport', 'withdrawReport'],
  ['/m/transaction/record', 'transactionRecord'],
  ['/m/gameRecord', 'gameRecord'],
  ['/m/profitandloss', 'profitandloss'],
  ['/m/upLine/transfer', 'uplineTransfer'],
  ['/m/member/manualRebate', 'manualRebate'],
  ['/m/leaderBoard', 'leaderBoard'],
  ['/m/member/rebateReport', 'rebateReport'],
  ['/m/member/agent/getSalaryContract', 'salaryContract'],
  ['/m/member/agent/getDevidendContract', 'dividendContract'],
  ['/m/member/agent/getHourContract', 'hourContract'],
  // §2.13: the agent home's tiles and footer (the transfer page is the kit's own, reached from the team list)
  ['/m/agent/team/overview', 'teamOverview'],
  ['/m/member/team', 'team'],
  ['/m/agent/team/pnl', 'teamPnl'],
  ['/m/teamBetting', 'teamBetting'],
  ['/m/member/agent/agentRebeat', 'agentRebeat'],
  ['/m/member/teamRebate', 'teamRebate'],
  ['/m/agentRegister', 'agentRegister'],
  ['/m/member/notice?types=A', 'agentNotice'],
  ['/m/redRain', 'redRain'],
  ['/m/member/agent/agentDivident', 'agentDivident'],
];

/** The pages the spec names: their paths and layout are held to the lists here. */
export const SPEC_PAGE_IDS: ReadonlySet<PageId> = new Set(SPEC_PATHS.map(([, id]) => id));

/** Test data, not page facts: a query that makes a kit page show seeded content (an order, a team member). */
const SAMPLE_QUERIES: Partial<Record<PageId, string>> = {
  agentTransfer: '?memberId=100008',
  lotteryOrderDetail: '?orderId=LO1003',
};

/** Every path to visit: the spec's, then each path of the kit's own pages (core/pages.ts) with its sample query. */
export const PAGE_PATHS: readonly [string, PageId][] = [
  ...SPEC_PATHS,
  ...PAGES.filter((p) => !SPEC_PAGE_IDS.has(p.id)).flatMap((p) => pathsOf(p.id).map((path): [string, PageId] => [path + (SAMPLE_QUERIES[p.id] ?? ''), p.id])),
];

// §2.3, copied from the spec text.
export const NO_HEADER: readonly string[] = ['login', 'register', 'mine', 'agent', 'download', 'forget'];
export const NO_FOOTER: readonly string[] = [
  'login',
  'register',
  'trail',
  'launchGame',
  'changePsw',
  'notice',
  'activity',
  'forget',
  'service',
  'moreLottery',
  'useragreement',
  'maintenance',
  'agent',
  'download',
];

/**
 * Pages that send a visitor (no session) elsewhere on entry, and where to: the agency centre
 * (§2.13: not an agent → /m/home) with the pages behind its tiles, settings (§2.8 → /m/home), and
 * the contract pages, which need a session (→ /m/login).
 */
export const VISITOR_SENT_TO: Readonly<Partial<Record<PageId, string>>> = {
  agent: '/m/home',
  teamOverview: '/m/home',
  team: '/m/home',
  teamPnl: '/m/home',
  teamBetting: '/m/home',
  agentRebeat: '/m/home',
  teamRebate: '/m/home',
  agentRegister: '/m/home',
  agentTransfer: '/m/home',
  agentNotice: '/m/home',
  redRain: '/m/home',
  set: '/m/home',
  salaryContract: '/m/login',
  hourContract: '/m/login',
  dividendContract: '/m/login',
  agentDivident: '/m/login',
  // §2.9: invite friends needs a login.
  inviteFriends: '/m/login',
};

/** Paths (not whole pages) a visitor is sent on from: §4, starting a game while logged out goes to /m/login. */
export const VISITOR_PATH_SENT_TO: Readonly<Record<string, string>> = {
  '/m/launchGame?playType=trad&prize_mode=Lott&code=lobby&pageBack=home': '/m/login',
};
