/**
 * What crosses the boundary between a partner page (kit/frame-host.ts) and the kit's frame on the
 * platform's origin (kit/frame.ts). Both sides check the exact origin and the source window of
 * every message, and read only the shapes below; anything else is dropped.
 */

/** Kit events a framed element may tell its page about, and the detail fields that go with them. */
export const FRAMED_EVENTS: Readonly<Record<string, readonly string[]>> = {
  'mc-navigate': ['path', 'replace'],
  'mc-login': ['userName', 'type', 'method'],
  'mc-logout': [],
  'mc-register': ['userName', 'method'],
  'mc-launch-game': ['nodeId', 'vendor', 'gameType', 'displayName', 'roomType'],
  'mc-error': ['message', 'source', 'tag', 'kind'],
  'mc-ready': ['tag'],
  'mc-password-changed': ['userName'],
  'mc-password-reset': ['method'],
  'mc-deposit': ['status'],
  'mc-withdraw': ['status'],
  'mc-verification': ['status'],
  'mc-security-change': ['item'],
  'mc-profile-change': ['fields'],
  'mc-language': ['language'],
};

/**
 * The live events a partner page hears (`mc-live` on its document, once each however many frames
 * it shows), with the fields that go along: core/live/events.ts `partnerLiveEvents`, and
 * `balance` only where the merchant allows it (PARTNER_BALANCE_FLAG).
 */
export const PARTNER_LIVE: Readonly<Record<string, readonly string[]>> = {
  inbox: ['unread'],
  sessionEnded: ['cause'],
  maintenance: ['on', 'message'],
  balance: ['sumBalance', 'reason'],
};

/** Events whose default the page may prevent; the page's side then does the default itself. */
export const CANCELABLE_EVENTS: readonly string[] = ['mc-navigate', 'mc-launch-game'];

type Scalar = string | number | boolean;
export type Detail = Record<string, Scalar | Scalar[]>;

/** The fields of `detail` a page may see: the listed ones (`fields`, else the event's), scalars or lists of strings only. */
export function pageDetail(name: string, detail: unknown, fields = FRAMED_EVENTS[name]): Detail | null {
  if (!fields) return null;
  const out: Detail = {};
  if (!detail || typeof detail !== 'object') return out;
  for (const field of fields) {
    const value = (detail as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[field] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) out[field] = value as string[];
  }
  return out;
}

/** The player as a page may know them. */
export interface SessionSummary {
  userName: string;
  type: number;
  /** Only where the merchant lets partner pages show it (whitelabel flag PARTNER_BALANCE_FLAG). */
  balance?: { sumBalance: number; currency: string; currencySymbol: string };
}

/**
 * The whitelabel flag by which a merchant lets its partner pages show the signed-in player's
 * balance (the in-page header, mcKit.getSession()). Off unless the merchant turns it on.
 */
export const PARTNER_BALANCE_FLAG = 'PARTNERBAL';

/** Page → frame. */
export type ToFrame =
  | { mc: 'host'; type: 'theme'; tokens: Record<string, string> }
  | { mc: 'host'; type: 'lang'; lang: string }
  | { mc: 'host'; type: 'attrs'; attrs: Record<string, string> }
  /** Another frame changed the session: read it again. */
  | { mc: 'host'; type: 'sync' }
  /** Is this frame alive? (its loader answers `pong` before anything else loads) */
  | { mc: 'host'; type: 'ping' }
  /** Requests that answer with a `reply` of the same id. */
  /**
   * Take the player to this path of the platform's site, signed in: the frame navigates the top
   * window itself (core/auth/handoff-link.ts), on the player's tap inside it, or asks the player
   * first. Answers how it went (`GoResult`).
   */
  | { mc: 'host'; type: 'go'; id: number; path: string }
  | { mc: 'host'; type: 'redeem'; id: number; code: string }
  | { mc: 'host'; type: 'clear'; id: number }
  | { mc: 'host'; type: 'sign-out'; id: number };

/** Frame → page. */
export type FromFrame =
  | { mc: 'frame'; type: 'ready' }
  /** The frame's page loaded and runs the kit (answer to `ping`). */
  | { mc: 'frame'; type: 'pong' }
  /** The content's height, and a name for the frame (its heading) for assistive technology. */
  | { mc: 'frame'; type: 'size'; height: number; title: string }
  | { mc: 'frame'; type: 'event'; name: string; detail: Detail }
  /** A live event a partner may know (PARTNER_LIVE), with its stream id: the page sends mc-live once per id. */
  | { mc: 'frame'; type: 'live'; id: string; detail: Detail }
  | { mc: 'frame'; type: 'session'; session: SessionSummary | null }
  /** A toast raised inside the frame, its text in the player's language: the page shows it over its viewport. */
  | { mc: 'frame'; type: 'toast'; kind: string; text: string; durationMs: number }
  /** A dialog opened (on) or closed inside the frame: the page lets the frame cover the viewport meanwhile. */
  | { mc: 'frame'; type: 'cover'; on: boolean }
  /** `value`: how a `go` went, the session (redeem), nothing (clear, sign-out); `error` when it failed. */
  | { mc: 'frame'; type: 'reply'; id: number; value?: GoResult | SessionSummary | null; error?: string };

/**
 * How a `go` went: the frame took the player there signed in (`navigated`); the page should open
 * the plain link, which signs nobody in (`plain`: no player, or no code to be had); the player
 * chose to stay (`stay`).
 */
export type GoResult = 'navigated' | 'plain' | 'stay';

export const isMessage = (data: unknown, from: 'host' | 'frame'): boolean =>
  !!data && typeof data === 'object' && (data as { mc?: unknown }).mc === from && typeof (data as { type?: unknown }).type === 'string';

/**
 * The frame page's first screen (front/embed/frame-first-screen.ts): the attribute that marks it,
 * and the prefix of its boxes' ids, each followed by the id the element gives its own box, so
 * kit/frame-takeover.ts knows where what was typed goes (and the page holds one box of each id).
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-mc-first-screen';
export const FIRST_SCREEN_BOX = 'fs-';
