/**
 * Inbox counts (§3 "inbox counts", §7 CSP_unreadCount): the unread count the member centre's
 * message icon and the message centre show, fetched only with a session and dropped with it.
 * Marking messages read goes through here so every view of the count follows at once.
 */
import { computed } from 'nanostores';
import { call } from '../api/request.ts';
import { markAllInboxRead, markInboxRead, unreadCount } from '../api/inbox.ts';
import { reloadLoaded, remote } from './remote.ts';
import { $session } from './session.ts';
import { onPlayerChange } from './player.ts';

export const unreadStore = remote<number>((signal) => call(unreadCount, undefined, { signal }));

/** 0 without a session or before the count is known. */
export const $unreadCount = computed([unreadStore.$state, $session], (s, session) => (session ? Math.max(0, s.value ?? 0) : 0));

/** Loads the count when there is a session (a visitor has no inbox). */
export function loadUnreadCount(force = false): Promise<number | undefined> {
  if (!$session.get()) return Promise.resolve(undefined);
  return unreadStore.load({ force });
}

/** Marks one message read; the platform answers the unread count after it, which becomes the count. */
export async function markMessageRead(id: string, signal?: AbortSignal): Promise<number> {
  const count = await call(markInboxRead, { id }, { signal });
  unreadStore.set(count);
  return count;
}

export async function markAllMessagesRead(signal?: AbortSignal): Promise<number> {
  const count = await call(markAllInboxRead, undefined, { signal });
  unreadStore.set(count);
  return count;
}

// The count belongs to the player: forget it when the player changes.
onPlayerChange(
  () => unreadStore.reset(),
  () => reloadLoaded(unreadStore),
);
