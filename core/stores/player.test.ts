import { beforeEach, describe, expect, it } from 'vitest';
import { $session, endSession, startSession, type SessionInfo } from './session.ts';
import { $player, onPlayerChange } from './player.ts';

const demo: SessionInfo = { token: 'tok_demo_0001', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false };
const agent: SessionInfo = { token: 'tok_agent_0002', id: '2', merchantCode: 'MC01', userName: 'agent', type: 1, firstTimeLogin: false };

beforeEach(() => $session.set(null));

describe('the player-change store', () => {
  it('says who is signed in and counts every change of player: sign-in, another account, sign-out', () => {
    const start = $player.get().generation;
    expect($player.get().player).toBeNull();
    startSession(demo);
    expect($player.get()).toEqual({ player: { userName: 'demo', type: 0 }, generation: start + 1 });
    startSession(agent);
    expect($player.get()).toEqual({ player: { userName: 'agent', type: 1 }, generation: start + 2 });
    endSession();
    expect($player.get()).toEqual({ player: null, generation: start + 3 });
  });

  it('never holds the token', () => {
    startSession(demo);
    expect(JSON.stringify($player.get())).not.toContain(demo.token);
  });

  it('the same session stored again (a frame syncing from storage) is no change', () => {
    startSession(demo);
    const before = $player.get();
    $session.set({ ...demo });
    expect($player.get()).toBe(before);
  });

  it('a new token for the same account is a new player generation: its data is loaded again', () => {
    startSession(demo);
    const { generation } = $player.get();
    startSession({ ...demo, token: 'tok_demo_0003' });
    expect($player.get().generation).toBe(generation + 1);
  });

  it('onPlayerChange hears each change once, with the new player, until stopped', () => {
    const heard: (string | null)[] = [];
    const stop = onPlayerChange((p) => heard.push(p?.userName ?? null));
    startSession(demo);
    $session.set({ ...demo });
    startSession(agent);
    endSession();
    stop();
    startSession(demo);
    expect(heard).toEqual(['demo', 'agent', null]);
  });
});
