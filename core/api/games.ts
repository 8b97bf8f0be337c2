/** Game calls of §7: vendors, lists, favourites, recents, lottery, launch and orders. */
import { endpoint } from './endpoint.ts';
import { GAME_LIST_PAGE_SIZE } from '../rules/constants.ts';
import { empty, array, boolean, number, numeric, object, optional, record, string, withDefault, type Infer } from './schema.ts';

/** Game types used in queries (§2.10 categories map onto these). */
export type GameType = 'RNG' | 'LIVE' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'FISH' | 'LOTT' | 'ELOTT' | 'INHOUSE';
export type GameClassify = 'ALL' | 'NEW' | 'FAV' | 'HOT' | 'RECENT' | (string & {});

export const gameTileSchema = object({
  nodeId: string,
  gameName: withDefault(string, ''),
  nodeName: withDefault(string, ''),
  displayName: string,
  vassalage: string, // vendor code
  iconUrl: withDefault(string, ''),
  mobileLargeIcon: withDefault(string, ''),
  mobileSmallIcon: withDefault(string, ''),
  gameType: string,
  gameId: withDefault(string, ''),
  roomId: withDefault(string, ''),
  supportPlay: withDefault(boolean, true),
  isNew: withDefault(boolean, false),
  isHot: withDefault(boolean, false),
  minBet: withDefault(numeric, 0),
  gameClassify: withDefault(array(string), []),
  roomType: optional(string), // live rooms: free, VIP, paid
});
export type GameTile = Infer<typeof gameTileSchema>;

export const vendorEntrySchema = object({ vassalage: string, displayName: string, mobileSmallIcon: withDefault(string, '') });
export type VendorEntry = Infer<typeof vendorEntrySchema>;
export const classifyEntrySchema = object({ key: string, displayName: string });

export const vendorGameTypes = endpoint<
  { typeId: 1; merchantCode: string },
  Record<string, { vendors: VendorEntry[]; gameClassify: Infer<typeof classifyEntrySchema>[] }>
>({
  name: 'vendorGameTypes',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  moduleId: 'GAMELO3',
  auth: 'none',
  response: record(object({ vendors: array(vendorEntrySchema), gameClassify: withDefault(array(classifyEntrySchema), []) })),
});

export const allVendors = endpoint<{ merchantCode: string }, (VendorEntry & { gameTypes: string[] })[]>({
  name: 'allVendors',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getAllVendors',
  moduleId: 'GAMELO3',
  auth: 'none',
  response: array(object({ vassalage: string, displayName: string, mobileSmallIcon: withDefault(string, ''), gameTypes: array(string) })),
});

export const gameCategories = endpoint<void, { gameCategory: string; vendorNames: { vassalage: string; accountTypeName: string }[] }[]>({
  name: 'gameCategories',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameCategories',
  moduleId: 'GAMELO3',
  auth: 'none',
  response: array(object({ gameCategory: string, vendorNames: array(object({ vassalage: string, accountTypeName: string })) })),
});

export interface GameListQuery {
  merchant: string;
  platform: 'html5';
  clientType: 2;
  gameType: string;
  gameClassify?: string;
  isNew?: boolean;
  pageNo: number;
  pageSize: number;
  vassalage?: string;
  gameName?: string;
  minBet?: number;
  language: string;
}

/**
 * The query for a page of the paged game list: the site's list asks it (core/stores/gameList.ts)
 * and the platform answers page 1 into the /m/gameList page itself (front/site/first-screen.ts).
 */
export function gameListQuery(
  f: { gameType: string; classify: string; vendor?: string; gameName?: string; minBet?: number },
  pageNo: number,
  merchant: string,
  language: string,
): GameListQuery {
  return {
    merchant,
    platform: 'html5',
    clientType: 2,
    gameType: f.gameType,
    gameClassify: f.classify,
    isNew: f.classify === 'NEW' ? true : undefined,
    pageNo,
    pageSize: GAME_LIST_PAGE_SIZE,
    vassalage: f.vendor,
    gameName: f.gameName,
    minBet: f.minBet,
    language,
  };
}

export const gameList = endpoint<GameListQuery, { games: GameTile[]; pageNum: number; totalPages: number }>({
  name: 'gameList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  moduleId: 'GAMELO3',
  auth: 'optional',
  response: object({ games: array(gameTileSchema), pageNum: number, totalPages: number }),
});

export const hotGames = endpoint<{ isPlatform: 2; merchantCode: string; language: string; platform: 'html5'; gameType?: string }, GameTile[]>({
  name: 'hotGames',
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  moduleId: 'GAMELOHOT3',
  auth: 'none',
  response: array(gameTileSchema),
});

export const popularGames = endpoint<{ merchantCode: string; platform: 'M' }, GameTile[]>({
  name: 'popularGames',
  method: 'GET',
  path: '/lgw/games/popular',
  moduleId: 'GAMELOHOT3',
  auth: 'none',
  response: array(gameTileSchema),
});

export const addFavourite = endpoint<{ nodeId: string; vendor: string }, null>({
  name: 'addFavourite',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  moduleId: 'GAMELO3',
  auth: 'required',
  response: empty,
});

export const removeFavourite = endpoint<{ nodeId: string; vendor: string }, null>({
  name: 'removeFavourite',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  moduleId: 'GAMELO3',
  auth: 'required',
  response: empty,
});

export const favouriteIds = endpoint<void, string[]>({
  name: 'favouriteIds',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  moduleId: 'GAMELO3',
  auth: 'required',
  response: array(string),
});

export const favouriteList = endpoint<
  { pageNo: number; pageSize: number; gameType?: string; language: string },
  { content: GameTile[]; pageNum: number; totalPages: number }
>({
  name: 'favouriteList',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  moduleId: 'GAMELO3',
  auth: 'required',
  response: object({ content: array(gameTileSchema), pageNum: number, totalPages: number }),
});

export const addRecent = endpoint<{ nodeId: string; vendor: string }, null>({
  name: 'addRecent',
  method: 'GET',
  path: '/wps/relay/MCS2_addRecentGame',
  moduleId: 'GAMELOREC3',
  auth: 'required',
  response: empty,
});

export const recentList = endpoint<{ pageNo: number; pageSize: number; gameType?: string; language: string }, { list: GameTile[]; totalPages: number }>({
  name: 'recentList',
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  moduleId: 'GAMELOREC3',
  auth: 'required',
  response: object({ list: array(gameTileSchema), totalPages: number }),
});

export const lotteryGameSchema = object({
  gameId: string,
  code: string,
  name: withDefault(string, ''),
  mobileIconUrl: withDefault(string, ''),
  remark: withDefault(string, ''),
  entPlaySwitch: withDefault(boolean, false),
  tradPlaySwitch: withDefault(boolean, true),
  mUi: withDefault(string, ''),
  css: withDefault(string, ''),
});
export const lotteryGroupSchema = object({
  displayName: string,
  gameGroupId: string,
  games: array(lotteryGameSchema),
  prizeMode: optional(string), // Lott, ZY or Elott: which lottery launch route the group's games take
  vendor: optional(string), // the vendor (vassalage) whose games these are
});
export type LotteryGroup = Infer<typeof lotteryGroupSchema>;

export const lotteryGames = endpoint<{ prizeMode?: 'Lott' | 'ZY' | 'Elott' }, LotteryGroup[]>({
  name: 'lotteryGames',
  method: 'GET',
  path: '/lgw/games/mobile',
  moduleId: 'GAMELO3',
  auth: 'none',
  response: array(lotteryGroupSchema),
});

export const lotteryMenu = endpoint<void, LotteryGroup[]>({
  name: 'lotteryMenu',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  moduleId: 'GAMELO3',
  auth: 'none',
  response: array(lotteryGroupSchema),
});

export const lotteryOpened = endpoint<{ gameCode?: string }, { gameCode: string; issue: string; numbers: string[]; openedAt: number }[]>({
  name: 'lotteryOpened',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  moduleId: 'GAMELO3',
  auth: 'none',
  response: array(object({ gameCode: string, issue: string, numbers: array(string), openedAt: number })),
});

export interface LaunchQuery {
  gameCategory?: string;
  vendor: string;
  gameId?: string;
  nodeId: string;
  vassalage?: string;
  platform: 'html5';
  clientType: 2;
  launchMode?: string;
  accountType: 0 | 1; // 1 real money, 0 free
  language: string;
  gameCode?: string; // 'lobby' for TCG lottery vendors
}

export const launchGame = endpoint<LaunchQuery, { url: string }>({
  name: 'launchGame',
  method: 'GET',
  path: '/wps/game/launchGame',
  moduleId: 'GAMELO3',
  auth: 'required',
  response: object({ url: string }),
});

/**
 * A sub-order: one draw (issue) of an order, or one group of numbers. Status pending (its draw
 * still takes changes), closed (drawn or closing, result not out), won, lost or cancelled;
 * `closeAt` is when the draw stops taking changes.
 */
export const subOrderSchema = object({
  subOrderId: string,
  issue: optional(string),
  content: string,
  amount: number,
  status: string,
  cancellable: boolean,
  closeAt: optional(number),
});
export type SubOrder = Infer<typeof subOrderSchema>;

/** A lottery order (a bet): status pending, won, lost or cancelled; `amount` leaves out cancelled sub-orders. */
export const orderSchema = object({
  orderId: string,
  gameCode: string,
  gameName: optional(string),
  issue: string,
  amount: number,
  status: string,
  createdAt: number,
  subOrders: withDefault(array(subOrderSchema), []),
});
export type LotteryOrder = Infer<typeof orderSchema>;

/** Order filters of `/lgw/orders` (absent: every order). */
export type LotteryOrderFilter = 'pending' | 'settled' | 'cancelled';

export const lotteryOrders = endpoint<{ pageNo: number; pageSize: number; status?: LotteryOrderFilter }, { list: LotteryOrder[]; totalPages: number }>({
  name: 'lotteryOrders',
  method: 'GET',
  path: '/lgw/orders',
  moduleId: 'GAMELO3',
  auth: 'required',
  response: object({ list: array(orderSchema), totalPages: number }),
});

export const lotteryOrderDetail = endpoint<{ orderId: string }, Infer<typeof orderSchema>>({
  name: 'lotteryOrderDetail',
  method: 'GET',
  path: '/lgw/orders/detail',
  moduleId: 'GAMELO3',
  auth: 'required',
  response: orderSchema,
});

export const cancelSubOrder = endpoint<{ orderId: string; subOrderId: string }, null>({
  name: 'cancelSubOrder',
  method: 'POST',
  path: '/lgw/orders/suborders/cancel',
  moduleId: 'GAMELO3',
  auth: 'required',
  response: empty,
});

export const gamesEndpoints = [
  vendorGameTypes,
  allVendors,
  gameCategories,
  gameList,
  hotGames,
  popularGames,
  addFavourite,
  removeFavourite,
  favouriteIds,
  favouriteList,
  addRecent,
  recentList,
  lotteryGames,
  lotteryMenu,
  lotteryOpened,
  launchGame,
  lotteryOrders,
  lotteryOrderDetail,
  cancelSubOrder,
] as const;
