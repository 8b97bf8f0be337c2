/**
 * Platform answers for the game elements' tests: tiles, a catalogue of vendors and
 * classifications, a paged game list computed from the query, lotteries, draws and launches.
 * Values pass the core's response schemas (core/api/games.ts).
 */
import { ok, type FetchCall, type MockReply, type MockRoutes } from './fetch-mock.ts';
import { favouritesStore, $favouriteBusy, $favouriteChange } from '../../core/stores/favourites.ts';
import { categoriesStore } from '../../core/games/catalogue.ts';
import { vendorTypesStore } from '../../core/games/vendorTypes.ts';
import { $launching, $openGame } from '../../core/games/launch.ts';
import { forgetList } from '../../core/games/listMemory.ts';
import { lotteryStore, lotteryMenuStore } from '../../core/stores/lottery.ts';
import { resetStores } from './platform-fixtures.ts';

/** resetStores() of platform-fixtures plus the game stores. */
export function resetGameStores(): void {
  resetStores();
  favouritesStore.reset();
  $favouriteBusy.set(new Set());
  $favouriteChange.set(null);
  vendorTypesStore.reset();
  categoriesStore.reset();
  lotteryStore.reset();
  lotteryMenuStore.reset();
  $launching.set(null);
  $openGame.set(null);
  forgetList();
}

export interface TestTile {
  nodeId: string;
  gameName: string;
  nodeName: string;
  displayName: string;
  vassalage: string;
  iconUrl: string;
  mobileLargeIcon: string;
  mobileSmallIcon: string;
  gameType: string;
  gameId: string;
  roomId: string;
  supportPlay: boolean;
  isNew: boolean;
  isHot: boolean;
  minBet: number;
  gameClassify: string[];
}

export function tile(n: number | string, extra: Partial<TestTile> = {}): TestTile {
  const nodeId = String(n);
  return {
    nodeId,
    gameName: `Game ${nodeId}`,
    nodeName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    vassalage: 'JL',
    iconUrl: `/img/game/${nodeId}.svg`,
    mobileLargeIcon: `/img/game/${nodeId}.webp`, // the platform's raster copy (server/images/raster.ts)
    mobileSmallIcon: `/img/game/${nodeId}.svg`,
    gameType: 'RNG',
    gameId: `JL-${nodeId}`,
    roomId: '',
    supportPlay: true,
    isNew: false,
    isHot: false,
    minBet: 0.1,
    gameClassify: ['SLOT'],
    ...extra,
  };
}

export const tiles = (from: number, count: number, extra: Partial<TestTile> = {}): TestTile[] => Array.from({ length: count }, (_, i) => tile(from + i, extra));

export const CATALOGUE = {
  RNG: {
    vendors: [
      { vassalage: 'JL', displayName: 'JILI', mobileSmallIcon: '/img/vendor/JL.svg' },
      { vassalage: 'PG', displayName: 'PG Soft', mobileSmallIcon: '/img/vendor/PG.svg' },
    ],
    gameClassify: [
      { key: 'SLOT', displayName: 'Slots' },
      { key: 'TABLE', displayName: 'Table Games' },
    ],
  },
  FISH: { vendors: [{ vassalage: 'JL', displayName: 'JILI', mobileSmallIcon: '' }], gameClassify: [{ key: 'FISHING', displayName: 'Fishing' }] },
  LIVE: {
    vendors: [{ vassalage: 'EVO', displayName: 'Evolution', mobileSmallIcon: '' }],
    gameClassify: [
      { key: 'BACCARAT', displayName: 'Baccarat' },
      { key: 'ROULETTE', displayName: 'Roulette' },
    ],
  },
};

/** A paged game list of `total` games (26 a page unless asked otherwise), numbered from 1. */
export function pagedList(total: number, prefix = 0): (call: FetchCall) => MockReply {
  return (call) => {
    const pageNo = Number(call.query.get('pageNo') ?? 1);
    const pageSize = Number(call.query.get('pageSize') ?? 26);
    const from = (pageNo - 1) * pageSize;
    const count = Math.max(0, Math.min(pageSize, total - from));
    return ok({ games: tiles(prefix + from + 1, count), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)) });
  };
}

export const LOTTERY_GROUPS = [
  {
    displayName: 'North Vietnam',
    gameGroupId: 'VN_NORTH',
    prizeMode: 'Lott',
    vendor: 'TCG_LOTTO_VN',
    games: [
      {
        gameId: '300001',
        code: 'VN_HANOI',
        name: 'Ha Noi',
        mobileIconUrl: '/img/lottery/VN_HANOI.svg',
        remark: 'Draw daily at 18:15',
        entPlaySwitch: false,
        tradPlaySwitch: true,
        mUi: 'vn',
        css: 'lottery-north',
      },
      {
        gameId: '300002',
        code: 'VN_QUANGNINH',
        name: 'Quang Ninh',
        mobileIconUrl: '/img/lottery/VN_QUANGNINH.svg',
        remark: 'Draw daily at 18:15',
        entPlaySwitch: false,
        tradPlaySwitch: true,
        mUi: 'vn',
        css: 'lottery-north',
      },
    ],
  },
  {
    displayName: 'Quick draws',
    gameGroupId: 'SEA_FAST',
    prizeMode: 'Elott',
    vendor: 'TCG_SEA',
    games: [
      {
        gameId: '400001',
        code: 'SEA_1MINLOTTO',
        name: '1-Min Lotto',
        mobileIconUrl: '/img/lottery/SEA_1MINLOTTO.svg',
        remark: 'Draw every 1 min',
        entPlaySwitch: true,
        tradPlaySwitch: true,
        mUi: 'sea',
        css: 'lottery-fast',
      },
    ],
  },
];

export const draws = (code: string, count = 1, at = Date.now()) =>
  Array.from({ length: count }, (_, i) => ({
    gameCode: code,
    issue: `20260101-${String(100 - i).padStart(4, '0')}`,
    numbers: ['1', '2', '3', '4', '5'],
    openedAt: at - i * 60_000,
  }));

/** Everything the game elements call, answering as a quiet platform would. */
export function gameRoutes(more: MockRoutes = {}): MockRoutes {
  return {
    'GET /wps/relay/GCSGAME_getVassGameType': ok(CATALOGUE),
    'GET /wps/relay/GCSGAME_gameList': pagedList(60),
    'GET /wps/relay/GCSGAME_hotGamesV2': ok(tiles(900, 5, { isHot: true })),
    'GET /wps/relay/MCSFE_getFavoriteGames': ok([]),
    'GET /wps/relay/MCSFE_getFavoriteGamesList': ok({ content: tiles(700, 3), pageNum: 1, totalPages: 1 }),
    'GET /wps/relay/GCS_recentGame': ok({ list: tiles(800, 2), totalPages: 1 }),
    'POST /wps/relay/MCSFE_addFavoriteGameV2': ok(null),
    'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': ok(null),
    'GET /wps/relay/MCS2_addRecentGame': ok(null),
    'GET /wps/game/launchGame': ok({ url: '/games/play?ticket=test' }),
    'GET /lgw/games/mobile': ok(LOTTERY_GROUPS),
    'GET /lgw/vn/games/game_menu': ok(LOTTERY_GROUPS.slice(0, 1)),
    'GET /lgw/vn/numeros/opened/game': (call) =>
      ok(call.query.get('gameCode') ? draws(call.query.get('gameCode')!, 10) : [...draws('VN_HANOI'), ...draws('SEA_1MINLOTTO')]),
    'GET /wps/relay/GCSGAME_gameCategories': ok([
      { gameCategory: 'HOT', vendorNames: [] },
      {
        gameCategory: 'RNG',
        vendorNames: [
          { vassalage: 'JL', accountTypeName: 'JILI Games' },
          { vassalage: 'PG', accountTypeName: 'PG Soft Slots' },
        ],
      },
      { gameCategory: 'LIVE', vendorNames: [{ vassalage: 'EVO', accountTypeName: 'Evolution Live' }] },
      { gameCategory: 'LOTT', vendorNames: [{ vassalage: 'TCG_LOTTO_VN', accountTypeName: 'TCG Vietnam Lottery' }] },
    ]),
    'GET /wps/relay/GCSGAME_getAllVendors': ok([
      { vassalage: 'JL', displayName: 'JILI', mobileSmallIcon: '/img/vendor/JL.svg', gameTypes: ['RNG', 'FISH'] },
      { vassalage: 'PG', displayName: 'PG Soft', mobileSmallIcon: '/img/vendor/PG.svg', gameTypes: ['RNG'] },
      { vassalage: 'SABA', displayName: 'SABA Sports', mobileSmallIcon: '/img/vendor/SABA.svg', gameTypes: ['SPORTS'] },
      { vassalage: 'TCG_LOTTO_VN', displayName: 'TCG Lotto VN', mobileSmallIcon: '/img/vendor/TCG_LOTTO_VN.svg', gameTypes: ['LOTT'] },
    ]),
    ...more,
  };
}
