/**
 * Navigation is an intent, not a URL change. An element calls `navigate(host, target)`: it fires
 * a cancelable `mc-navigate` event (bubbles, composed). Inside the host page the router cancels
 * it and routes; on a partner page that does not handle it, the browser goes to the platform
 * site's URL instead (`siteBase` of the kit config).
 */
import { $kitConfig } from './config.ts';
import { emit, type McNavigateDetail } from './events.ts';
import { leavesSite } from './url.ts';

/** Named routes of §2.2 that elements navigate to. Paths are the canonical ones. */
export const ROUTES = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  forget: '/m/forget',
  changePassword: '/m/changePsw',
  notice: '/m/notice',
  agent: '/m/agent',
  agentHome: '/m/agent/home',
  mine: '/m/mine',
  memberHome: '/m/member/home',
  moreLottery: '/m/moreLottery',
  service: '/m/service',
  activity: '/m/activity',
  activityInfo: '/m/activityInfo',
  startLottery: '/m/startLottery',
  gameLobby: '/m/gameLobby',
  userAgreement: '/m/useragreement',
  download: '/m/download',
  settings: '/m/set',
  help: '/m/help',
  helpDetail: '/m/helpDetail',
  rewardCenter: '/m/rewardCenter',
  trial: '/m/trail',
  launchGame: '/m/launchGame',
  maintenance: '/m/maintenance',
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  inviteFriends: '/m/inviteFriends',
  message: '/m/message',
  webEmail: '/m/webEmail',
  gameCenter: '/m/gameCenter',
  slotsCenter: '/m/slotsCenter',
  gameList: '/m/gameList',
  lottery: '/m/lottery',
  securityCenter: '/m/securityCenter',
  benefits: '/m/member/benefits',
  depositRecord: '/m/vouReport',
  withdrawRecord: '/m/withdrawReport',
  transactionRecord: '/m/transaction/record',
  gameRecord: '/m/gameRecord',
  profitAndLoss: '/m/profitandloss',
  uplineTransfer: '/m/upLine/transfer',
  manualRebate: '/m/member/manualRebate',
  leaderBoard: '/m/leaderBoard',
  rebateReport: '/m/member/rebateReport',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
  responsibleGaming: '/m/responsibleGaming',
} as const;
export type RouteName = keyof typeof ROUTES;

export type NavigateDetail = McNavigateDetail;

export type NavigateTarget = RouteName | `/${string}` | 'back';

export function resolveTarget(target: NavigateTarget, query?: Record<string, string | number>): string {
  if (target === 'back') return 'back';
  const path = target.startsWith('/') ? target : ROUTES[target as RouteName];
  if (!query) return path;
  const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `${path}${path.includes('?') ? '&' : '?'}${q}`;
}

/**
 * Asks the page to go somewhere. Returns true when the page (the host router or a partner's
 * listener) took care of it.
 */
export function navigate(
  from: EventTarget,
  target: NavigateTarget,
  options: { query?: Record<string, string | number>; replace?: boolean } = {},
): boolean {
  const detail: NavigateDetail = { path: resolveTarget(target, options.query), replace: options.replace ?? false };
  const handled = emit(from, 'mc-navigate', detail).defaultPrevented;
  if (!handled) fallbackNavigate(detail);
  return handled;
}

/** The site's URL for a path; on a partner page the kit puts one with a hand-off code in its place. */
type SiteLink = (path: string) => string | Promise<string>;
let siteLink: SiteLink = (path) => `${$kitConfig.get().siteBase.replace(/\/+$/, '')}${path}`;

/** How unhandled navigations reach the platform's site (the kit runtime on a partner page). */
export function setSiteLink(link: SiteLink): void {
  siteLink = link;
}

function fallbackNavigate(detail: NavigateDetail): void {
  if (detail.path === 'back') {
    history.back();
    return;
  }
  const go = (url: string) => (detail.replace ? location.replace(url) : location.assign(url));
  const url = siteLink(detail.path);
  if (typeof url === 'string') go(url);
  else void url.then(go);
}

/** Whether a link from outside content (announcements, banners) leaves the site (§4: starts with http, or `//host`). */
export const isExternalLink = leavesSite;
