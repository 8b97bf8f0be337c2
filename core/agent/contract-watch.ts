/**
 * Listens for sign-ins on behalf of the contract alerts (§4) and loads their code
 * (core/agent/pendingContracts.ts: the contract calls, the agent pages' paths, the dividend info)
 * with the first one: `<mc-contract-alerts>` is on every page of the site, and a visitor's page
 * never needs it. Only a change of player (a new sign-in) starts a round, so a reload with a
 * stored session asks nothing, and two elements on a page never ask twice.
 */
import { mayImport } from '../app/connection.ts';
import { onPlayerChange, type Player } from '../stores/player.ts';
import type { ContractAlertUi, ContractOffer } from './pendingContracts.ts';

const owners: ContractAlertUi[] = [];
let unlisten: (() => void) | undefined;
let round: Promise<ContractOffer | null | undefined> | undefined;
let loading: Promise<Alerts> | undefined;
let loaded: Alerts | undefined;
type Alerts = typeof import('./pendingContracts.ts');

function onPlayer(player: Player | null): void {
  // The asker is the first element registered when the player changed, not when the code came.
  const ui = owners[0];
  if (loaded) {
    round = Promise.resolve(loaded.afterPlayerChange(player, ui));
    return;
  }
  // Signed out before anyone signed in: nothing of theirs was loaded, nothing to clear.
  if (!player && !loading) return;
  // Offline with no service worker holding the code, the download would fail, and a browser
  // keeps a module that failed as failed for the document: no later sign-in could load it. The
  // alerts are a courtesy: this round goes unasked, the next sign-in asks.
  if (!loading && !mayImport()) {
    round = Promise.resolve(null);
    return;
  }
  loading ??= import('./pendingContracts.ts').then(
    (alerts) => (loaded = alerts),
    (error: unknown) => {
      // Offline: the next sign-in tries again (the alerts are a courtesy: this one goes unasked).
      loading = undefined;
      throw error;
    },
  );
  round = loading.then(
    (alerts) => alerts.afterPlayerChange(player, ui),
    () => null,
  );
}

/**
 * Starts listening for sign-ins with `ui`; returns the stop function. Several callers may
 * register (two elements on a page): the first one still registered does the asking.
 */
export function watchSignIns(ui: ContractAlertUi): () => void {
  owners.push(ui);
  unlisten ??= onPlayerChange(onPlayer);
  return () => {
    const i = owners.indexOf(ui);
    if (i >= 0) owners.splice(i, 1);
    if (owners.length === 0) {
      unlisten?.();
      unlisten = undefined;
    }
  };
}

/** The round the last change of player started (tests wait for it). */
export const lastRound = (): Promise<ContractOffer | null | undefined> | undefined => round;
