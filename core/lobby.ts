/**
 * The home lobby of §2.10 as data and plain functions: the category menu, which view each
 * category shows, which vendors belong to it (sports vendors split into sports, e-sports and
 * cockfight by configured lists), where a vendor tile goes, and the request to launch a game.
 */
import type { VendorEntry } from './api/games.ts';
import { emit, type McLaunchGameDetail } from './events.ts';
import { navigate } from './nav.ts';
import { $session } from './stores/session.ts';

/** The horizontal category menu, in the order of §2.10. */
export const LOBBY_CATEGORIES = ['HOT', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'PVP', 'LOTTERY', 'INHOUSE'] as const;
export type LobbyCategory = (typeof LOBBY_CATEGORIES)[number];

export const toLobbyCategory = (value: unknown): LobbyCategory | undefined => {
  const v = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (LOBBY_CATEGORIES as readonly string[]).includes(v) ? (v as LobbyCategory) : undefined;
};

/** Fish and RNG show a filterable game list, hot a hot list, the others vendor tiles (§2.10). */
export type LobbyView = 'hot' | 'games' | 'vendors';
export function categoryView(category: LobbyCategory): LobbyView {
  if (category === 'HOT') return 'hot';
  if (category === 'FISH' || category === 'RNG') return 'games';
  return 'vendors';
}

/**
 * Vendor codes that are e-sports and cockfight books (§3 merchant configuration: e-sports game
 * code TF, cockfight game code DS88). Every other sports vendor is a sportsbook.
 */
export const ESPORTS_VENDOR_CODES: readonly string[] = ['TF'];
export const COCKFIGHT_VENDOR_CODES: readonly string[] = ['DS88'];

/** Game types whose vendors form the sports family, split by the lists above. */
export const SPORTS_FAMILY_TYPES: readonly string[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

/** Game types behind each non-sports category (lottery has two prize families). */
export const CATEGORY_GAME_TYPES: Readonly<Record<Exclude<LobbyCategory, 'HOT' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT'>, readonly string[]>> = {
  LIVE: ['LIVE'],
  FISH: ['FISH'],
  RNG: ['RNG'],
  PVP: ['PVP'],
  LOTTERY: ['LOTT', 'ELOTT'],
  INHOUSE: ['INHOUSE'],
};

export type VendorTypes = Readonly<Record<string, { vendors: readonly VendorEntry[] } | undefined>>;

/** A vendor as the lobby shows it: the vendor and the game type its tile opens. */
export interface LobbyVendor extends VendorEntry {
  gameType: string;
}

/**
 * Splits every vendor of the sports family (whatever game type the platform filed it under) into
 * sports, e-sports and cockfight by the configured code lists. Each vendor appears once.
 */
export function splitSportsVendors(types: VendorTypes): Record<'SPORTS' | 'ESPORTS' | 'COCKFIGHT', LobbyVendor[]> {
  const out: Record<'SPORTS' | 'ESPORTS' | 'COCKFIGHT', LobbyVendor[]> = { SPORTS: [], ESPORTS: [], COCKFIGHT: [] };
  const seen = new Set<string>();
  for (const type of SPORTS_FAMILY_TYPES) {
    for (const v of types[type]?.vendors ?? []) {
      if (seen.has(v.vassalage)) continue;
      seen.add(v.vassalage);
      const group = ESPORTS_VENDOR_CODES.includes(v.vassalage) ? 'ESPORTS' : COCKFIGHT_VENDOR_CODES.includes(v.vassalage) ? 'COCKFIGHT' : 'SPORTS';
      out[group].push({ ...v, gameType: type });
    }
  }
  return out;
}

/** The vendors a category shows (empty for HOT, which shows games). */
export function categoryVendors(types: VendorTypes, category: LobbyCategory): LobbyVendor[] {
  if (category === 'HOT') return [];
  if (category === 'SPORTS' || category === 'ESPORTS' || category === 'COCKFIGHT') return splitSportsVendors(types)[category];
  const out: LobbyVendor[] = [];
  const seen = new Set<string>();
  for (const type of CATEGORY_GAME_TYPES[category]) {
    for (const v of types[type]?.vendors ?? []) {
      if (seen.has(v.vassalage)) continue;
      seen.add(v.vassalage);
      out.push({ ...v, gameType: type });
    }
  }
  return out;
}

/** The categories worth showing: hot always, the others when they have a vendor. */
export function visibleCategories(types: VendorTypes | undefined): LobbyCategory[] {
  if (!types) return [...LOBBY_CATEGORIES];
  return LOBBY_CATEGORIES.filter((c) => c === 'HOT' || categoryVendors(types, c).length > 0);
}

/** The game type a category's game list or 'more' link asks for. */
export function categoryGameType(category: LobbyCategory): string {
  if (category === 'LOTTERY') return 'LOTT';
  return category;
}

/**
 * Where a vendor tile goes: the game list of its type and vendor; lottery vendors open the
 * lottery page instead (§2.2: /m/lottery is used instead of the game list for LOTT).
 */
export function vendorTarget(vendor: LobbyVendor): { path: '/m/gameList' | '/m/lottery'; query: Record<string, string> } {
  const lottery = vendor.gameType === 'LOTT' || vendor.gameType === 'ELOTT';
  return { path: lottery ? '/m/lottery' : '/m/gameList', query: { gameType: vendor.gameType, vendor: vendor.vassalage } };
}

/** What an element asks for: the event's one shape (core/events.ts), before the game has an address. */
export type LaunchRequest = Omit<McLaunchGameDetail, 'url'>;

/**
 * Asks to launch a game (§6: visitors go to /m/login instead). Fires a cancelable
 * `mc-launch-game` with the request; unless the page cancels it (and launches the game itself),
 * navigates to the launch page `/m/launchGame?nodeId=…&vendor=…`.
 * Returns what happened.
 */
export function requestGameLaunch(from: EventTarget, request: LaunchRequest): 'login' | 'handled' | 'navigated' {
  if (!$session.get()) {
    navigate(from, 'login');
    return 'login';
  }
  const detail = Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined && v !== '')) as unknown as LaunchRequest;
  if (emit(from, 'mc-launch-game', detail).defaultPrevented) return 'handled';
  const query: Record<string, string> = { nodeId: request.nodeId, vendor: request.vendor };
  if (request.gameType) query.gameType = request.gameType;
  if (request.roomId) query.roomId = request.roomId;
  if (request.roomType) query.roomType = request.roomType;
  navigate(from, 'launchGame', { query });
  return 'navigated';
}

/** Speed of the announcement marquee (§2.10), in CSS pixels per second: the kit's choice. */
export const MARQUEE_SPEED_PX_PER_S = 60;

/**
 * The vendor menu's scroll arrows move it by MENU_SCROLL_STEP_REM (§9) 'rem-based units'. The
 * original product's rem is the 750-px design's 100 px, i.e. 1/7.5 of the viewport width; one
 * step is then about one vendor tab (70 px on a 412-px phone).
 */
export const DESIGN_REM_PER_VIEWPORT = 7.5;
export const menuScrollStepPx = (stepRem: number, viewportWidth: number): number => Math.round((stepRem * viewportWidth) / DESIGN_REM_PER_VIEWPORT);

/** Hot games shown on the home page before 'more games'. */
export const HOME_HOT_GAMES = 12;
