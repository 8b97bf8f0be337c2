/**
 * What the platform offers per game type (§3 "vendor mapping per game type"): one store for every
 * element that shows vendors or classifications (game list, lobby, slots centre, popular games),
 * cached like the platform's own client caches game types (§7). A module of its own, small, so
 * the site's start code can hold it (the page may carry its value: host/first-screen.ts) without
 * the tab rules of catalogue.ts. core/stores/content.ts reloads it when the language changes.
 */
import { call } from '../api/request.ts';
import { vendorGameTypes, type VendorEntry } from '../api/games.ts';
import { object, array, string, record, withDefault } from '../api/schema.ts';
import { $kitConfig } from '../config.ts';
import { remote } from '../stores/remote.ts';

export interface TypeCatalogue {
  vendors: VendorEntry[];
  gameClassify: { key: string; displayName: string }[];
}

const CACHE_TTL_MS = 10 * 60 * 1000;

const catalogueSchema = record(
  object({
    vendors: array(object({ vassalage: string, displayName: string, mobileSmallIcon: withDefault(string, '') })),
    gameClassify: withDefault(array(object({ key: string, displayName: string })), []),
  }),
);

/** Game type → vendors and classifications. */
export const vendorTypesStore = remote<Record<string, TypeCatalogue>>(
  (signal) => call(vendorGameTypes, { typeId: 1, merchantCode: $kitConfig.get().merchant }, { signal }),
  { area: 'session', key: 'vendorGameTypes', ttlMs: CACHE_TTL_MS, check: catalogueSchema },
);
