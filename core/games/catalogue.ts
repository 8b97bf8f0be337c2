/**
 * What the platform offers per game type (§3 "vendor mapping per game type"): the vendors and
 * the vendor game classifications, loaded once per page and shared by every game list, plus the
 * tab rules of §2.11. The store itself is core/games/vendorTypes.ts.
 */
import { computed } from 'nanostores';
import { call } from '../api/request.ts';
import { gameCategories, type VendorEntry } from '../api/games.ts';
import { remote } from '../stores/remote.ts';
import { vendorTypesStore, type TypeCatalogue } from './vendorTypes.ts';

/** The game categories (§2.10's category menu), each with its vendors. */
export const categoriesStore = remote((signal) => call(gameCategories, undefined, { signal }));

/** Vendor code → name, over every game type (the first name given wins). */
export function vendorNamesOf(catalogue: Record<string, TypeCatalogue> | undefined): Record<string, string> {
  const names: Record<string, string> = {};
  for (const entry of Object.values(catalogue ?? {})) for (const v of entry.vendors) names[v.vassalage] ??= v.displayName;
  return names;
}

/** Vendors of every game type by code, for showing a vendor's name on a card. */
export const $vendorNames = computed(vendorTypesStore.$state, (s) => vendorNamesOf(s.value));

/** The tab kinds of §2.11 besides the vendor classifications. */
export type FixedTab = 'ALL' | 'NEW' | 'FAV' | 'HOT' | 'RECENT';

export interface GameTab {
  key: string;
  /** i18n key for the fixed tabs; undefined for a classification (its name comes from the platform). */
  textKey?: string;
  label?: string;
}

/**
 * Tabs for a game type: All, New (RNG only), Favourites, Hot, Recent (signed in only; a visitor
 * has no recents, §6), then the vendor classifications when there is more than one (§2.11).
 */
export function tabsFor(gameType: string, classifications: readonly { key: string; displayName: string }[], signedIn: boolean): GameTab[] {
  const tabs: GameTab[] = [{ key: 'ALL', textKey: 'games.tab.all' }];
  if (gameType === 'RNG') tabs.push({ key: 'NEW', textKey: 'games.tab.new' });
  tabs.push({ key: 'FAV', textKey: 'games.tab.fav' }, { key: 'HOT', textKey: 'games.tab.hot' });
  if (signedIn) tabs.push({ key: 'RECENT', textKey: 'games.tab.recent' });
  if (classifications.length > 1) for (const c of classifications) tabs.push({ key: c.key, label: c.displayName });
  return tabs;
}

/** Classifications of one type (none for 'ALL': classification keys belong to a type). */
export function classificationsOf(catalogue: Record<string, TypeCatalogue> | undefined, gameType: string): { key: string; displayName: string }[] {
  return catalogue?.[gameType]?.gameClassify ?? [];
}

/** Vendors of one type; for 'ALL' every vendor once. */
export function vendorsOf(catalogue: Record<string, TypeCatalogue> | undefined, gameType: string): VendorEntry[] {
  if (!catalogue) return [];
  if (gameType !== 'ALL') return catalogue[gameType]?.vendors ?? [];
  const seen = new Map<string, VendorEntry>();
  for (const entry of Object.values(catalogue)) for (const v of entry.vendors) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v);
  return [...seen.values()];
}

/** Game types of the category menu (§2.10), in its order; hot is a flag, not a type. */
export const GAME_TYPES = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE'] as const;

/** LOTT is shown by the lottery page instead of the game list (§2.2). */
export const routeForType = (gameType: string): { target: 'lottery' } | { target: 'gameList'; query: { gameType: string } } =>
  gameType === 'LOTT' ? { target: 'lottery' } : { target: 'gameList', query: { gameType } };
