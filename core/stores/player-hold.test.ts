import { afterEach, describe, expect, it, vi } from 'vitest';
import { $session, $sessionEnd, endSession, startSession, type SessionInfo } from './session.ts';
import { $player, keepForPlayer, onPlayerChange } from './player.ts';

const info = (userName: string, token = `token-${userName}-1`): SessionInfo => ({
  token,
  id: '1',
  merchantCode: 'MC01',
  userName,
  type: 0,
  firstTimeLogin: false,
});

describe('onPlayerChange while a page is kept for its player', () => {
  const reset = vi.fn();
  const back = vi.fn();
  onPlayerChange(reset, back);
  let release = () => {};
  /** A member page open, as MemberOnly keeps it. */
  const keepPage = () => {
    release = keepForPlayer();
  };
  afterEach(() => {
    release();
    $session.set(null);
    $sessionEnd.set(null);
    reset.mockClear();
    back.mockClear();
  });

  it('resets on sign-in, on a sign-out and on another account', () => {
    startSession(info('demo'));
    expect(reset).toHaveBeenCalledTimes(1);
    endSession();
    expect(reset).toHaveBeenCalledTimes(2);
    startSession(info('demo', 'token-demo-2'));
    startSession(info('plain'));
    expect(reset).toHaveBeenCalledTimes(4);
    expect(back).not.toHaveBeenCalled();
  });

  it('keeps the data while a page kept for the player waits for them after the platform ended the session; that player back gets `back`, not a reset', () => {
    keepPage();
    startSession(info('demo'));
    const { generation } = $player.get();
    reset.mockClear();
    endSession('expired');
    expect(reset).not.toHaveBeenCalled();
    // Nobody is signed in meanwhile, but the page's effects keyed on the generation do not run again.
    expect($player.get()).toEqual({ player: null, generation });
    startSession(info('demo', 'token-demo-2'));
    expect(reset).not.toHaveBeenCalled();
    expect(back).toHaveBeenCalledTimes(1);
    expect($player.get()).toEqual({ player: { userName: 'demo', type: 0 }, generation });
    // Back to normal: the next end the player asks for drops the data.
    endSession();
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('another player signing in after the platform ended a session gets a reset', () => {
    keepPage();
    startSession(info('demo'));
    reset.mockClear();
    const { generation } = $player.get();
    endSession('expired');
    startSession(info('plain'));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
    expect($player.get()).toEqual({ player: { userName: 'plain', type: 0 }, generation: generation + 1 });
  });

  it('forgetting the end while no one is signed in lets the data go', () => {
    keepPage();
    startSession(info('demo'));
    endSession('expired');
    reset.mockClear();
    $sessionEnd.set(null);
    expect(reset).toHaveBeenCalledTimes(1);
    startSession(info('demo', 'token-demo-2'));
    expect(reset).toHaveBeenCalledTimes(2);
    expect(back).not.toHaveBeenCalled();
  });

  it('with no page kept for the player, a session the platform ended drops the data at once', () => {
    startSession(info('demo'));
    reset.mockClear();
    endSession('expired');
    expect(reset).toHaveBeenCalledTimes(1);
    startSession(info('demo', 'token-demo-2'));
    expect(back).not.toHaveBeenCalled();
  });

  it('the kept page going lets the data go', () => {
    keepPage();
    startSession(info('demo'));
    endSession('expired');
    reset.mockClear();
    release();
    expect(reset).toHaveBeenCalledTimes(1);
    release(); // once only
    expect(reset).toHaveBeenCalledTimes(1);
    startSession(info('demo', 'token-demo-2'));
    expect(back).not.toHaveBeenCalled();
  });
});
