/**
 * The route table of SPEC §2.2 as data: every path the product answers, the page it shows, the
 * elements that page is made of, and the header/footer visibility of §2.3. The shell reads only
 * this table; tests compare it with the spec's lists.
 */

/** Page ids, named as the original product names its pages (they are also the header's `page`). */
export const PAGE_IDS = [
  'home', 'login', 'register', 'forget', 'changePsw', 'notice', 'agent', 'mine', 'moreLottery',
  'service', 'activity', 'activityInfo', 'startLottery', 'gameLobby', 'useragreement', 'download',
  'set', 'help', 'helpDetail', 'rewardCenter', 'trail', 'launchGame', 'maintenance',
  'voucherCenter', 'withdraw', 'inviteFriends', 'message', 'webEmail', 'gameCenter', 'slotsCenter',
  'gameList', 'lottery', 'securityCenter', 'benefits', 'vouReport', 'withdrawReport',
  'transactionRecord', 'gameRecord', 'profitandloss', 'uplineTransfer', 'manualRebate',
  'leaderBoard', 'rebateReport', 'salaryContract', 'dividendContract', 'hourContract',
  // The agency centre's pages behind the agent home's tiles and footer (§2.13).
  'teamOverview', 'team', 'teamPnl', 'teamBetting', 'agentRebeat', 'teamRebate', 'agentRegister', 'agentTransfer',
  'agentNotice', 'redRain', 'agentDivident',
  // The member's profile and identity verification (§3, §4), reached from the member centre.
  'profile', 'verification',
  // Feedback (from the help centre and member centre) and the player's lottery bets with an order's detail (§7).
  'feedback', 'lotteryOrders', 'lotteryOrderDetail',
  // Responsible gaming: limits, reality check, breaks and the activity statement.
  'responsibleGaming',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

/**
 * §2.3, kept literal so a reader can hold it against the spec line by line; plus the launch page,
 * where a running game gets the screen and the page's own slim bar is the way back.
 */
export const HEADER_HIDDEN_ON: readonly PageId[] = ['login', 'register', 'mine', 'agent', 'download', 'forget', 'launchGame'];
export const FOOTER_HIDDEN_ON: readonly PageId[] = [
  'login', 'register', 'trail', 'launchGame', 'changePsw', 'notice', 'activity', 'forget', 'service',
  'moreLottery', 'useragreement', 'maintenance', 'agent', 'download',
];

/** The footer's `active` item for the pages it has a tab for (§2.3 footer items). */
export type FooterItem = 'home' | 'invite' | 'deposit' | 'activity' | 'member';
const FOOTER_ACTIVE: Partial<Record<PageId, FooterItem>> = {
  home: 'home',
  inviteFriends: 'invite',
  voucherCenter: 'deposit',
  activity: 'activity',
  mine: 'member',
};

export interface PageElement {
  tag: string;
  attrs?: Readonly<Record<string, string>>;
}

export interface Route {
  id: PageId;
  /** Every path that shows this page; the first is the canonical one. */
  paths: readonly string[];
  /** i18n key of the page title. */
  title: `title.${PageId}`;
  elements: readonly PageElement[];
  header: boolean;
  footer: boolean;
  /** Home and help show the banner and hot-match area (§2.3). */
  banner?: boolean;
  /** Footer tab to highlight, when the page has one. */
  footerActive?: FooterItem;
  /**
   * Query parameters handed to the page's first element as attributes (param → attribute). An
   * allow-list, so a crafted URL cannot set arbitrary attributes (on*, style, slot) on an element.
   */
  query?: Readonly<Record<string, string>>;
  /** Which of `elements` receives the query attributes (default 0, the first). */
  queryTarget?: number;
}

/** Elements that float over the page (popups): a page made only of these still needs a placeholder. */
export const OVERLAY_TAGS: ReadonlySet<string> = new Set(['mc-announcement-popup']);

/** Tags that differ from `mc-<kebab-case of id>`. */
const TAGS: Partial<Record<PageId, readonly string[]>> = {
  home: ['mc-banner', 'mc-notice-bar', 'mc-hot-matches', 'mc-jackpot', 'mc-popular-games', 'mc-language-picker', 'mc-announcement-popup', 'mc-download-bar'],
  help: ['mc-banner', 'mc-hot-matches', 'mc-help-centre'],
  login: ['mc-login'],
  register: ['mc-register'],
  forget: ['mc-forget-password'],
  changePsw: ['mc-change-password'],
  set: ['mc-settings', 'mc-language-picker'],
  mine: ['mc-member-centre'],
  agent: ['mc-agent-home'],
  team: ['mc-team-members'],
  agentRebeat: ['mc-agent-rebate'],
  agentRegister: ['mc-agent-register', 'mc-agent-affiliate'],
  agentNotice: ['mc-agent-notices'],
  agentDivident: ['mc-dividend-contract'],
  notice: ['mc-notice-list'],
  webEmail: ['mc-message-centre'],
  message: ['mc-message-centre'],
  useragreement: ['mc-user-agreement'],
  verification: ['mc-identity-verification'],
  lotteryOrderDetail: ['mc-lottery-orders'],
};

/** Paths per page, §2.2 ("Also seen" included). Pages not listed answer at `/m/<id>`. */
const PATHS: Partial<Record<PageId, readonly string[]>> = {
  home: ['/m/home', '/', '/m', '/m/', '/m/index', '/m/index.html'],
  register: ['/m/register', '/register.html', '/m/register.html'],
  mine: ['/m/mine', '/m/member/home'],
  agent: ['/m/agent', '/m/agent/home'],
  benefits: ['/m/member/benefits'],
  transactionRecord: ['/m/transaction/record'],
  uplineTransfer: ['/m/upLine/transfer'],
  manualRebate: ['/m/member/manualRebate'],
  rebateReport: ['/m/member/rebateReport'],
  salaryContract: ['/m/member/agent/getSalaryContract'],
  dividendContract: ['/m/member/agent/getDevidendContract'],
  hourContract: ['/m/member/agent/getHourContract'],
  teamOverview: ['/m/agent/team/overview'],
  team: ['/m/member/team'],
  teamPnl: ['/m/agent/team/pnl'],
  agentRebeat: ['/m/member/agent/agentRebeat'],
  teamRebate: ['/m/member/teamRebate'],
  agentTransfer: ['/m/agent/transfer'],
  agentNotice: ['/m/member/notice'],
  agentDivident: ['/m/member/agent/agentDivident'],
  profile: ['/m/member/profile'],
  verification: ['/m/member/verification'],
  lotteryOrderDetail: ['/m/lotteryOrders/detail'],
};

/** Query parameters the spec shows on page URLs (§2.2, §2.12, §2.13). */
const QUERY: Partial<Record<PageId, Readonly<Record<string, string>>>> = {
  login: { redirect: 'redirect' },
  register: { affiliateCode: 'affiliate-code', domain: 'domain' },
  forget: { method: 'method' },
  gameList: { gameType: 'game-type', vendor: 'vendor', classify: 'classify' },
  lottery: { gameType: 'game-type' },
  launchGame: { playType: 'play-type', prize_mode: 'prize-mode', code: 'code', pageBack: 'page-back', nodeId: 'node-id', vendor: 'vendor', roomType: 'room-type' },
  startLottery: { code: 'code', prize_mode: 'prize-mode' },
  gameLobby: { gameType: 'game-type' },
  slotsCenter: { vendor: 'vendor' },
  help: { i: 'open-index' },
  helpDetail: { i: 'open-index' },
  transactionRecord: { types: 'types' },
  activityInfo: { id: 'promotion-id' },
  rewardCenter: { tab: 'tab' },
  agentNotice: { types: 'types' },
  agentTransfer: { memberId: 'member-id' },
  lotteryOrderDetail: { orderId: 'order-id' },
};

/**
 * Fixed attributes of a page's first element. The agent footer's dividend page shows the
 * dividend contract only while the dividend feature (AGDIVIDEND) is on (§2.13).
 */
const ATTRS: Partial<Record<PageId, Readonly<Record<string, string>>>> = {
  agentDivident: { 'dividend-feature': '' },
  // Pages without the site header (§2.3) carry their own way out.
  login: { closable: '' },
  register: { closable: '' },
  forget: { closable: '' },
  help: { position: 'help' }, // the help pages' own banners (mc-banner comes first there)
};

/** Pages whose query attributes go to an element other than the first (help: after the banner and hot matches). */
const QUERY_TARGET: Partial<Record<PageId, string>> = {
  help: 'mc-help-centre',
};

export const kebab = (id: string): string => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function buildRoute(id: PageId): Route {
  const route: Route = {
    id,
    paths: PATHS[id] ?? [`/m/${id}`],
    title: `title.${id}`,
    elements: (TAGS[id] ?? [`mc-${kebab(id)}`]).map((tag, i) => (i === 0 && ATTRS[id] ? { tag, attrs: ATTRS[id] } : { tag })),
    header: !HEADER_HIDDEN_ON.includes(id),
    footer: !FOOTER_HIDDEN_ON.includes(id),
  };
  if (id === 'home' || id === 'help') route.banner = true;
  const active = FOOTER_ACTIVE[id];
  if (active) route.footerActive = active;
  const query = QUERY[id];
  if (query) route.query = query;
  const target = QUERY_TARGET[id];
  if (target) route.queryTarget = Math.max(0, route.elements.findIndex((e) => e.tag === target));
  return route;
}

export const ROUTE_TABLE: readonly Route[] = PAGE_IDS.map(buildRoute);

export const HOME_PATH = '/m/home';

const byPath = new Map<string, Route>();
const byLowerPath = new Map<string, Route>();
for (const route of ROUTE_TABLE) {
  for (const path of route.paths) {
    if (byPath.has(path)) throw new Error(`route table: ${path} listed twice`);
    byPath.set(path, route);
    byLowerPath.set(trimSlash(path).toLowerCase(), route);
  }
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export const routeById = (id: PageId): Route => ROUTE_TABLE.find((r) => r.id === id)!;

export type Resolution =
  | { kind: 'page'; route: Route; path: string; search: string; params: URLSearchParams }
  | { kind: 'redirect'; to: string };

/**
 * Resolves a path with query (e.g. '/m/gameList?gameType=RNG'). Exact paths first; then a
 * forgiving match (trailing slash, letter case) because hand-typed and old links vary. Anything
 * else goes home.
 */
export function resolve(pathWithQuery: string): Resolution {
  const url = new URL(pathWithQuery, 'http://site.invalid');
  const path = url.pathname;
  const route = byPath.get(path) ?? byLowerPath.get(trimSlash(path).toLowerCase());
  if (!route) return { kind: 'redirect', to: HOME_PATH };
  return { kind: 'page', route, path, search: url.search, params: url.searchParams };
}

/** Attributes for the page's elements: fixed ones, plus allowed query parameters on the first (or `queryTarget`). */
export function elementAttributes(route: Route, params: URLSearchParams): Record<string, string>[] {
  return route.elements.map((el, index) => {
    const attrs: Record<string, string> = { ...el.attrs };
    if (index === (route.queryTarget ?? 0) && route.query) {
      for (const [param, attr] of Object.entries(route.query)) {
        const value = params.get(param);
        if (value !== null) attrs[attr] = value;
      }
    }
    return attrs;
  });
}
