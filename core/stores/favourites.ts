/**
 * Favourites of the signed-in player (§3 "favourites"), shared by every game card on the page:
 * one list of node ids, loaded once per session. A toggle needs a session (§5) and changes the
 * list only after the platform reports success (§4); every change is announced on
 * `$favouriteChange` so a favourites view can drop a removed tile.
 */
import { atom, computed } from 'nanostores';
import { call } from '../api/request.ts';
import { addFavourite, favouriteIds, removeFavourite } from '../api/games.ts';
import { remote } from './remote.ts';
import { $session } from './session.ts';
import { onPlayerChange } from './player.ts';

export const favouritesStore = remote<string[]>((signal) => call(favouriteIds, undefined, { signal }));

/** The favourite node ids as a set (empty when signed out or not loaded yet). */
export const $favouriteIds = computed(favouritesStore.$state, (s) => new Set(s.value ?? []));

/** Node ids whose toggle is waiting for the platform. */
export const $favouriteBusy = atom<ReadonlySet<string>>(new Set());

export interface FavouriteChange {
  nodeId: string;
  favourite: boolean;
}

/** The last successful change (a new object each time, so listeners hear every one). */
export const $favouriteChange = atom<FavouriteChange | null>(null);

/** Loads the ids once per session; nothing without a session. */
export function loadFavourites(): void {
  if ($session.get()) void favouritesStore.load();
}

export type ToggleResult = { result: 'login' } | { result: 'busy' } | { result: 'added' | 'removed' } | { result: 'failed'; error: unknown };

/**
 * Adds or removes a favourite. 'login' without a session (the caller shows in_logged_login);
 * 'busy' while a toggle of the same game is in flight; the list changes only on success.
 */
export async function toggleFavourite(game: { nodeId: string; vassalage: string }): Promise<ToggleResult> {
  const session = $session.get();
  if (!session) return { result: 'login' };
  const busy = $favouriteBusy.get();
  if (busy.has(game.nodeId)) return { result: 'busy' };
  $favouriteBusy.set(new Set([...busy, game.nodeId]));
  try {
    // Which way to toggle is decided from the platform's list, so load it first if needed.
    if (favouritesStore.$state.get().status !== 'ready') await favouritesStore.load();
    const loaded = favouritesStore.$state.get();
    if (loaded.status !== 'ready') return { result: 'failed', error: loaded.error };
    const wasFavourite = $favouriteIds.get().has(game.nodeId);
    await call(wasFavourite ? removeFavourite : addFavourite, { nodeId: game.nodeId, vendor: game.vassalage });
    if ($session.get()?.token !== session.token) return { result: 'failed', error: new Error('signed out meanwhile') };
    const current = favouritesStore.$state.get().value ?? [];
    favouritesStore.set(wasFavourite ? current.filter((id) => id !== game.nodeId) : [game.nodeId, ...current.filter((id) => id !== game.nodeId)]);
    $favouriteChange.set({ nodeId: game.nodeId, favourite: !wasFavourite });
    return { result: wasFavourite ? 'removed' : 'added' };
  } catch (error) {
    return { result: 'failed', error };
  } finally {
    const next = new Set($favouriteBusy.get());
    next.delete(game.nodeId);
    $favouriteBusy.set(next);
  }
}

onPlayerChange(() => {
  favouritesStore.reset();
  $favouriteBusy.set(new Set());
});
