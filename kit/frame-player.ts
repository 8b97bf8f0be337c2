/**
 * What a frame does once it has a signed-in player (kit/frame.ts asks for this file then; a
 * visitor's form never loads it, nor the wallet and live stores it brings): keeps the page told
 * of the balance where the merchant allows it, passes on the live events a partner may know, and
 * starts the live client (core/live/start.ts).
 */
import { startLiveLater } from '../core/live/start.ts';
import { $liveEvent } from '../core/stores/live.ts';
import { $whitelabel, loadInitialConfig } from '../core/stores/platform.ts';
import { $session } from '../core/stores/session.ts';
import { walletStore } from '../core/stores/wallet.ts';
import { PARTNER_BALANCE_FLAG, PARTNER_LIVE, pageDetail, type FromFrame, type SessionSummary } from './frame-protocol.ts';

const balanceShown = (): boolean => $whitelabel.get()[PARTNER_BALANCE_FLAG] === true;

/** The balance the page may know: only where the merchant allows it, once the wallet is known. */
export function partnerBalance(): SessionSummary['balance'] {
  const wallet = balanceShown() ? walletStore.$state.get().value : undefined;
  return wallet ? { sumBalance: wallet.sumBalance, currency: wallet.currency, currencySymbol: wallet.currencySymbol } : undefined;
}

let following = false;

/** Once per frame: `sendSession` tells the page the session again, the balance with it. */
export function followPlayer(send: (message: FromFrame) => void, sendSession: () => void): void {
  if (following) return;
  following = true;
  void loadInitialConfig();
  // The balance crosses only where the merchant allows it: then the frame keeps the page told.
  $whitelabel.subscribe((flags) => {
    if (flags[PARTNER_BALANCE_FLAG] === true && $session.get()) void walletStore.load();
  });
  walletStore.$state.listen(() => {
    if (balanceShown()) sendSession();
  });
  $liveEvent.listen((live) => {
    const type = live?.detail.type;
    if (!live || !type || !Object.hasOwn(PARTNER_LIVE, type) || (type === 'balance' && !balanceShown())) return;
    const detail = pageDetail('', live.detail, PARTNER_LIVE[type]);
    if (detail) send({ mc: 'frame', type: 'live', id: live.id, detail: { ...detail, type } });
  });
  startLiveLater(false);
}
