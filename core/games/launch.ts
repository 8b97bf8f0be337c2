/**
 * Starting a game (§4 "Launch"), one module for every element that does it:
 *
 * - no session → /m/login (§6);
 * - vendors LOTT and ELOTT → the lottery launch route (/m/launchGame?playType=…&prize_mode=…&code=…);
 * - TCG lottery vendors (TCG_LOTTO_VN, TCG_SEA) → a launch with gameCode 'lobby';
 * - otherwise `/wps/game/launchGame` with the player's language (a known failure of the traced
 *   site was a game opening in the wrong language);
 * - a second start while one is in flight does nothing (the other known failure: double launches);
 * - a live game in a VIP or paid room (§4 live room types) asks first, naming the type; Cancel
 *   launches nothing (outcome 'declined'). Free rooms and other games start as before;
 * - success adds the game to the recents, fires the cancelable `mc-launch-game` event (a page
 *   that handles it opens the game itself) and otherwise goes to /m/launchGame, which shows the
 *   game kept in `$openGame`.
 */
import { atom } from 'nanostores';
import { call } from '../api/request.ts';
import { confirmDialog } from '../stores/dialog.ts';
import { addRecent, launchGame, type LaunchQuery } from '../api/games.ts';
import { emit, type McLaunchGameDetail } from '../events.ts';
import { navigate, ROUTES } from '../nav.ts';
import { $language } from '../stores/language.ts';
import { $framedSession } from '../stores/framed-session.ts';
import { $session } from '../stores/session.ts';
import { onPlayerChange } from '../stores/player.ts';

export const TCG_LOTTERY_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA'];
/** Vendors whose games open through the lottery launch route, with their prize mode. */
export const LOTTERY_ROUTE_VENDORS: Readonly<Record<string, string>> = { LOTT: 'Lott', ELOTT: 'Elott' };

/** What a launch needs to know of a game (a game tile has all of it). */
export interface LaunchTarget {
  nodeId: string;
  vassalage: string;
  gameId?: string;
  gameType?: string;
  displayName?: string;
  /** Live games: free, VIP or paid (§4). */
  roomType?: string;
}

/** Live room types of §4. */
export const ROOM_TYPES = ['free', 'VIP', 'paid'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** The room type the platform sent, whatever its letter case; undefined for games without one. */
export function roomTypeOf(raw: string | undefined): RoomType | undefined {
  const low = raw?.toLowerCase();
  return ROOM_TYPES.find((r) => r.toLowerCase() === low);
}

/** Rooms the player is asked about before they open: VIP and paid ones. */
export const roomNeedsConfirm = (type: RoomType | undefined): type is 'VIP' | 'paid' => type === 'VIP' || type === 'paid';

/** Asks the player whether to enter a VIP or paid room; true enters. */
export type ConfirmRoom = (roomType: 'VIP' | 'paid', game: LaunchTarget) => Promise<boolean>;

/** The question about a room, as i18n keys (the dialog names the type in its title and text). */
export const roomQuestion = (roomType: 'VIP' | 'paid') => ({
  title: `games.room.${roomType}`,
  message: `games.room.confirm.${roomType}`,
  confirmLabel: 'games.room.enter',
  cancelLabel: 'common.cancel',
});

export interface LaunchOptions {
  /** Page to return to from the game (a route name of core/nav.ts, e.g. 'home'). */
  pageBack?: string;
  /** Free play (accountType 0) instead of real money. */
  freePlay?: boolean;
  /** Lottery play type of the lottery launch route ('trad' or 'ent'). */
  playType?: string;
  /** Set by the launch page itself: start the game there instead of going to it. */
  onLaunchPage?: boolean;
  /** Asks about a VIP or paid room (default: the kit's confirm dialog, which the page must hold). */
  confirmRoom?: ConfirmRoom;
}

export type LaunchPlan = { kind: 'login' } | { kind: 'lottery'; query: Record<string, string> } | { kind: 'call'; params: LaunchQuery };

/** The decision alone, without doing anything (unit-tested against §4). */
export function planLaunch(game: LaunchTarget, ctx: { signedIn: boolean; language: string } & LaunchOptions): LaunchPlan {
  if (!ctx.signedIn) return { kind: 'login' };
  const prizeMode = LOTTERY_ROUTE_VENDORS[game.vassalage];
  if (prizeMode && !ctx.onLaunchPage) {
    return {
      kind: 'lottery',
      query: { playType: ctx.playType ?? 'trad', prize_mode: prizeMode, code: game.gameId || 'lobby', pageBack: ctx.pageBack ?? 'home' },
    };
  }
  const params: LaunchQuery = {
    vendor: game.vassalage,
    vassalage: game.vassalage,
    nodeId: game.nodeId,
    platform: 'html5',
    clientType: 2,
    accountType: ctx.freePlay ? 0 : 1,
    language: ctx.language,
  };
  if (game.gameId) params.gameId = game.gameId;
  if (game.gameType) params.gameCategory = game.gameType;
  if (ctx.playType) params.launchMode = ctx.playType;
  if (TCG_LOTTERY_VENDORS.includes(game.vassalage)) params.gameCode = 'lobby';
  return { kind: 'call', params };
}

/** The game the launch page shows: the URL the platform returned, and what it is. */
export interface OpenGame {
  game: LaunchTarget;
  url: string;
  pageBack?: string;
}

export const $openGame = atom<OpenGame | null>(null);
/** Node id of the launch waiting for the platform, or null. */
export const $launching = atom<string | null>(null);
/** Counts launches that changed the recents, so a recents view knows to reload. */
export const $recentsVersion = atom(0);
/** A room question is open: other starts wait for its answer. */
let asking = false;

/** The event's one shape (core/events.ts), here with the game's address. */
export type LaunchGameDetail = McLaunchGameDetail & { url: string };

export type LaunchOutcome =
  | { outcome: 'login' | 'busy' | 'lottery' | 'cancelled' | 'declined' }
  | { outcome: 'opened'; game: OpenGame }
  | { outcome: 'failed'; error: unknown };

/**
 * Starts `game` from the element `from` (navigation and the `mc-launch-game` event go out from
 * there). Resolves once the outcome is known; failures are returned, not thrown.
 */
export async function startGame(from: EventTarget, game: LaunchTarget, options: LaunchOptions = {}): Promise<LaunchOutcome> {
  const plan = planLaunch(game, { signedIn: $session.get() !== null, language: $language.get(), ...options });
  if (plan.kind === 'login') {
    // On a partner page the player may be signed in inside the kit's frames, where the token is:
    // the platform's launch page starts the game (the navigation carries a hand-off code).
    if ($framedSession.get()) navigate(from, 'launchGame', { query: launchPageQuery(game, options.pageBack) });
    else navigate(from, 'login');
    return { outcome: 'login' };
  }
  if ($launching.get() !== null || asking) return { outcome: 'busy' };
  if (plan.kind === 'lottery') {
    navigate(from, 'launchGame', { query: plan.query });
    return { outcome: 'lottery' };
  }
  const roomType = roomTypeOf(game.roomType);
  if (roomNeedsConfirm(roomType)) {
    asking = true;
    let enter: boolean;
    try {
      enter = await (options.confirmRoom ?? ((type) => confirmDialog(roomQuestion(type))))(roomType, game);
    } catch {
      enter = false;
    } finally {
      asking = false;
    }
    if (!enter) return { outcome: 'declined' };
  }
  $launching.set(game.nodeId);
  let url: string;
  try {
    url = (await call(launchGame, plan.params)).url;
  } catch (error) {
    return { outcome: 'failed', error };
  } finally {
    $launching.set(null);
  }
  const open: OpenGame = { game, url, pageBack: options.pageBack };
  $openGame.set(open);
  // The platform family records a recent game with its own call; the list is stale either way.
  call(addRecent, { nodeId: game.nodeId, vendor: game.vassalage })
    .catch(() => undefined)
    .finally(() => $recentsVersion.set($recentsVersion.get() + 1));

  const detail: LaunchGameDetail = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType, displayName: game.displayName, url };
  if (roomType) detail.roomType = roomType;
  if (emit(from, 'mc-launch-game', detail).defaultPrevented) return { outcome: 'cancelled' };
  if (!options.onLaunchPage) navigate(from, 'launchGame', { query: launchPageQuery(game, options.pageBack) });
  return { outcome: 'opened', game: open };
}

/** The launch page's address for a game. A reload there starts the game again, and asks again about its room. */
function launchPageQuery(game: LaunchTarget, pageBack: string | undefined): Record<string, string> {
  const query: Record<string, string> = { nodeId: game.nodeId, vendor: game.vassalage };
  if (pageBack) query.pageBack = pageBack;
  const roomType = roomTypeOf(game.roomType);
  if (roomType) query.roomType = roomType;
  return query;
}

/** Where the launch page's way back goes: a named route when page-back names one, else one step back. */
export function backTarget(pageBack: string | undefined): keyof typeof ROUTES | 'back' {
  return pageBack && pageBack in ROUTES ? (pageBack as keyof typeof ROUTES) : 'back';
}

onPlayerChange(() => $openGame.set(null));
