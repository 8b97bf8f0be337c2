/**
 * What a game card shows of a game, in one place for the card (widgets/game-list/GameCard.tsx)
 * and for the platform, which draws the game list's first cards into the page before any script
 * (front/site/first-screen.ts): both must show the same name and picture at the same size.
 */
import type { GameTile } from '../api/games.ts';

/** Intrinsic icon size (the platform's large icons are square); CSS scales it to the column. */
export const ICON_SIZE = 160;

/** Cards whose image loads at once (about the first screen); the rest load lazily. */
export const EAGER_CARDS = 9;

/**
 * Cards the platform draws into the page (front/site/first-screen.ts): the rows a phone's first
 * screen shows (four of three). The rest of the first page comes with the element, out of sight;
 * a longer page would only make the page, and so its largest paint, later.
 */
export const FIRST_SCREEN_CARDS = 12;

/** The name a card shows. */
export const gameNameOf = (g: Pick<GameTile, 'displayName' | 'gameName' | 'nodeName'>): string => g.displayName || g.gameName || g.nodeName;

/** The game's pictures, best first: the large (raster) icon, then the others the platform gives. */
export const iconsOf = (g: Pick<GameTile, 'mobileLargeIcon' | 'iconUrl' | 'mobileSmallIcon'>): string[] => [
  ...new Set([g.mobileLargeIcon, g.iconUrl, g.mobileSmallIcon].filter(Boolean)),
];
