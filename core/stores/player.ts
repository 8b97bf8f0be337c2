import { atom } from 'nanostores';
import { $session, $sessionEnd, type SessionInfo } from './session.ts';

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
   * load one player's data are keyed on it, so they run again for the next player. A session the
   * platform ended under a page kept for its player is not a change until someone else signs in
   * (see keepForPlayer): the player reads null meanwhile, the generation stays.
   */
  generation: number;
}

const playerOf = (s: SessionInfo | null): Player | null => (s ? { userName: s.userName, type: s.type } : null);
const samePlayer = (a: Player | null, b: Player | null) => a?.userName === b?.userName && a?.type === b?.type;

/** The player-change store elements react to (the session itself, with its token, stays in core). */
export const $player = atom<PlayerState>({ player: playerOf($session.get()), generation: 0 });

interface PlayerWatch {
  reset: (player: Player | null) => void;
  back?: () => void;
}
const watches = new Set<PlayerWatch>();
/** The session token the stores' data belongs to, and whom they keep it for while no one is signed in. */
const holder = { token: $session.get()?.token, keptFor: null as string | null };
/** Pages open that keep themselves for their player when the platform ends the session. */
let keepers = 0;

/** A change of player: a new generation, and every store drops what it held. */
function changePlayer(): void {
  const player = playerOf($session.get());
  $player.set({ player, generation: $player.get().generation + 1 });
  for (const w of [...watches]) w.reset(player);
}

/** Who is signed in now, in the same generation (the same session stored again, a kept page waiting or its player back). */
function showPlayer(): void {
  const player = playerOf($session.get());
  const current = $player.get();
  if (!samePlayer(current.player, player)) $player.set({ player, generation: current.generation });
}

/**
 * The player a session the platform ended waits for (their user name), while no one is signed in:
 * their page and its data stay behind the login dialog until they sign in again where they are.
 */
function awaitedPlayer(): string | null {
  const end = $sessionEnd.get();
  return $session.get() === null && end?.reason === 'expired' ? end.userName : null;
}

/**
 * For a page that keeps itself, with what the player typed, for its player when the platform
 * ends the session (widgets/account-ui/MemberOnly.tsx): while one is open, that player's data stays with
 * it. Returns what to call when the page is gone; the last one gone lets the data go.
 */
export function keepForPlayer(): () => void {
  keepers++;
  let kept = true;
  return () => {
    if (!kept) return;
    kept = false;
    keepers--;
    if (keepers === 0 && holder.keptFor !== null) {
      holder.keptFor = null;
      changePlayer();
    }
  };
}

function followPlayer(): void {
  const session = $session.get();
  const awaited = awaitedPlayer();
  if (session) {
    // The same session stored again (a frame's sync) is no change: nothing reloads.
    if (session.token === holder.token) {
      showPlayer();
      return;
    }
    const back = holder.keptFor === session.userName;
    Object.assign(holder, { token: session.token, keptFor: null });
    if (back) {
      showPlayer();
      for (const w of [...watches]) w.back?.();
    } else changePlayer();
    return;
  }
  if (holder.token !== undefined) {
    // Just signed out: kept when the platform ended the session under a page kept for the
    // player, dropped when the player asked or nothing waits for them.
    const keptFor = keepers > 0 ? awaited : null;
    Object.assign(holder, { token: undefined, keptFor });
    if (keptFor === null) changePlayer();
    else showPlayer();
  } else if (holder.keptFor !== null && awaited !== holder.keptFor) {
    // The end was forgotten without anyone signing in: no one is waited for any more.
    holder.keptFor = null;
    changePlayer();
  }
}
$session.listen(followPlayer);
$sessionEnd.listen(followPlayer);

/**
 * Runs `reset` whenever the player changes (sign-in, sign-out, another account): data that
 * belongs to one player is dropped before anyone can read it under the next. Returns the stop
 * function.
 *
 * A session the platform ended (revoked, expired, unusable) under a page kept for the player
 * (keepForPlayer) is not yet a change: the data stays while that page waits for them to sign in
 * again, so a form they were filling keeps what they typed. If they do, `back` runs instead of
 * `reset` (for data that may have moved meanwhile, like the balance); anyone else signing in, or
 * the page going, gets `reset`.
 */
export function onPlayerChange(reset: (player: Player | null) => void, back?: () => void): () => void {
  const watch: PlayerWatch = { reset, back };
  watches.add(watch);
  return () => watches.delete(watch);
}
