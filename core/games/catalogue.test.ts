import { describe, expect, it } from 'vitest';
import { classificationsOf, routeForType, tabsFor, vendorsOf } from './catalogue.ts';
import { findLottery } from '../stores/lottery.ts';

const catalogue = {
  RNG: {
    vendors: [
      { vassalage: 'JL', displayName: 'JILI', mobileSmallIcon: '' },
      { vassalage: 'PG', displayName: 'PG Soft', mobileSmallIcon: '' },
    ],
    gameClassify: [
      { key: 'SLOT', displayName: 'Slots' },
      { key: 'TABLE', displayName: 'Table' },
    ],
  },
  FISH: { vendors: [{ vassalage: 'JL', displayName: 'JILI', mobileSmallIcon: '' }], gameClassify: [{ key: 'FISHING', displayName: 'Fishing' }] },
};

describe('game list tabs (§2.11)', () => {
  it('All, New for RNG only, Favourites, Hot, Recent when signed in, classifications when more than one', () => {
    expect(tabsFor('RNG', classificationsOf(catalogue, 'RNG'), false).map((t) => t.key)).toEqual(['ALL', 'NEW', 'FAV', 'HOT', 'SLOT', 'TABLE']);
    expect(tabsFor('FISH', classificationsOf(catalogue, 'FISH'), true).map((t) => t.key)).toEqual(['ALL', 'FAV', 'HOT', 'RECENT']);
  });
  it('vendors of a type, or every vendor once for ALL', () => {
    expect(vendorsOf(catalogue, 'FISH').map((v) => v.vassalage)).toEqual(['JL']);
    expect(vendorsOf(catalogue, 'ALL').map((v) => v.vassalage)).toEqual(['JL', 'PG']);
    expect(vendorsOf(undefined, 'RNG')).toEqual([]);
  });
  it('LOTT goes to the lottery page instead of the game list (§2.2)', () => {
    expect(routeForType('LOTT')).toEqual({ target: 'lottery' });
    expect(routeForType('LIVE')).toEqual({ target: 'gameList', query: { gameType: 'LIVE' } });
  });
});

describe('findLottery', () => {
  const game = (code: string) => ({
    gameId: code.toLowerCase(),
    code,
    name: code,
    mobileIconUrl: '',
    remark: '',
    entPlaySwitch: false,
    tradPlaySwitch: true,
    mUi: '',
    css: '',
  });
  const groups = [
    { displayName: 'North', gameGroupId: 'N', prizeMode: 'Lott', vendor: 'TCG_LOTTO_VN', games: [game('HN'), game('QN')] },
    { displayName: 'Fast', gameGroupId: 'F', prizeMode: 'Elott', vendor: 'TCG_SEA', games: [game('F1')] },
  ];
  it('finds a code, and the first game of a prize mode for lobby', () => {
    expect(findLottery(groups, 'QN')).toMatchObject({ group: { gameGroupId: 'N' }, game: { code: 'QN' } });
    expect(findLottery(groups, 'lobby', 'Elott')).toMatchObject({ group: { gameGroupId: 'F' }, game: { code: 'F1' } });
    expect(findLottery(groups, 'lobby', 'lott')).toMatchObject({ game: { code: 'HN' } });
    expect(findLottery(groups, 'NOPE')).toBeUndefined();
  });
});
