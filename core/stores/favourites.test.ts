import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $favouriteBusy, $favouriteChange, $favouriteIds, favouritesStore, toggleFavourite } from './favourites.ts';
import { endSession, startSession } from './session.ts';

const signIn = () => startSession({ token: 't', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false });

describe('favourites (§4, §5)', () => {
  let calls: { method: string; path: string; query: URLSearchParams; body: string }[];
  let answers: Record<string, () => unknown>;

  beforeEach(() => {
    calls = [];
    answers = {};
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://site.test');
      const method = init.method ?? 'GET';
      calls.push({ method, path: url.pathname, query: url.searchParams, body: String(init.body ?? '') });
      const answer = answers[`${method} ${url.pathname}`]?.() ?? { success: true, value: null };
      return new Response(JSON.stringify(answer), { status: 200 });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
  });

  it('needs a session', async () => {
    expect(await toggleFavourite({ nodeId: '1', vassalage: 'JL' })).toEqual({ result: 'login' });
    expect(calls).toEqual([]);
  });

  it('adds, then removes, changing the shared list only after the platform said yes', async () => {
    signIn();
    answers['GET /wps/relay/MCSFE_getFavoriteGames'] = () => ({ success: true, value: ['9'] });
    let release!: () => void;
    answers['POST /wps/relay/MCSFE_addFavoriteGameV2'] = () => ({ success: true, value: null });
    const changes: unknown[] = [];
    const stop = $favouriteChange.listen((c) => changes.push(c));

    await favouritesStore.load();
    expect([...$favouriteIds.get()]).toEqual(['9']);

    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://site.test');
      calls.push({ method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, body: String(init.body ?? '') });
      await gate;
      return new Response(JSON.stringify({ success: true, value: null }), { status: 200 });
    });
    const adding = toggleFavourite({ nodeId: '5', vassalage: 'PG' });
    await vi.waitFor(() => expect(calls.at(-1)?.path).toBe('/wps/relay/MCSFE_addFavoriteGameV2'));
    expect($favouriteIds.get().has('5')).toBe(false); // not before the answer
    expect($favouriteBusy.get().has('5')).toBe(true);
    expect(await toggleFavourite({ nodeId: '5', vassalage: 'PG' })).toEqual({ result: 'busy' });
    release();
    expect(await adding).toEqual({ result: 'added' });
    expect(JSON.parse(calls.at(-1)!.body)).toEqual({ nodeId: '5', vendor: 'PG' });
    expect([...$favouriteIds.get()]).toEqual(['5', '9']);
    expect($favouriteBusy.get().size).toBe(0);

    expect(await toggleFavourite({ nodeId: '9', vassalage: 'JL' })).toEqual({ result: 'removed' });
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2' });
    expect(calls.at(-1)!.query.get('nodeId')).toBe('9');
    expect([...$favouriteIds.get()]).toEqual(['5']);
    expect(changes).toEqual([
      { nodeId: '5', favourite: true },
      { nodeId: '9', favourite: false },
    ]);
    stop();
  });

  it('a refused toggle leaves the list as it was', async () => {
    signIn();
    answers['GET /wps/relay/MCSFE_getFavoriteGames'] = () => ({ success: true, value: [] });
    answers['POST /wps/relay/MCSFE_addFavoriteGameV2'] = () => ({ success: false, errorCode: 'game.unknown', value: null });
    const r = await toggleFavourite({ nodeId: '5', vassalage: 'PG' });
    expect(r.result).toBe('failed');
    expect($favouriteIds.get().size).toBe(0);
  });

  it('signing out forgets the list', async () => {
    signIn();
    answers['GET /wps/relay/MCSFE_getFavoriteGames'] = () => ({ success: true, value: ['1'] });
    await favouritesStore.load();
    endSession();
    expect($favouriteIds.get().size).toBe(0);
  });
});
