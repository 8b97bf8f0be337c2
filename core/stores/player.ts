import { atom } from 'nanostores';
import { $session, type SessionInfo } from './session.ts';

/** Who is signed in, as elements may know it: never the token. */
export interface Player {
  userName: string;
  /** Customer type of §3 (0 player, 1 agent, 4 free trial…). */
  type: number;
}

export interface PlayerState {
  /** null: nobody is signed in. */
  player: Player | null;
  /**
   * Goes up by one on every change of player: sign-in, sign-out, another account. Effects that
   * load one player's data are keyed on it, so they run again for the next player.
   */
  generation: number;
}

const playerOf = (s: SessionInfo | null): Player | null => (s ? { userName: s.userName, type: s.type } : null);

/** The player-change store elements react to (the session itself, with its token, stays in core). */
export const $player = atom<PlayerState>({ player: playerOf($session.get()), generation: 0 });

let lastToken = $session.get()?.token;
$session.listen((s) => {
  const changed = s?.token !== lastToken;
  lastToken = s?.token;
  const { player, generation } = $player.get();
  const next = playerOf(s);
  // The same session stored again (a frame's sync) is no change: nothing reloads.
  if (!changed && next?.userName === player?.userName && next?.type === player?.type) return;
  $player.set({ player: next, generation: changed ? generation + 1 : generation });
});

/**
 * Runs `reset` whenever the player changes (sign-in, sign-out, another account): data that
 * belongs to one player is dropped before anyone can read it under the next. Returns the stop function.
 */
export function onPlayerChange(reset: (player: Player | null) => void): () => void {
  let seen = $player.get().generation;
  return $player.listen(({ player, generation }) => {
    if (generation === seen) return;
    seen = generation;
    reset(player);
  });
}
