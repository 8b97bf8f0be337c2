import { afterEach, describe, expect, it } from 'vitest';
import { forgetList, listKey, rememberList, takeList, type LeftList } from './listMemory.ts';
import { $session, startSession } from '../stores/session.ts';

const left = (key: string, language = 'EN'): LeftList => ({
  key,
  language,
  nodeId: '100001',
  top: 320,
  view: { filter: { gameType: 'RNG', classify: 'NEW', gameName: 'koi' }, games: [], page: 1, hasMore: true },
});

afterEach(() => {
  forgetList();
  $session.set(null);
});

describe('the list left for a game', () => {
  const rng = listKey({ gameType: 'RNG', vendor: undefined, classify: undefined, compact: false });

  it('is given once, to a list with the same attributes and language', () => {
    rememberList(left(rng));
    expect(takeList(listKey({ gameType: 'LIVE', vendor: undefined, classify: undefined, compact: false }), 'EN')).toBeUndefined();
    expect(takeList(rng, 'DE')).toBeUndefined();
    expect(takeList(rng, 'EN')?.view.filter.gameName).toBe('koi');
    expect(takeList(rng, 'EN')).toBeUndefined();
  });

  it('keys lists by their attributes, whatever their order', () => {
    expect(listKey({ a: '1', b: true })).toBe(listKey({ b: true, a: '1' }));
    expect(listKey({ a: '1' })).not.toBe(listKey({ a: '2' }));
  });

  it("is forgotten when the session changes (favourites and recents are the player's)", () => {
    rememberList(left(rng));
    startSession({ token: 'other', id: '2', merchantCode: 'MC01', userName: 'plain', type: 0, firstTimeLogin: false });
    expect(takeList(rng, 'EN')).toBeUndefined();
  });
});
