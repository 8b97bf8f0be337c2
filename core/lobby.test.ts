import { describe, expect, it } from 'vitest';
import {
  COCKFIGHT_VENDOR_CODES,
  ESPORTS_VENDOR_CODES,
  LOBBY_CATEGORIES,
  categoryGameType,
  categoryVendors,
  categoryView,
  splitSportsVendors,
  toLobbyCategory,
  vendorTarget,
  visibleCategories,
  type VendorTypes,
} from './lobby.ts';

const v = (code: string) => ({ vassalage: code, displayName: code, mobileSmallIcon: `/img/vendor/${code}.svg` });

// The platform may file every sports-family vendor under SPORTS (the original product) or under
// its own type (the reference platform): the split is by the configured lists either way.
const ALL_UNDER_SPORTS: VendorTypes = { SPORTS: { vendors: [v('SABA'), v('TF'), v('SBO'), v('DS88')] } };
const SEPARATE: VendorTypes = {
  SPORTS: { vendors: [v('SABA'), v('SBO')] },
  ESPORTS: { vendors: [v('TF')] },
  COCKFIGHT: { vendors: [v('DS88')] },
  LIVE: { vendors: [v('EVO'), v('PP')] },
  FISH: { vendors: [v('JL')] },
  RNG: { vendors: [v('JL'), v('PG')] },
  LOTT: { vendors: [v('TCG_LOTTO_VN')] },
  ELOTT: { vendors: [v('TCG_SEA')] },
  PVP: { vendors: [] },
  INHOUSE: { vendors: [v('IH')] },
};

describe('lobby categories (§2.10)', () => {
  it('has the ten categories in order', () => {
    expect(LOBBY_CATEGORIES).toEqual(['HOT', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'PVP', 'LOTTERY', 'INHOUSE']);
  });

  it('fish and RNG show a game list, hot a hot list, the others vendor tiles', () => {
    expect(categoryView('FISH')).toBe('games');
    expect(categoryView('RNG')).toBe('games');
    expect(categoryView('HOT')).toBe('hot');
    for (const c of ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'PVP', 'LOTTERY', 'INHOUSE'] as const) expect(categoryView(c)).toBe('vendors');
  });

  it('reads category attributes forgivingly', () => {
    expect(toLobbyCategory('fish')).toBe('FISH');
    expect(toLobbyCategory(' rng ')).toBe('RNG');
    expect(toLobbyCategory('nope')).toBeUndefined();
    expect(toLobbyCategory(undefined)).toBeUndefined();
  });
});

describe('sports split by configured lists', () => {
  it('uses TF for e-sports and DS88 for cockfight', () => {
    expect(ESPORTS_VENDOR_CODES).toEqual(['TF']);
    expect(COCKFIGHT_VENDOR_CODES).toEqual(['DS88']);
  });

  it('splits vendors all filed under SPORTS', () => {
    const s = splitSportsVendors(ALL_UNDER_SPORTS);
    expect(s.SPORTS.map((x) => x.vassalage)).toEqual(['SABA', 'SBO']);
    expect(s.ESPORTS.map((x) => x.vassalage)).toEqual(['TF']);
    expect(s.COCKFIGHT.map((x) => x.vassalage)).toEqual(['DS88']);
    expect(s.ESPORTS[0]!.gameType).toBe('SPORTS');
  });

  it('splits vendors filed under their own types, each vendor once', () => {
    const s = splitSportsVendors({ ...SEPARATE, ESPORTS: { vendors: [v('TF'), v('SABA')] } });
    expect(s.SPORTS.map((x) => x.vassalage)).toEqual(['SABA', 'SBO']);
    expect(s.ESPORTS.map((x) => `${x.vassalage}:${x.gameType}`)).toEqual(['TF:ESPORTS']);
    expect(s.COCKFIGHT.map((x) => `${x.vassalage}:${x.gameType}`)).toEqual(['DS88:COCKFIGHT']);
  });
});

describe('category vendors and targets', () => {
  it('lottery joins LOTT and ELOTT vendors; other categories their type', () => {
    expect(categoryVendors(SEPARATE, 'LOTTERY').map((x) => `${x.vassalage}:${x.gameType}`)).toEqual(['TCG_LOTTO_VN:LOTT', 'TCG_SEA:ELOTT']);
    expect(categoryVendors(SEPARATE, 'LIVE').map((x) => x.vassalage)).toEqual(['EVO', 'PP']);
    expect(categoryVendors(SEPARATE, 'HOT')).toEqual([]);
    expect(categoryVendors({}, 'LIVE')).toEqual([]);
  });

  it('shows hot always and other categories only with vendors', () => {
    expect(visibleCategories(SEPARATE)).toEqual(['HOT', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'LOTTERY', 'INHOUSE']);
    expect(visibleCategories(undefined)).toEqual([...LOBBY_CATEGORIES]);
  });

  it('vendor tiles go to the game list of their type and vendor; lottery to the lottery page', () => {
    const [evo] = categoryVendors(SEPARATE, 'LIVE');
    expect(vendorTarget(evo!)).toEqual({ path: '/m/gameList', query: { gameType: 'LIVE', vendor: 'EVO' } });
    const [tf] = categoryVendors(ALL_UNDER_SPORTS, 'ESPORTS');
    expect(vendorTarget(tf!)).toEqual({ path: '/m/gameList', query: { gameType: 'SPORTS', vendor: 'TF' } });
    const [, sea] = categoryVendors(SEPARATE, 'LOTTERY');
    expect(vendorTarget(sea!)).toEqual({ path: '/m/lottery', query: { gameType: 'ELOTT', vendor: 'TCG_SEA' } });
    expect(categoryGameType('LOTTERY')).toBe('LOTT');
    expect(categoryGameType('FISH')).toBe('FISH');
  });
});
