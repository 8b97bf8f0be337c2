/**
 * After a sign-in, the pending-contract check of §4: for types other than 4, 40, 41 and 42 the
 * platform is asked which contract offers wait (daily salary, dividend, hourly salary), and each
 * raises an alert with Cancel and Go; Go opens that contract's page and ends the round. Dividend
 * contract info is fetched after a sign-in unless the type is 4, 40, 41 or 42 (§6).
 *
 * Framework-free: an element (`mc-contract-alerts`) hands in how to ask and how to go, and the
 * module listens to `$player`. Only a change of player (a new sign-in) starts a round, so a
 * reload with a stored session asks nothing, and two elements on a page never ask twice.
 */
import { call } from '../api/request.ts';
import { contractRequests, dividendRequest, type Contract } from '../api/agent.ts';
import { checksPendingContracts, fetchesDividendInfo } from '../rules/roles.ts';
import { onPlayerChange, type Player } from '../stores/player.ts';
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

const owners: ContractAlertUi[] = [];
let unlisten: (() => void) | undefined;
let round: Promise<ContractOffer | null> | undefined;

function onPlayer(player: Player | null): void {
  if (!player) {
    dividendInfoStore.reset();
    return;
  }
  if (fetchesDividendInfo(player.type)) void dividendInfoStore.load({ force: true });
  else dividendInfoStore.reset();
  const ui = owners[0];
  if (ui) round = runContractAlerts(player.type, ui);
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

/** The round the last sign-in started (tests wait for it). */
export const lastRound = (): Promise<ContractOffer | null> | undefined => round;
