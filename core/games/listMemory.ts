/**
 * The game list a player left for a game, kept so that coming back shows it as it was (issue 19):
 * the tab, the search and the other filters, the games already loaded (no second wait for them)
 * and the card that was tapped with its place on the screen, so the list can scroll it back there.
 *
 * Kept in memory for one return: the next list of the same kind (same attributes, same language)
 * takes it. A list that opens afresh (from the footer, a link) finds nothing, because leaving for a
 * game is the only way in and the way back from the game is the only way out.
 */
import type { GameListView } from '../stores/gameList.ts';
import { onPlayerChange } from '../stores/player.ts';

export interface LeftList {
  /** Which list: its attributes, as `listKey` writes them. */
  key: string;
  language: string;
  view: GameListView;
  /** The card the player tapped, and its top edge from the top of the viewport (px). */
  nodeId: string;
  top: number;
}

let left: LeftList | undefined;

export const listKey = (attrs: Readonly<Record<string, string | boolean | undefined>>): string =>
  JSON.stringify(
    Object.keys(attrs)
      .sort()
      .map((k) => [k, attrs[k] ?? null]),
  );

export function rememberList(entry: LeftList): void {
  left = entry;
}

/** The view of the list with this key, once; undefined when another list (or none) was left. */
export function takeList(key: string, language: string): LeftList | undefined {
  const entry = left;
  if (!entry || entry.key !== key || entry.language !== language) return undefined;
  left = undefined;
  return entry;
}

/** Forgets any left list (tests use it too). */
export function forgetList(): void {
  left = undefined;
}

// Favourites and recents belong to a player: another session must not see this one's.
onPlayerChange(forgetList);
