/**
 * Inbox counts (§3 "inbox counts", §7 CSP_unreadCount): the unread count the member centre's
 * message icon and the message centre show, fetched only with a session and dropped with it.
 * Marking messages read goes through here so every view of the count follows at once.
 */
import { atom, computed } from 'nanostores';
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

/**
 * The messages marked read here since the list on show was fetched: their ids, or `all` after
 * "mark all read". Set in the same moment as the count, so a list that shows read state from it
 * changes in the same render as the count (a row of the list's own state changed a task later
 * with React: a frame could show "1 unread" over a row still marked unread).
 */
export const $markedRead = atom<ReadonlySet<string> | 'all'>(new Set());

/** A list fetched anew carries every mark made before it (and `all` must not reach later messages). */
export function forgetReadMarks(): void {
  $markedRead.set(new Set());
}

/** Whether `message` is read, by the platform's list or by a mark made here since. */
export function isRead(message: { id: string; read: boolean }, marked: ReadonlySet<string> | 'all'): boolean {
  return message.read || marked === 'all' || marked.has(message.id);
}

/** Marks one message read; the platform answers the unread count after it, which becomes the count. */
export async function markMessageRead(id: string, signal?: AbortSignal): Promise<number> {
  const count = await call(markInboxRead, { id }, { signal });
  const marked = $markedRead.get();
  if (marked !== 'all') $markedRead.set(new Set(marked).add(id));
  unreadStore.set(count);
  return count;
}

export async function markAllMessagesRead(signal?: AbortSignal): Promise<number> {
  const count = await call(markAllInboxRead, undefined, { signal });
  $markedRead.set('all');
  unreadStore.set(count);
  return count;
}

// The count belongs to the player: forget it when the player changes.
onPlayerChange(
  () => {
    unreadStore.reset();
    forgetReadMarks();
  },
  () => reloadLoaded(unreadStore),
);
