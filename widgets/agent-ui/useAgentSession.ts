/**
 * The agency centre's access rule for every page of it (§2.13, §6): a visitor without a session
 * or with a type that has no agency centre (0, 4, 40) is sent to /m/home. Returns the player
 * (never the token) with its generation when the page may show: the pages key their loads on it.
 *
 * When the platform ends the session while a form on the page is kept for its player (AgentOnly),
 * that is no change of player (core/stores/player.ts: the generation stays): the page stays as it
 * was beside the form, for the same player to come back, rather than leave with the form.
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $session, readStoredSession } from '../../core/stores/session.ts';
import { $player, type Player } from '../../core/stores/player.ts';
import { mayOpenAgencyCentre } from '../../core/agent/tiles.ts';
import { navigate } from '../../core/nav.ts';

export function useAgentSession(host: EventTarget): (Player & { generation: number }) | null {
  const { player, generation } = useStore($player);
  /** Whom the page last showed, and in which generation. */
  const shown = useRef<(Player & { generation: number }) | null>(null);
  if (mayOpenAgencyCentre(player)) shown.current = { ...player!, generation };
  else if (player !== null || shown.current?.generation !== generation) shown.current = null;
  const allowed = shown.current !== null;
  useEffect(() => {
    if (!allowed) navigate(host, 'home', { replace: true });
  }, [allowed, host]);
  return shown.current;
}

/** A member session is stored (sessionStorage MC_SESSION_INFO) and known to the core. */
export function hasStoredSession(): boolean {
  return $session.get() !== null && readStoredSession() !== null;
}

/** Goes to an agency-centre path only while a member session is stored (§2.13: else nothing happens). */
export function agentGo(host: EventTarget, path: string): boolean {
  if (!hasStoredSession()) return false;
  navigate(host, path as `/${string}`);
  return true;
}
