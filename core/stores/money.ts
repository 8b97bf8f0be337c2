/**
 * After money moved (deposit approved, withdrawal, transfer, rebate or promotion claimed) the
 * header balance follows: the answer's balance when the call returned one, else a reload.
 *
 * Orders whose status the platform told the live stream about (core/live/apply.ts): the money
 * pages show these statuses over what their lists loaded, and a deposit waiting for approval
 * hears it without asking.
 */
import { map } from 'nanostores';
import type { Balance } from '../api/wallet.ts';
import { refreshBalance, walletStore } from './wallet.ts';
import { onPlayerChange } from './player.ts';

export async function moneyMoved(balance?: Balance): Promise<void> {
  if (balance) walletStore.set(balance);
  else await refreshBalance();
}

export interface OrderUpdate {
  kind: 'deposit' | 'withdrawal';
  /** The platform's status (moneyStatus() in core/rules/money.ts reads it). */
  status: string;
  amount: number;
}

/** Order id → its latest status heard live. */
export const $orderUpdates = map<Record<string, OrderUpdate>>({});

export function orderUpdated(id: string, update: OrderUpdate): void {
  $orderUpdates.setKey(id, update);
}

onPlayerChange(() => $orderUpdates.set({}));
