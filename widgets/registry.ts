/**
 * Every element the kit has, by tag, each loaded on first use. The host page and the embed
 * loader both go through here, so an element's code is fetched only when a page shows it.
 */
import { prefetchBanners } from './banner/prefetch.ts';
type Loader = () => Promise<unknown>;

export const ELEMENTS: Readonly<Record<string, Loader>> = {
  'mc-header': () => import('./header/index.ts'),
  'mc-footer': () => import('./footer/index.ts'),
  'mc-login': () => import('./login/index.ts'),
  'mc-register': () => import('./register/index.ts'),
  'mc-trail': () => import('./trail/index.ts'),
  'mc-forget-password': () => import('./forget-password/index.ts'),
  'mc-change-password': () => import('./change-password/index.ts'),
  'mc-settings': () => import('./settings/index.ts'),
  'mc-game-list': () => import('./game-list/index.ts'),
  'mc-lottery': () => import('./lottery/index.ts'),
  'mc-more-lottery': () => import('./more-lottery/index.ts'),
  'mc-start-lottery': () => import('./start-lottery/index.ts'),
  'mc-launch-game': () => import('./launch-game/index.ts'),
  'mc-game-center': () => import('./game-center/index.ts'),
  'mc-slots-center': () => import('./slots-center/index.ts'),
  'mc-game-lobby': () => import('./game-lobby/index.ts'),
  'mc-agent-home': () => import('./agent-home/index.ts'),
  'mc-team-overview': () => import('./team-overview/index.ts'),
  'mc-team-members': () => import('./team-members/index.ts'),
  'mc-team-pnl': () => import('./team-pnl/index.ts'),
  'mc-team-betting': () => import('./team-betting/index.ts'),
  'mc-agent-rebate': () => import('./agent-rebate/index.ts'),
  'mc-team-rebate': () => import('./team-rebate/index.ts'),
  'mc-agent-register': () => import('./agent-register/index.ts'),
  'mc-agent-affiliate': () => import('./agent-affiliate/index.ts'),
  'mc-agent-transfer': () => import('./agent-transfer/index.ts'),
  'mc-agent-notices': () => import('./agent-notices/index.ts'),
  'mc-red-rain': () => import('./red-rain/index.ts'),
  'mc-salary-contract': () => import('./salary-contract/index.ts'),
  'mc-hour-contract': () => import('./hour-contract/index.ts'),
  'mc-dividend-contract': () => import('./dividend-contract/index.ts'),
  'mc-contract-alerts': () => import('./contract-alerts/index.ts'),
  'mc-banner': () => import('./banner/index.ts'),
  'mc-notice-bar': () => import('./notice-bar/index.ts'),
  'mc-notice-list': () => import('./notice-list/index.ts'),
  'mc-hot-matches': () => import('./hot-matches/index.ts'),
  'mc-jackpot': () => import('./jackpot/index.ts'),
  'mc-language-picker': () => import('./language-picker/index.ts'),
  'mc-announcement-popup': () => import('./announcement-popup/index.ts'),
  'mc-download-bar': () => import('./download-bar/index.ts'),
  'mc-popular-games': () => import('./popular-games/index.ts'),
  'mc-toast': () => import('./ui/toast/index.ts'),
  'mc-confirm-dialog': () => import('./ui/confirm-dialog/index.ts'),
  'mc-member-centre': () => import('./member-centre/index.ts'),
  'mc-message-centre': () => import('./message-centre/index.ts'),
  'mc-help-centre': () => import('./help-centre/index.ts'),
  'mc-help-detail': () => import('./help-detail/index.ts'),
  'mc-security-center': () => import('./security-center/index.ts'),
  'mc-profile': () => import('./profile/index.ts'),
  'mc-identity-verification': () => import('./identity-verification/index.ts'),
  'mc-feedback': () => import('./feedback/index.ts'),
  'mc-lottery-orders': () => import('./lottery-orders/index.ts'),
  'mc-benefits': () => import('./benefits/index.ts'),
  'mc-invite-friends': () => import('./invite-friends/index.ts'),
  'mc-service': () => import('./service/index.ts'),
  'mc-download': () => import('./download/index.ts'),
  'mc-user-agreement': () => import('./user-agreement/index.ts'),
  'mc-voucher-center': () => import('./voucher-center/index.ts'),
  'mc-withdraw': () => import('./withdraw/index.ts'),
  'mc-vou-report': () => import('./vou-report/index.ts'),
  'mc-withdraw-report': () => import('./withdraw-report/index.ts'),
  'mc-transaction-record': () => import('./transaction-record/index.ts'),
  'mc-game-record': () => import('./game-record/index.ts'),
  'mc-profitandloss': () => import('./profitandloss/index.ts'),
  'mc-upline-transfer': () => import('./upline-transfer/index.ts'),
  'mc-manual-rebate': () => import('./manual-rebate/index.ts'),
  'mc-rebate-report': () => import('./rebate-report/index.ts'),
  'mc-leader-board': () => import('./leader-board/index.ts'),
  'mc-reward-center': () => import('./reward-center/index.ts'),
  'mc-activity': () => import('./activity/index.ts'),
  'mc-activity-info': () => import('./activity-info/index.ts'),
  'mc-responsible-gaming': () => import('./responsible-gaming/index.ts'),
  'mc-reality-check': () => import('./reality-check/index.ts'),
};

/**
 * Data an element's first render needs, started together with its code: the banner, the home
 * page's largest element (see banner/prefetch.ts).
 */
const PREFETCH: Readonly<Record<string, () => void>> = {
  'mc-banner': prefetchBanners,
};

export const hasElement = (tag: string): boolean => tag in ELEMENTS;

/** Loads and defines `tag`; false when the kit has no such element or its code failed to load. */
export async function defineElement(tag: string): Promise<boolean> {
  const load = ELEMENTS[tag];
  if (!load) return false;
  if (customElements.get(tag)) return true;
  PREFETCH[tag]?.();
  try {
    await load();
    return customElements.get(tag) !== undefined;
  } catch {
    return false;
  }
}
