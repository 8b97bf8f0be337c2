/**
 * Every event the kit sends, by name, with the one shape of its detail, and the one `emit` that
 * sends them. The elements' `emit` (widgets/base/host.ts) and the core's navigation, lobby, game
 * launch and kit runtime go through it; the kit's public types (mc-kit.d.ts) and its manifest
 * (custom-elements.json) are generated from this file (scripts/kit-manifest.mjs copies the
 * exported types below as they are written, so they stay self-contained: no imports).
 *
 * Every event bubbles and crosses shadow roots; mc-navigate and mc-launch-game are cancelable
 * (a page that handles them itself calls preventDefault()).
 */

export interface McNavigateDetail {
  /** Path of the platform site with query, e.g. '/m/gameList?gameType=RNG'; 'back' for one step back. */
  path: string;
  replace: boolean;
}
export interface McLoginDetail {
  userName: string;
  /** Customer type: 0 player, 1 and 2 agents, 4 free trial… */
  type: number;
  /** How: 'username' | 'sms' | 'social' | 'trial' | 'register' | 'reset'. */
  method?: string;
}
export type McLogoutDetail = Record<string, never>;
export interface McRegisterDetail {
  userName: string;
  /** The registration tab: 'username' | 'mobile'. */
  method?: string;
}
export interface McBalanceDetail {
  sumBalance: number;
  currency: string;
  currencySymbol: string;
}
/**
 * A game is about to open: sent when a player asks for one (before the platform is asked for the
 * game's address) and when the address is there (`url`). Cancel it to launch the game yourself.
 */
export interface McLaunchGameDetail {
  nodeId: string;
  /** Vendor code (vassalage). */
  vendor: string;
  gameType?: string;
  gameId?: string;
  displayName?: string;
  roomId?: string;
  /** Live games: free, VIP or paid; a VIP or paid room is confirmed by the player first. */
  roomType?: string;
  /** Which element asked (hot-match, hot-game…). */
  source?: string;
  /** The game's address, once the platform gave it (root-relative to the platform). */
  url?: string;
}
/**
 * What failed, for a page that must react (mc-error's `kind`):
 * - 'load': an element's code (the loader's runtime or the element's chunk) could not be loaded;
 * - 'render': an element failed while rendering (it shows a retry);
 * - 'unreachable': the platform did not answer (offline, DNS, time-out);
 * - 'origin': the platform answers but refuses this page's origin (CORS: ask for it to be allowed);
 * - 'maintenance': the platform is in maintenance;
 * - 'region': the platform does not serve the visitor's region;
 * - 'session-expired': the player's session ended at the platform (sign in again).
 * The platform kinds are sent on document, once each until the platform answers again.
 */
export type McErrorKind = 'load' | 'render' | 'unreachable' | 'origin' | 'maintenance' | 'region' | 'session-expired';
export interface McErrorDetail {
  message: string;
  /** The element that failed to render. */
  source?: string;
  /** The element whose code could not be loaded (with kind 'load'). */
  tag?: string;
  kind?: McErrorKind;
}
/**
 * An element's first screen has settled: it shows its data (a list its items, a form its
 * configuration), its empty state, or its failure with a retry (an mc-error says what failed).
 * The page may measure it or reveal it.
 */
export interface McReadyDetail {
  tag: string;
}
/** What the page may know of the kit's session (never the token); null when signed out. */
export type McSessionDetail = { userName: string; type: number } | null;
export interface McPopupDetail {
  open: boolean;
  /** The announcement groups shown (A, B, F). */
  groups: string[];
}
/** Money went out of the player's account, by where it went (`kind`). */
export type McTransferDetail =
  | {
      /** To the player's upline (mc-upline-transfer). */
      kind: 'upline';
      amount: number;
      /** The player's balance after it. */
      sumBalance: number;
    }
  | {
      /** From an agent to members of the team (mc-agent-transfer). */
      kind: 'members';
      /** What each member received. */
      amount: number;
      memberIds: string[];
    };
/** A rebate changed, by which (`kind`). */
export type McRebateDetail =
  | {
      /** The player claimed the manual rebate (mc-manual-rebate). */
      kind: 'claim';
      amount: number;
      /** The player's balance after it. */
      sumBalance: number;
    }
  | {
      /** An agent set a member's rebate rate (mc-team-rebate). */
      kind: 'member-rate';
      memberId: string;
      account: string;
      /** The new rate, in percent. */
      rebate: number;
    };
export interface McReadDetail {
  /** The item read; '*' for all of them. */
  id: string | number;
  unreadCount: number;
}

export interface McPromotionDetail {
  promotionId: string;
  action: 'apply' | 'claim';
  state: 'applying' | 'rejected' | 'issued' | 'claimed' | 'closed' | 'coming_soon' | 'joined' | 'available';
  amount?: number;
}
export interface McDepositDetail {
  id: string;
  amount: number;
  methodId: string;
  status: 'pending' | 'approved' | 'rejected';
}
export interface McWithdrawDetail {
  id: string;
  amount: number;
  bankCardId: string;
  status: 'pending' | 'approved' | 'rejected';
}
export interface McOrderCancelDetail {
  orderId: string;
  subOrderId: string;
  amount: number;
}
/** The player answered a reality check. */
export interface McRealityCheckDetail {
  action: 'continue' | 'stop' | 'history';
  /** 'interval': the player's reminder came round; 'limit': the session time limit was reached. */
  reason: 'interval' | 'limit';
}
/** A responsible-gaming change was saved. */
export interface McResponsibleGamingDetail {
  action: 'limit' | 'session' | 'timeout' | 'self-exclusion';
}

/**
 * What the platform told the live stream, as it happens (`type` and the event's own fields). On a
 * partner page only `inbox`, `sessionEnded` and `maintenance` come, and `balance` where the
 * merchant lets its partner pages show the balance; on the platform's own origin every type.
 */
export type McLiveDetail =
  | {
      type: 'balance';
      sumBalance: number;
      /** 'deposit' | 'withdrawal' | 'bet' | 'win' | 'transfer' | 'adjustment'. */
      reason: string;
    }
  | { type: 'moneyOrder'; id: string; kind: 'deposit' | 'withdrawal'; status: string; amount: number }
  | { type: 'inbox'; unread: number }
  | {
      type: 'limitReached';
      /** 'session' | 'loss' | 'wager' | 'deposit'. */
      kind: string;
      message: string;
    }
  | { type: 'realityCheck'; minutesPlayed: number }
  | {
      type: 'sessionEnded';
      /** 'signed-out' | 'closed' | 'excluded' | 'expired'. */
      cause: string;
    }
  | { type: 'maintenance'; on: boolean; message?: string };

/** Event name → detail. */
export interface McEventMap {
  /** The element wants another page of the site (cancelable: handle it and preventDefault()). */
  'mc-navigate': McNavigateDetail;
  'mc-login': McLoginDetail;
  'mc-logout': McLogoutDetail;
  'mc-register': McRegisterDetail;
  'mc-balance': McBalanceDetail;
  /** Cancelable: launch the game yourself. */
  'mc-launch-game': McLaunchGameDetail;
  /** Something failed that the page must know; `kind` says what (McErrorKind). */
  'mc-error': McErrorDetail;
  /** Once per element, when it shows its data, its empty state or its failure (not while it loads). */
  'mc-ready': McReadyDetail;
  /** On document: the kit's session changed (sign-in, registration, hand-over, sign-out, expiry). */
  'mc-session': McSessionDetail;
  'mc-popup': McPopupDetail;
  'mc-download-popup': { open: boolean };
  'mc-transfer': McTransferDetail;
  'mc-rebate': McRebateDetail;
  'mc-rebate-settings': { defaultRebate: number };
  'mc-share': { url: string; via: string };
  'mc-copy': { code: string; url: string };
  'mc-language': { language: string };
  'mc-password-changed': { userName: string };
  'mc-password-reset': { method: 'email' | 'phone' };
  'mc-help-select': { index: number };
  'mc-help-toggle': { index: number; open: boolean };
  'mc-promotion': McPromotionDetail;
  'mc-deposit': McDepositDetail;
  'mc-withdraw': McWithdrawDetail;
  'mc-order-cancel': McOrderCancelDetail;
  'mc-feedback': { images: number };
  'mc-head-icon': { headIcon: string };
  'mc-profile-change': { fields: string[] };
  'mc-downline': { id: string | number; account: string; type: number };
  'mc-contact': { id: string; url: string };
  'mc-contract': { kind: string; id: string | number; accepted: boolean };
  'mc-category': { category: string };
  'mc-notice-read': McReadDetail;
  'mc-message-read': McReadDetail;
  'mc-verification': { status: string };
  'mc-download': { platform: string; kind: string };
  'mc-security-change': { item: string };
  'mc-reality-check': McRealityCheckDetail;
  'mc-responsible-gaming': McResponsibleGamingDetail;
  /** On document: an event of the platform's live stream, after the kit's stores took it. */
  'mc-live': McLiveDetail;
}

export type McEventName = keyof McEventMap;

/** The events a page can cancel to take over. */
export const CANCELABLE: ReadonlySet<McEventName> = new Set(['mc-navigate', 'mc-launch-game']);

/**
 * Sends `name` from `target`: bubbling, across shadow roots, cancelable when the event is.
 * Returns the event (`defaultPrevented` says whether the page took over).
 */
export function emit<K extends McEventName>(target: EventTarget, name: K, detail: McEventMap[K]): CustomEvent<McEventMap[K]> {
  const event = new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: CANCELABLE.has(name) });
  target.dispatchEvent(event);
  return event;
}
