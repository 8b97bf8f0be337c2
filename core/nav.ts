/**
 * Navigation is an intent, not a URL change. An element calls `navigate(host, target)`: it fires
 * a cancelable `mc-navigate` event (bubbles, composed). Inside the host page the router cancels
 * it and routes; on a partner page that does not handle it, the browser goes to the platform
 * site's URL instead (`siteBase` of the kit config).
 */
import { $kitConfig } from './config.ts';

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

export interface NavigateDetail {
  /** Path with query, e.g. '/m/gameList?gameType=RNG'; or 'back' for one step back. */
  path: string;
  replace: boolean;
}

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
  const event = new CustomEvent<NavigateDetail>('mc-navigate', { detail, bubbles: true, composed: true, cancelable: true });
  const handled = !from.dispatchEvent(event);
  if (!handled) fallbackNavigate(detail);
  return handled;
}

function fallbackNavigate(detail: NavigateDetail): void {
  if (detail.path === 'back') {
    history.back();
    return;
  }
  const base = $kitConfig.get().siteBase.replace(/\/+$/, '');
  const url = `${base}${detail.path}`;
  if (detail.replace) location.replace(url);
  else location.assign(url);
}

/** Whether a link from outside content (announcements, banners) leaves the site (§4: starts with http). */
export const isExternalLink = (href: string): boolean => /^https?:\/\//i.test(href.trim());
