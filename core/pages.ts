/**
 * The pages of the /m/ site (SPEC §2.2), one record each: its id, the paths that show it (the
 * first is the canonical one; "Also seen" paths included), the elements it is made of (with fixed
 * attributes, and `query`: URL parameters handed to that element as attributes, an allow-list so a
 * crafted URL cannot set on*, style or slot), whether the header and the footer show (§2.3), the
 * footer tab it lights and whether it has the banner area. Its title is the text `title.<id>`.
 *
 * The host composes pages from this table and elements navigate by page id (core/nav.ts): adding
 * a page is one record here plus its texts. Data only: no imports.
 */

export type FooterItem = 'home' | 'invite' | 'deposit' | 'activity' | 'member';

export interface PageElementRecord {
  readonly tag: `mc-${string}`;
  readonly attrs?: Readonly<Record<string, string>>;
  /** URL parameter → attribute of this element. */
  readonly query?: Readonly<Record<string, string>>;
  /**
   * Below the page's first screen: the page shows without waiting for its code, which loads
   * after the first paint, once the element nears the viewport or the browser is idle.
   */
  readonly defer?: true;
}

export interface PageRecord {
  readonly id: string;
  /** Default: `/m/<id>`. */
  readonly paths?: readonly `/${string}`[];
  readonly elements: readonly PageElementRecord[];
  /** Default: true. */
  readonly header?: boolean;
  /** Default: true. */
  readonly footer?: boolean;
  readonly footerActive?: FooterItem;
  /** The banner and hot-match area at the top (home and help, §2.3). */
  readonly banner?: boolean;
  /**
   * The page's address may carry a secret (a reset link's token): the document's referrer policy
   * while it shows, so no request sends that address as its Referer.
   */
  readonly referrerPolicy?: 'no-referrer';
}

export const PAGES = [
  {
    id: 'home',
    paths: ['/m/home', '/', '/m', '/m/', '/m/index', '/m/index.html'],
    elements: [
      { tag: 'mc-banner' },
      { tag: 'mc-notice-bar' },
      { tag: 'mc-hot-matches' },
      { tag: 'mc-jackpot' },
      { tag: 'mc-popular-games' },
      { tag: 'mc-language-picker', defer: true },
      { tag: 'mc-announcement-popup' },
      { tag: 'mc-download-bar', defer: true },
    ],
    footerActive: 'home',
    banner: true,
  },
  // Login, register and forget password hide the header (§2.3), so they carry their own way out (closable).
  {
    id: 'login',
    elements: [{ tag: 'mc-login', attrs: { closable: '' }, query: { redirect: 'redirect' } }],
    header: false,
    footer: false,
  },
  {
    id: 'register',
    paths: ['/m/register', '/register.html', '/m/register.html'],
    elements: [{ tag: 'mc-register', attrs: { closable: '' }, query: { affiliateCode: 'affiliate-code', domain: 'domain' } }],
    header: false,
    footer: false,
  },
  { id: 'forget', elements: [{ tag: 'mc-forget-password', attrs: { closable: '' }, query: { method: 'method' } }], header: false, footer: false },
  // Where the e-mail recovery's link lands (its token in the address): the new password, chosen twice.
  {
    id: 'resetPassword',
    elements: [{ tag: 'mc-forget-password', attrs: { closable: '', step: 'reset' } }],
    header: false,
    footer: false,
    referrerPolicy: 'no-referrer',
  },
  { id: 'changePsw', elements: [{ tag: 'mc-change-password' }], footer: false },
  { id: 'notice', elements: [{ tag: 'mc-notice-list' }], footer: false },
  { id: 'agent', paths: ['/m/agent', '/m/agent/home'], elements: [{ tag: 'mc-agent-home' }], header: false, footer: false },
  {
    id: 'mine',
    paths: ['/m/mine', '/m/member/home'],
    elements: [{ tag: 'mc-member-centre' }],
    header: false,
    footerActive: 'member',
  },
  { id: 'moreLottery', elements: [{ tag: 'mc-more-lottery' }], footer: false },
  { id: 'service', elements: [{ tag: 'mc-service' }], footer: false },
  { id: 'activity', elements: [{ tag: 'mc-activity' }], footer: false, footerActive: 'activity' },
  { id: 'activityInfo', elements: [{ tag: 'mc-activity-info', query: { id: 'promotion-id' } }] },
  { id: 'startLottery', elements: [{ tag: 'mc-start-lottery', query: { code: 'code', prize_mode: 'prize-mode' } }] },
  { id: 'gameLobby', elements: [{ tag: 'mc-game-lobby', query: { gameType: 'game-type' } }] },
  { id: 'useragreement', elements: [{ tag: 'mc-user-agreement' }], footer: false },
  { id: 'download', elements: [{ tag: 'mc-download' }], header: false, footer: false },
  { id: 'set', elements: [{ tag: 'mc-settings' }, { tag: 'mc-language-picker' }] },
  {
    id: 'help',
    elements: [
      { tag: 'mc-banner', attrs: { position: 'help' } }, // the help pages' own banners
      { tag: 'mc-hot-matches' },
      { tag: 'mc-help-centre', query: { i: 'open-index' } },
    ],
    banner: true,
  },
  { id: 'helpDetail', elements: [{ tag: 'mc-help-detail', query: { i: 'open-index' } }] },
  { id: 'rewardCenter', elements: [{ tag: 'mc-reward-center', query: { tab: 'tab' } }] },
  { id: 'trail', elements: [{ tag: 'mc-trail' }], footer: false },
  {
    id: 'launchGame',
    elements: [
      {
        tag: 'mc-launch-game',
        query: {
          playType: 'play-type',
          prize_mode: 'prize-mode',
          code: 'code',
          pageBack: 'page-back',
          nodeId: 'node-id',
          vendor: 'vendor',
          roomType: 'room-type',
        },
      },
    ],
    // A running game gets the screen: the launch page's own slim bar is the way back.
    header: false,
    footer: false,
  },
  { id: 'maintenance', elements: [{ tag: 'mc-maintenance' }], footer: false },
  { id: 'voucherCenter', elements: [{ tag: 'mc-voucher-center' }], footerActive: 'deposit' },
  { id: 'withdraw', elements: [{ tag: 'mc-withdraw' }] },
  { id: 'inviteFriends', elements: [{ tag: 'mc-invite-friends' }], footerActive: 'invite' },
  { id: 'message', elements: [{ tag: 'mc-message-centre' }] },
  { id: 'webEmail', elements: [{ tag: 'mc-message-centre' }] },
  { id: 'gameCenter', elements: [{ tag: 'mc-game-center' }] },
  { id: 'slotsCenter', elements: [{ tag: 'mc-slots-center', query: { vendor: 'vendor' } }] },
  {
    id: 'gameList',
    elements: [{ tag: 'mc-game-list', query: { gameType: 'game-type', vendor: 'vendor', classify: 'classify' } }],
  },
  { id: 'lottery', elements: [{ tag: 'mc-lottery', query: { gameType: 'game-type' } }] },
  { id: 'securityCenter', elements: [{ tag: 'mc-security-center' }] },
  { id: 'benefits', paths: ['/m/member/benefits'], elements: [{ tag: 'mc-benefits' }] },
  { id: 'vouReport', elements: [{ tag: 'mc-vou-report' }] },
  { id: 'withdrawReport', elements: [{ tag: 'mc-withdraw-report' }] },
  { id: 'transactionRecord', paths: ['/m/transaction/record'], elements: [{ tag: 'mc-transaction-record', query: { types: 'types' } }] },
  { id: 'gameRecord', elements: [{ tag: 'mc-game-record' }] },
  { id: 'profitandloss', elements: [{ tag: 'mc-profitandloss' }] },
  { id: 'uplineTransfer', paths: ['/m/upLine/transfer'], elements: [{ tag: 'mc-upline-transfer' }] },
  { id: 'manualRebate', paths: ['/m/member/manualRebate'], elements: [{ tag: 'mc-manual-rebate' }] },
  { id: 'leaderBoard', elements: [{ tag: 'mc-leader-board' }] },
  { id: 'rebateReport', paths: ['/m/member/rebateReport'], elements: [{ tag: 'mc-rebate-report' }] },
  { id: 'salaryContract', paths: ['/m/member/agent/getSalaryContract'], elements: [{ tag: 'mc-salary-contract' }] },
  { id: 'dividendContract', paths: ['/m/member/agent/getDevidendContract'], elements: [{ tag: 'mc-dividend-contract' }] },
  { id: 'hourContract', paths: ['/m/member/agent/getHourContract'], elements: [{ tag: 'mc-hour-contract' }] },
  // The agency centre's pages behind the agent home's tiles and footer (§2.13).
  { id: 'teamOverview', paths: ['/m/agent/team/overview'], elements: [{ tag: 'mc-team-overview' }] },
  { id: 'team', paths: ['/m/member/team'], elements: [{ tag: 'mc-team-members' }] },
  { id: 'teamPnl', paths: ['/m/agent/team/pnl'], elements: [{ tag: 'mc-team-pnl' }] },
  { id: 'teamBetting', elements: [{ tag: 'mc-team-betting' }] },
  { id: 'agentRebeat', paths: ['/m/member/agent/agentRebeat'], elements: [{ tag: 'mc-agent-rebate' }] },
  { id: 'teamRebate', paths: ['/m/member/teamRebate'], elements: [{ tag: 'mc-team-rebate' }] },
  { id: 'agentRegister', elements: [{ tag: 'mc-agent-register' }, { tag: 'mc-agent-affiliate' }] },
  { id: 'agentTransfer', paths: ['/m/agent/transfer'], elements: [{ tag: 'mc-agent-transfer', query: { memberId: 'member-id' } }] },
  { id: 'agentNotice', paths: ['/m/member/notice'], elements: [{ tag: 'mc-agent-notices', query: { types: 'types' } }] },
  { id: 'redRain', elements: [{ tag: 'mc-red-rain' }] },
  {
    id: 'agentDivident',
    paths: ['/m/member/agent/agentDivident'],
    // The agent footer's dividend page shows the contract only while AGDIVIDEND is on (§2.13).
    elements: [{ tag: 'mc-dividend-contract', attrs: { 'dividend-feature': '' } }],
  },
  // The member's profile and identity verification (§3, §4), reached from the member centre.
  { id: 'profile', paths: ['/m/member/profile'], elements: [{ tag: 'mc-profile' }] },
  { id: 'verification', paths: ['/m/member/verification'], elements: [{ tag: 'mc-identity-verification' }] },
  // Feedback (from the help centre and member centre) and the player's lottery bets with an order's detail (§7).
  { id: 'feedback', elements: [{ tag: 'mc-feedback' }] },
  { id: 'lotteryOrders', elements: [{ tag: 'mc-lottery-orders' }] },
  {
    id: 'lotteryOrderDetail',
    paths: ['/m/lotteryOrders/detail'],
    elements: [{ tag: 'mc-lottery-orders', query: { orderId: 'order-id' } }],
  },
  // Responsible gaming: limits, reality check, breaks and the activity statement.
  { id: 'responsibleGaming', elements: [{ tag: 'mc-responsible-gaming' }] },
] as const satisfies readonly PageRecord[];

export type PageId = (typeof PAGES)[number]['id'];

/** The pages whose first screen the platform writes into the HTML. */
/**
 * The pages whose first screen the front writes into the HTML as markup that paints before any
 * script (front/site/first-screen.ts has one renderer per such page; the member centre's is a
 * skeleton that needs no session). A type, not a field of the records: the records go to every
 * element with the kit's runtime, and no element needs this fact.
 */
export type FirstScreenPageId = Extract<PageId, 'home' | 'help' | 'login' | 'gameList' | 'mine'>;

/** The record of a page. */
export const page = (id: PageId): PageRecord => PAGES.find((p) => p.id === id)!;
