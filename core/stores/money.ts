/**
 * After money moved (deposit approved, withdrawal, transfer, rebate or promotion claimed) the
 * header balance follows: the answer's balance when the call returned one, else a reload.
 */
import type { Balance } from '../api/wallet.ts';
import { refreshBalance, walletStore } from './wallet.ts';

export async function moneyMoved(balance?: Balance): Promise<void> {
  if (balance) walletStore.set(balance);
  else await refreshBalance();
}
