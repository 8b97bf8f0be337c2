/**
 * Lotteries (§3 "lottery group", §7 Lottery): every group of every prize mode, the menu groups,
 * and a lookup from a lottery code to its game and group (the lottery launch route carries only
 * `code` and `prize_mode`). Cached for the session, as the platform's client caches lotteries.
 */
import { call } from '../api/request.ts';
import { lotteryGames, lotteryMenu, lotteryGroupSchema, type LotteryGroup } from '../api/games.ts';
import { array } from '../api/schema.ts';
import { remote } from './remote.ts';

const TTL_MS = 10 * 60 * 1000;
const check = array(lotteryGroupSchema);

/** Every lottery group (all prize modes). */
export const lotteryStore = remote<LotteryGroup[]>((signal) => call(lotteryGames, {}, { signal }), {
  area: 'session',
  key: 'lotteries',
  ttlMs: TTL_MS,
  check,
});

/** The groups of the lottery menu (/lgw/vn/games/game_menu). */
export const lotteryMenuStore = remote<LotteryGroup[]>((signal) => call(lotteryMenu, undefined, { signal }), {
  area: 'session',
  key: 'lotteryMenu',
  ttlMs: TTL_MS,
  check,
});

export type LotteryGame = LotteryGroup['games'][number];

/**
 * The game a lottery launch route means: `code` of a game, or 'lobby' for the first game of the
 * first group of that prize mode (the vendor's lobby opens from any of its games).
 */
export function findLottery(groups: readonly LotteryGroup[], code: string, prizeMode?: string): { group: LotteryGroup; game: LotteryGame } | undefined {
  const wanted = (g: LotteryGroup) => !prizeMode || !g.prizeMode || g.prizeMode.toLowerCase() === prizeMode.toLowerCase();
  if (code === 'lobby') {
    const group = groups.find((g) => wanted(g) && g.games.length > 0);
    return group ? { group, game: group.games[0]! } : undefined;
  }
  for (const group of groups) {
    const game = group.games.find((x) => x.code === code);
    if (game) return { group, game };
  }
  return undefined;
}
