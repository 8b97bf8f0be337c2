/** Wallet (§3) and the header's show/hide state (§4). */
import { atom } from 'nanostores';
import { call } from '../api/request.ts';
import { balance, type Balance } from '../api/wallet.ts';
import { reloadLoaded, remote } from './remote.ts';
import { onPlayerChange } from './player.ts';
import { readText, writeText, STORAGE_KEYS } from '../storage.ts';

export const walletStore = remote<Balance>((signal) => call(balance, undefined, { signal }));

export const $balanceHidden = atom<boolean>(readText('local', STORAGE_KEYS.balanceHidden) === '1');
/** True while a refresh runs: the balance stays hidden until the reload finishes (§4). */
export const $balanceRefreshing = atom(false);

export function toggleBalanceHidden(): void {
  const next = !$balanceHidden.get();
  writeText('local', STORAGE_KEYS.balanceHidden, next ? '1' : '0');
  $balanceHidden.set(next);
}

export async function refreshBalance(): Promise<Balance | undefined> {
  $balanceRefreshing.set(true);
  try {
    return await walletStore.load({ force: true });
  } finally {
    $balanceRefreshing.set(false);
  }
}

onPlayerChange(
  () => walletStore.reset(),
  () => reloadLoaded(walletStore),
);
