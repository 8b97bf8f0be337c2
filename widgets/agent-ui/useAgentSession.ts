/**
 * The agency centre's access rule for every page of it (§2.13, §6): a visitor without a session
 * or with a type that has no agency centre (0, 4, 40) is sent to /m/home. Returns the player
 * (never the token) with its generation when the page may show: the pages key their loads on it.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $session, readStoredSession } from '../../core/stores/session.ts';
import { $player, type Player } from '../../core/stores/player.ts';
import { mayOpenAgencyCentre } from '../../core/agent/tiles.ts';
import { navigate } from '../../core/nav.ts';

export function useAgentSession(host: EventTarget): (Player & { generation: number }) | null {
  const { player, generation } = useStore($player);
  const allowed = mayOpenAgencyCentre(player);
  useEffect(() => {
    if (!allowed) navigate(host, 'home', { replace: true });
  }, [allowed, host]);
  return allowed && player ? { ...player, generation } : null;
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
