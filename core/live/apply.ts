/**
 * What each live event changes in the core's stores, so every element that shows the balance,
 * the unread count, an order's status, the responsible-gaming state, the session or the
 * maintenance state follows with no code of its own; then `mc-live` on document tells the page.
 *
 * - balance: the wallet store's total (the header, the member centre, the money pages…);
 * - moneyOrder: the order's status over what the money pages loaded (core/stores/money.ts);
 * - inbox: the unread count (core/stores/inbox.ts);
 * - limitReached: a toast in the player's language (unless one is on show: the refused call's
 *   own), and the limits again if a page shows them;
 * - realityCheck: <mc-reality-check> checks the play session at once;
 * - sessionEnded: the session ends as a refused token ends it (endSession('expired')): a page
 *   kept for its player keeps what they typed behind the login dialog;
 * - maintenance: the initial configuration's flag, which the site's start-up mode and the kit's
 *   mc-error of kind maintenance already follow.
 */
import { emit, type McLiveDetail } from '../events.ts';
import { hasText, loadTexts } from '../i18n.ts';
import { isClosing } from '../stores/closing.ts';
import { unreadStore } from '../stores/inbox.ts';
import { orderUpdated } from '../stores/money.ts';
import { initialConfigStore } from '../stores/platform.ts';
import { $liveEvent, realityCheckDue } from '../stores/live.ts';
import { rgStatusStore } from '../stores/responsibleGaming.ts';
import { reloadLoaded } from '../stores/remote.ts';
import { $session, endSession } from '../stores/session.ts';
import { $toast, showToast } from '../stores/toast.ts';
import { walletStore } from '../stores/wallet.ts';
import { TOAST_LONG_MS } from '../rules/constants.ts';
import type { LiveEvent } from './events.ts';

/** The page-facing detail of an event (McLiveDetail: `type` and the payload's fields, no nulls). */
export function liveDetail(event: LiveEvent): McLiveDetail {
  const detail: Record<string, unknown> = { type: event.type };
  for (const [key, value] of Object.entries(event.data)) if (value !== null && value !== undefined) detail[key] = value;
  return detail as unknown as McLiveDetail;
}

/**
 * Applies `event`, heard on the stream of `token` (undefined: the public stream). An event for a
 * session that is no longer this page's changes nothing.
 */
export function applyLiveEvent(event: LiveEvent, token: string | undefined): void {
  const session = $session.get();
  if (event.type !== 'maintenance' && (token === undefined || session?.token !== token)) return;
  switch (event.type) {
    case 'balance': {
      const wallet = walletStore.$state.get().value;
      if (wallet) walletStore.set({ ...wallet, sumBalance: event.data.sumBalance });
      break;
    }
    case 'moneyOrder':
      orderUpdated(event.data.id, { kind: event.data.kind, status: event.data.status, amount: event.data.amount });
      break;
    case 'inbox':
      unreadStore.set(Math.max(0, Math.floor(event.data.unread)));
      break;
    case 'limitReached':
      reloadLoaded(rgStatusStore);
      void limitToast(event.data.kind, event.data.message);
      break;
    case 'realityCheck':
      realityCheckDue();
      break;
    case 'sessionEnded':
      // This page ending the session itself (a sign-out) finishes that on its own.
      if (token && !isClosing(token)) endSession('expired');
      break;
    case 'maintenance': {
      const config = initialConfigStore.$state.get().value;
      if (config && config.maintenance !== event.data.on) initialConfigStore.set({ ...config, maintenance: event.data.on });
      break;
    }
  }
  const detail = liveDetail(event);
  $liveEvent.set({ id: event.id, detail });
  if (typeof document !== 'undefined') emit(document, 'mc-live', detail);
}

/**
 * The limit's text in the player's language (its part loads now: few pages ever show it), unless
 * a toast is on show: the page whose call the limit refused says so itself, with more (what is
 * left), and that says it better than this one.
 */
async function limitToast(kind: string, message: string): Promise<void> {
  await loadTexts(['live']).catch(() => undefined);
  if ($toast.get()) return;
  const key = `live.limit.${kind}`;
  if (hasText(key)) showToast({ kind: 'info', message: key, durationMs: TOAST_LONG_MS });
  else if (message.trim()) showToast({ kind: 'info', message: message.trim().slice(0, 300), literal: true, durationMs: TOAST_LONG_MS });
  else showToast({ kind: 'info', message: 'live.limit.other', durationMs: TOAST_LONG_MS });
}
