/**
 * Inbox and promotion summary calls of §7. Paths the spec names are used as named; the rest follow
 * the platform's /wps/ layout and are documented in the README's API table.
 */
import { endpoint } from './endpoint.ts';
import { array, boolean, number, numeric, object, string, type Infer } from './schema.ts';

// ---------- Inbox ----------

export const inboxMessageSchema = object({ id: string, title: string, content: string, read: boolean, createdAt: number });
export type InboxMessage = Infer<typeof inboxMessageSchema>;

export const inbox = endpoint<{ pageNo: number; pageSize: number }, { list: InboxMessage[]; totalPages: number }>({
  name: 'inbox',
  method: 'GET',
  path: '/wps/relay/CSP_getInbox',
  moduleId: 'INBOX3',
  auth: 'required',
  response: object({ list: array(inboxMessageSchema), totalPages: number }),
});

export const unreadCount = endpoint<void, number>({
  name: 'unreadCount',
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  moduleId: 'INBOX3',
  auth: 'required',
  response: numeric,
});

/** Marks one inbox message read; the value is the unread count after it. Unknown ids: `inbox.unknown`. */
export const markInboxRead = endpoint<{ id: string }, number>({
  name: 'markInboxRead',
  method: 'POST',
  path: '/wps/relay/CSP_markRead',
  moduleId: 'INBOX3',
  auth: 'required',
  response: numeric,
});

/** Marks every inbox message of the player read; the value is the unread count after it (0). */
export const markAllInboxRead = endpoint<void, number>({
  name: 'markAllInboxRead',
  method: 'POST',
  path: '/wps/relay/CSP_markAllRead',
  moduleId: 'INBOX3',
  auth: 'required',
  response: numeric,
});

// ---------- Promotions ----------

export const promotionSummarySchema = object({
  enabled: array(string), // promotion types switched on for the merchant: REFERRAL, MISSION, …
  unclaimedCount: number,
});
export const availablePromotions = endpoint<void, Infer<typeof promotionSummarySchema>>({
  name: 'availablePromotions',
  method: 'GET',
  path: '/wps/promotion/available',
  moduleId: 'COMM3',
  auth: 'optional',
  response: promotionSummarySchema,
});

export const inboxEndpoints = [inbox, unreadCount, markInboxRead, markAllInboxRead, availablePromotions] as const;
