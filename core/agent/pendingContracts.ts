/**
 * After a sign-in, the pending-contract check of §4: for types other than 4, 40, 41 and 42 the
 * platform is asked which contract offers wait (daily salary, dividend, hourly salary), and each
 * raises an alert with Cancel and Go; Go opens that contract's page and ends the round. Dividend
 * contract info is fetched after a sign-in unless the type is 4, 40, 41 or 42 (§6).
 *
 * Framework-free: an element (`mc-contract-alerts`) hands in how to ask and how to go, and
 * core/agent/contract-watch.ts listens to `$player` and loads this module with the first sign-in.
 */
import { call } from '../api/request.ts';
import { contractRequests, dividendRequest, type Contract } from '../api/agent.ts';
import { checksPendingContracts, fetchesDividendInfo } from '../rules/roles.ts';
import type { Player } from '../stores/player.ts';
import { remote } from '../stores/remote.ts';
import { AGENT_PATHS } from './tiles.ts';

export type ContractKind = 'dailySalary' | 'dividend' | 'hourSalary';

export interface ContractOffer {
  kind: ContractKind;
  /** Field of the contract-request answer (§3). */
  flag: 'dailysalreqtype' | 'divtypecompperiodreq' | 'contracthoursalreq';
  /** The contract page Go opens. */
  path: string;
  /** i18n key of the alert's text. */
  message: `agent.contract.alert.${ContractKind}`;
}

/** In the order the alerts come: daily salary, dividend, hourly salary (§4). */
export const CONTRACT_OFFERS: readonly ContractOffer[] = [
  { kind: 'dailySalary', flag: 'dailysalreqtype', path: AGENT_PATHS.salaryContract, message: 'agent.contract.alert.dailySalary' },
  { kind: 'dividend', flag: 'divtypecompperiodreq', path: AGENT_PATHS.dividendContract, message: 'agent.contract.alert.dividend' },
  { kind: 'hourSalary', flag: 'contracthoursalreq', path: AGENT_PATHS.hourContract, message: 'agent.contract.alert.hourSalary' },
];

export type ContractRequests = Record<ContractOffer['flag'], boolean>;

/** The offers the answer says are waiting, in alert order. */
export const pendingOffers = (requests: ContractRequests): ContractOffer[] => CONTRACT_OFFERS.filter((o) => requests[o.flag]);

export interface ContractAlertUi {
  /** Shows the alert for an offer; resolves true for Go, false for Cancel. */
  ask(offer: ContractOffer): Promise<boolean>;
  /** Opens the offer's contract page. */
  open(offer: ContractOffer): void;
}

/** Dividend contract info of the signed-in agent (null: no open offer). */
export const dividendInfoStore = remote<Contract | null>((signal) => call(dividendRequest, {}, { signal }));

/**
 * One round of alerts for a session type. Resolves with the offer the agent chose to open, or
 * null (exempt type, nothing pending, every alert cancelled, or the check failed: it is a
 * courtesy, never an error in the agent's face).
 */
export async function runContractAlerts(
  type: number,
  ui: ContractAlertUi,
  fetchRequests: () => Promise<ContractRequests> = () => call(contractRequests, undefined),
): Promise<ContractOffer | null> {
  if (!checksPendingContracts(type)) return null;
  let requests: ContractRequests;
  try {
    requests = await fetchRequests();
  } catch {
    return null;
  }
  for (const offer of pendingOffers(requests)) {
    if (await ui.ask(offer)) {
      ui.open(offer);
      return offer;
    }
  }
  return null;
}

/**
 * What a change of player starts (core/agent/contract-watch.ts calls it, with the page's first
 * alert element's `ui`): for a player, their dividend info when their type has one and a round
 * of alerts; for nobody (signed out), the dividend info goes.
 */
export function afterPlayerChange(player: Player | null, ui: ContractAlertUi | undefined): Promise<ContractOffer | null> | undefined {
  if (!player) {
    dividendInfoStore.reset();
    return undefined;
  }
  if (fetchesDividendInfo(player.type)) void dividendInfoStore.load({ force: true });
  else dividendInfoStore.reset();
  return ui && runContractAlerts(player.type, ui);
}
