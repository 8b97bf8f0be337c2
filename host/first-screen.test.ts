// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const EN = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'en.json'), 'utf8')) as Record<string, string>;

const CONFIG = {
  merchantCode: 'MC01',
  trialMerchantCode: 'TRIAL',
  currency: 'CNY',
  maintenance: false,
  regionRestriction: false,
  location: 'PH',
  mainDomain: 'm.example',
  imageCDNs: [],
  domainRoute: {},
  paths: {},
  customerService: [],
  resources: [],
  whitelabel: {},
  mobileTemplate: {},
  register: {},
};
const BANNER = { id: 'BN01', url: '/img/banner/BN01.svg?lang=EN', title: 'Welcome', width: 750, height: 300, link: '' };

function putBlock(data: unknown, raw?: string): void {
  document.body.innerHTML = '';
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'mc-first-screen';
  block.textContent = raw ?? JSON.stringify(data);
  document.body.append(block);
}

/** Fresh modules (stores, i18n) per test, and a fetch that fails the test if anything asks. */
async function load() {
  const fetch = vi.fn(() => Promise.reject(new Error('nothing should be fetched')));
  vi.stubGlobal('fetch', fetch);
  const first = await import('./first-screen.ts');
  const platform = await import('../core/stores/platform.ts');
  const content = await import('../core/stores/content.ts');
  const i18n = await import('../core/i18n.ts');
  return { fetch, first, platform, content, i18n };
}

/** How many Intl.NumberFormat objects the code makes from now on (until the test ends). */
function countNumberFormats(): () => number {
  let count = 0;
  vi.stubGlobal(
    'Intl',
    Object.assign(Object.create(Intl), {
      NumberFormat: new Proxy(Intl.NumberFormat, {
        construct(target, args) {
          count++;
          return Reflect.construct(target, args);
        },
      }),
    }),
  );
  return () => count;
}

beforeEach(() => {
  vi.resetModules();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('adoptFirstScreen', () => {
  it('takes the configuration, texts and home data from the page, and asks the platform for none of them', async () => {
    putBlock({
      language: 'EN',
      merchant: 'MC01',
      config: CONFIG,
      texts: { EN },
      banners: { position: 'home', list: [BANNER] },
      announcements: [],
      hotMatches: [],
    });
    const { fetch, first, platform, content, i18n } = await load();
    expect(first.adoptFirstScreen()).toBe(true);
    expect(document.getElementById('mc-first-screen')).toBeNull(); // read once
    expect(await platform.loadInitialConfig()).toMatchObject({ merchantCode: 'MC01' });
    expect(platform.$appMode.get()).toBe('normal');
    expect(await content.bannerStore('home').load()).toEqual([BANNER]);
    expect(await content.homeAnnouncementStore.load()).toEqual([]);
    await i18n.startI18n();
    expect(i18n.$translations.get().ready).toBe(true);
    expect(i18n.t('site.name')).toBe(EN['site.name']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("takes the game list's first page and the game types' vendors, so the list and its tabs ask for neither", async () => {
    const tile = { nodeId: '1', displayName: 'Candy Goal', vassalage: 'JL', gameType: 'RNG', mobileLargeIcon: '/img/game/1.webp' };
    const vendorTypes = {
      RNG: { vendors: [{ vassalage: 'JL', displayName: 'JILI', mobileSmallIcon: '' }], gameClassify: [{ key: 'SLOT', displayName: 'Slots' }] },
    };
    putBlock({
      language: 'EN',
      merchant: 'MC01',
      config: CONFIG,
      texts: { EN },
      gameList: { filter: { gameType: 'RNG', classify: 'ALL' }, games: [tile], hasMore: true },
      vendorTypes,
    });
    const { fetch, first } = await load();
    const { vendorTypesStore } = await import('../core/games/vendorTypes.ts');
    const { $vendorNames } = await import('../core/games/catalogue.ts');
    const { createGameList } = await import('../core/stores/gameList.ts');
    expect(first.adoptFirstScreen()).toBe(true);
    expect(await vendorTypesStore.load()).toEqual(vendorTypes);
    expect($vendorNames.get()).toEqual({ JL: 'JILI' });
    const list = createGameList({ gameType: 'RNG', classify: 'ALL' });
    list.start();
    expect(list.$state.get()).toMatchObject({ status: 'ready', page: 1, games: [{ nodeId: '1' }] });
    list.dispose();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves texts and content alone when they are in another language than the player chose', async () => {
    localStorage.setItem('MC_LANGUAGE', 'PT');
    putBlock({ language: 'EN', merchant: 'MC01', config: CONFIG, texts: { EN }, banners: { position: 'home', list: [BANNER] } });
    const { first, platform, content } = await load();
    expect(first.adoptFirstScreen()).toBe(true);
    expect(platform.initialConfigStore.$state.get().status).toBe('ready');
    expect(content.bannerStore('home').$state.get().status).toBe('idle');
  });

  it("takes the page's language for a visitor who never chose one (a link's ?lang=), and keeps its texts and content", async () => {
    putBlock({ language: 'AR', merchant: 'MC01', config: CONFIG, texts: { AR: EN }, banners: { position: 'home', list: [BANNER] } });
    document.body.insertAdjacentHTML('beforeend', '<mc-site><div slot="first-screen"></div></mc-site>');
    const { first, content } = await load();
    const { $language } = await import('../core/stores/language.ts');
    expect(first.adoptFirstScreen()).toBe(true);
    expect($language.get()).toBe('AR');
    expect(localStorage.getItem('MC_LANGUAGE')).toBe('AR');
    expect(content.bannerStore('home').$state.get().status).toBe('ready');
    expect(document.querySelector('mc-site > [slot="first-screen"]')).not.toBeNull();
  });

  it('ignores the block and its markup in a page the service worker served from its cache (data as old as the copy)', async () => {
    putBlock({ language: 'EN', merchant: 'MC01', config: CONFIG, texts: { EN }, banners: { position: 'home', list: [BANNER] } });
    const site = document.createElement('mc-site');
    site.innerHTML = '<div slot="first-screen">cached banner</div>';
    document.body.append(site);
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    const { first, platform, content } = await load();
    expect(first.adoptFirstScreen()).toBe(false);
    expect(document.getElementById('mc-first-screen')).toBeNull();
    expect(site.querySelector('[slot="first-screen"]')).toBeNull();
    expect(platform.initialConfigStore.$state.get().status).toBe('idle');
    expect(content.bannerStore('home').$state.get().status).toBe('idle');
  });

  it("writes the page's language's numbers as the platform shaped them, without an Intl object (its first one is the take-over's longest task)", async () => {
    const shape = { decimal: ',', group: '.', groups: [3], minimumGrouping: 2, digits: '0123456789', before: '-', after: '' };
    putBlock({ language: 'EN', merchant: 'MC01', config: CONFIG, texts: { EN }, numbers: shape });
    const { first } = await load();
    const format = await import('../core/format.ts');
    const made = countNumberFormats();
    expect(first.adoptFirstScreen()).toBe(true);
    format.prepareNumbers('EN');
    expect(format.formatBalance(1234567.891, 'EN')).toBe('1.234.567');
    expect(format.formatMoney(-1234.5, 'EN')).toBe('-1234,50');
    expect(made()).toBe(0);
    // Another language than the page's: Intl's.
    expect(format.formatBalance(1234567.891, 'PT')).toBe('1.234.567');
    expect(made()).toBe(1);
  });

  it('makes the first number format ahead when the page carries no shape (or one it cannot follow)', async () => {
    for (const numbers of [undefined, { decimal: '.', group: ',', groups: [3], minimumGrouping: 1, digits: '0123', before: '-', after: '' }]) {
      vi.resetModules();
      putBlock({ language: 'EN', merchant: 'MC01', config: CONFIG, texts: { EN }, ...(numbers ? { numbers } : {}) });
      const { first } = await load();
      const format = await import('../core/format.ts');
      const made = countNumberFormats();
      expect(first.adoptFirstScreen()).toBe(true);
      format.prepareNumbers('EN');
      expect(made()).toBe(1);
      expect(format.formatBalance(1234567.891, 'EN')).toBe('1,234,567');
      expect(made()).toBe(1);
    }
  });

  it('ignores a block for another merchant, a malformed one, and one that does not match the schema', async () => {
    for (const [data, raw] of [
      [{ language: 'EN', merchant: 'MC02', config: CONFIG, texts: { EN } }, undefined],
      [undefined, '{"language": "EN", '],
      [{ language: 'EN', merchant: 'MC01', config: { ...CONFIG, maintenance: 'no' }, texts: { EN } }, undefined],
    ] as const) {
      vi.resetModules();
      putBlock(data, raw);
      const { first, platform } = await load();
      expect(first.adoptFirstScreen()).toBe(false);
      expect(platform.initialConfigStore.$state.get().status).toBe('idle');
    }
  });

  it('keeps the chosen language in a cookie the platform reads', async () => {
    const { first } = await load();
    const { setLanguage } = await import('../core/stores/language.ts');
    const stop = first.keepLanguageCookie();
    expect(document.cookie).toContain('mc_lang=EN');
    setLanguage('AR');
    expect(document.cookie).toContain('mc_lang=AR');
    stop();
  });
});
