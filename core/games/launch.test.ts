import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $launching, $openGame, $recentsVersion, backTarget, planLaunch, roomNeedsConfirm, roomTypeOf, startGame, type LaunchGameDetail } from './launch.ts';
import { $confirm } from '../stores/dialog.ts';
import { endSession, startSession } from '../stores/session.ts';
import { $language } from '../stores/language.ts';

const JL = { nodeId: '100001', vassalage: 'JL', gameId: 'JL-0001', gameType: 'RNG', displayName: 'Golden Koi' };

describe('planLaunch (§4)', () => {
  const ctx = { signedIn: true, language: 'PT' };

  it('sends a visitor to login', () => {
    expect(planLaunch(JL, { ...ctx, signedIn: false })).toEqual({ kind: 'login' });
  });

  it('calls launchGame with the player’s language, real money by default', () => {
    expect(planLaunch(JL, ctx)).toEqual({
      kind: 'call',
      params: {
        vendor: 'JL',
        vassalage: 'JL',
        nodeId: '100001',
        gameId: 'JL-0001',
        gameCategory: 'RNG',
        platform: 'html5',
        clientType: 2,
        accountType: 1,
        language: 'PT',
      },
    });
    expect(planLaunch(JL, { ...ctx, freePlay: true })).toMatchObject({ params: { accountType: 0 } });
  });

  it('launches TCG_LOTTO_VN and TCG_SEA with gameCode lobby', () => {
    for (const vendor of ['TCG_LOTTO_VN', 'TCG_SEA']) {
      expect(planLaunch({ nodeId: '1', vassalage: vendor }, ctx)).toMatchObject({ kind: 'call', params: { gameCode: 'lobby', vendor } });
    }
    expect(planLaunch(JL, ctx)).not.toHaveProperty('params.gameCode');
  });

  it('sends LOTT and ELOTT vendors to the lottery launch route', () => {
    expect(planLaunch({ nodeId: '7', vassalage: 'LOTT', gameId: 'HN' }, ctx)).toEqual({
      kind: 'lottery',
      query: { playType: 'trad', prize_mode: 'Lott', code: 'HN', pageBack: 'home' },
    });
    expect(planLaunch({ nodeId: '8', vassalage: 'ELOTT' }, { ...ctx, playType: 'ent', pageBack: 'lottery' })).toEqual({
      kind: 'lottery',
      query: { playType: 'ent', prize_mode: 'Elott', code: 'lobby', pageBack: 'lottery' },
    });
    // On the launch page itself the route is not taken again (no loop).
    expect(planLaunch({ nodeId: '7', vassalage: 'LOTT' }, { ...ctx, onLaunchPage: true }).kind).toBe('call');
  });

  it('the way back goes to a named page, else one step back', () => {
    expect(backTarget('home')).toBe('home');
    expect(backTarget('lottery')).toBe('lottery');
    expect(backTarget(undefined)).toBe('back');
    expect(backTarget('javascript:alert(1)')).toBe('back');
  });
});

describe('startGame', () => {
  let target: EventTarget;
  let navigations: string[];
  let launches: LaunchGameDetail[];
  let calls: URL[];
  let release: (() => void) | undefined;

  beforeEach(() => {
    target = new EventTarget();
    navigations = [];
    launches = [];
    calls = [];
    target.addEventListener('mc-navigate', (e) => {
      e.preventDefault();
      navigations.push((e as CustomEvent<{ path: string }>).detail.path);
    });
    target.addEventListener('mc-launch-game', (e) => launches.push((e as CustomEvent<LaunchGameDetail>).detail));
    vi.stubGlobal('fetch', async (input: string) => {
      const url = new URL(input, 'http://site.test');
      calls.push(url);
      if (url.pathname === '/wps/game/launchGame') await new Promise<void>((r) => (release = r));
      const value = url.pathname === '/wps/game/launchGame' ? { url: '/games/play?ticket=abc' } : null;
      return new Response(JSON.stringify({ success: true, value }), { status: 200 });
    });
    startSession({ token: 't', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false });
    $language.set('TY');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
    $language.set('EN');
    $openGame.set(null);
  });

  it('logged out: goes to /m/login and calls nothing', async () => {
    endSession();
    expect(await startGame(target, JL)).toEqual({ outcome: 'login' });
    expect(navigations).toEqual(['/m/login']);
    expect(calls).toEqual([]);
  });

  it('launches once: a second start while the first is in flight does nothing', async () => {
    const first = startGame(target, JL);
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    expect($launching.get()).toBe('100001');
    expect(await startGame(target, JL)).toEqual({ outcome: 'busy' });
    expect(await startGame(target, { ...JL, nodeId: '100002' })).toEqual({ outcome: 'busy' });
    const version = $recentsVersion.get();
    release!();
    const outcome = await first;
    expect(outcome.outcome).toBe('opened');
    expect($launching.get()).toBe(null);
    expect(calls.filter((u) => u.pathname === '/wps/game/launchGame')).toHaveLength(1);
    expect(calls[0]!.searchParams.get('language')).toBe('TY');
    expect(launches).toEqual([{ nodeId: '100001', vendor: 'JL', gameType: 'RNG', displayName: 'Golden Koi', url: '/games/play?ticket=abc' }]);
    expect(navigations).toEqual(['/m/launchGame?nodeId=100001&vendor=JL']);
    expect($openGame.get()).toMatchObject({ url: '/games/play?ticket=abc', game: { nodeId: '100001' } });
    await vi.waitFor(() => expect($recentsVersion.get()).toBe(version + 1));
    expect(calls.some((u) => u.pathname === '/wps/relay/MCS2_addRecentGame' && u.searchParams.get('nodeId') === '100001')).toBe(true);
  });

  it('a page that cancels mc-launch-game opens the game itself: no navigation', async () => {
    target.addEventListener('mc-launch-game', (e) => e.preventDefault());
    const pending = startGame(target, JL);
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    release!();
    expect(await pending).toEqual({ outcome: 'cancelled' });
    expect(navigations).toEqual([]);
  });

  it('a failed launch is returned and frees the next tap', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, errorCode: 'game.unknown', value: null }), { status: 200 }));
    const outcome = await startGame(target, JL);
    expect(outcome.outcome).toBe('failed');
    expect($launching.get()).toBe(null);
    expect(navigations).toEqual([]);
  });

  describe('live room types (§4)', () => {
    const room = (roomType: string) => ({ nodeId: '200001', vassalage: 'EVO', gameType: 'LIVE', displayName: 'Baccarat 1', roomType });

    it('reads the platform’s room type whatever its case; VIP and paid rooms are asked about', () => {
      expect(['free', 'VIP', 'vip', 'Paid', 'other', undefined].map(roomTypeOf)).toEqual(['free', 'VIP', 'VIP', 'paid', undefined, undefined]);
      expect(['free', 'VIP', 'paid', undefined].map((r) => roomNeedsConfirm(roomTypeOf(r)))).toEqual([false, true, true, false]);
    });

    it('a VIP or paid room asks first, naming the type; Cancel launches nothing', async () => {
      for (const type of ['VIP', 'paid'] as const) {
        const asked: string[] = [];
        const outcome = await startGame(target, room(type), {
          confirmRoom: async (t, game) => {
            asked.push(`${t}:${game.nodeId}`);
            return false;
          },
        });
        expect(outcome).toEqual({ outcome: 'declined' });
        expect(asked).toEqual([`${type}:200001`]);
      }
      expect(calls).toEqual([]);
      expect(navigations).toEqual([]);
      expect($launching.get()).toBe(null);
    });

    it('confirmed, the room launches with its type in the event and the launch page’s address; a second tap while asking does nothing', async () => {
      let answer: ((ok: boolean) => void) | undefined;
      const pending = startGame(target, room('paid'), { confirmRoom: () => new Promise((r) => (answer = r)) });
      await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
      expect(await startGame(target, room('free'))).toEqual({ outcome: 'busy' });
      answer!(true);
      await vi.waitFor(() => expect(release).toBeTypeOf('function'));
      release!();
      expect((await pending).outcome).toBe('opened');
      expect(launches.map((l) => l.roomType)).toEqual(['paid']);
      expect(navigations).toEqual(['/m/launchGame?nodeId=200001&vendor=EVO&roomType=paid']);
    });

    it('a free room launches as before, without a question; by default the kit’s confirm dialog asks', async () => {
      const free = startGame(target, room('free'));
      await vi.waitFor(() => expect(release).toBeTypeOf('function'));
      expect($confirm.get()).toBe(null);
      release!();
      expect((await free).outcome).toBe('opened');

      release = undefined;
      const vip = startGame(target, room('VIP'));
      await vi.waitFor(() => expect($confirm.get()).not.toBe(null));
      expect($confirm.get()).toMatchObject({
        title: 'games.room.VIP',
        message: 'games.room.confirm.VIP',
        confirmLabel: 'games.room.enter',
        cancelLabel: 'common.cancel',
      });
      $confirm.get()!.resolve(false);
      expect(await vip).toEqual({ outcome: 'declined' });
    });
  });
});
