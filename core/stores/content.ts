/**
 * Lobby content shared by the home elements: banners, the home announcements (marquee, notice
 * page and popup share one call), hot matches, the vendors per game type, hot games; plus what
 * the download bar remembers on the device (the popup's memory: popup-memory.ts).
 *
 * Everything here is in the player's language, so a language change reloads what was loaded,
 * once the language has stayed put for LANGUAGE_DEBOUNCE_MS (§4, §9). A reload keeps the old
 * value on screen until the new one arrives.
 */
import { computed } from 'nanostores';
import { call } from '../api/request.ts';
import { HOME_ANNOUNCEMENTS, announcements, banners, hotMatches, type Announcement, type Banner, type HotMatch } from '../api/content.ts';
import { hotGames, type GameTile } from '../api/games.ts';
import { vendorTypesStore } from '../games/vendorTypes.ts';
import { $kitConfig } from '../config.ts';
import { LANGUAGE_DEBOUNCE_MS } from '../rules/constants.ts';
import { $language } from './language.ts';
import { remote, type Remote } from './remote.ts';

const merchantCode = () => $kitConfig.get().merchant;

// ---------------------------------------------------------------------------------------------
// Reload on language change (debounced)

const languageAware = new Set<Remote<unknown>>();
let languageTimer: ReturnType<typeof setTimeout> | undefined;

function track<T>(store: Remote<T>): Remote<T> {
  languageAware.add(store as Remote<unknown>);
  return store;
}

async function reloadForLanguage(store: Remote<unknown>): Promise<void> {
  const { status } = store.$state.get();
  if (status === 'idle') return; // nobody asked for it yet
  if (status === 'loading') await store.load(); // an answer in the old language is on its way: then ask again
  await store.load({ force: true });
}

$language.listen(() => {
  clearTimeout(languageTimer);
  languageTimer = setTimeout(() => {
    languageTimer = undefined;
    for (const store of languageAware) void reloadForLanguage(store);
  }, LANGUAGE_DEBOUNCE_MS);
});

// ---------------------------------------------------------------------------------------------
// Banners

export type BannerPosition = 'home' | 'help';
const bannerStores = new Map<BannerPosition, Remote<Banner[]>>();

export function bannerStore(position: BannerPosition): Remote<Banner[]> {
  let store = bannerStores.get(position);
  if (!store) {
    store = track(remote((signal) => call(banners, { position }, { signal })));
    bannerStores.set(position, store);
  }
  return store;
}

// ---------------------------------------------------------------------------------------------
// Home announcements (§7: types B,PL,PU,H, group m_home, platform M)

export const HOME_ANNOUNCEMENT_TYPES = HOME_ANNOUNCEMENTS.types;

export const homeAnnouncementStore = track(
  remote<Announcement[]>((signal) => call(announcements, { ...HOME_ANNOUNCEMENTS, merchantCode: merchantCode() }, { signal })),
);

/** The marquee and the notice page: announcements that are not popup items (no execution group). */
export const $noticeAnnouncements = computed(homeAnnouncementStore.$state, (s) => (s.value ?? []).filter((a) => !a.execution));

/** The popup's candidates: announcements with an execution group (A, B or F). */
export const $popupAnnouncements = computed(homeAnnouncementStore.$state, (s) => (s.value ?? []).filter((a) => !!a.execution));

// ---------------------------------------------------------------------------------------------
// Hot matches, vendors, hot games

export const hotMatchStore = track(remote<HotMatch[]>((signal) => call(hotMatches, undefined, { signal })));

track(vendorTypesStore);

export const hotGameStore = track(
  remote<GameTile[]>((signal) => call(hotGames, { isPlatform: 2, merchantCode: merchantCode(), language: $language.get(), platform: 'html5' }, { signal })),
);

/** Every lobby store back to a fresh page's state (tests, and a change of platform). */
export function resetContentStores(): void {
  clearTimeout(languageTimer);
  languageTimer = undefined;
  for (const store of languageAware) store.reset();
}
