/**
 * The announcement popup of §4, as pure functions.
 *
 * - Items show only for the user group they are meant for (`execution`): A for logged-in users,
 *   and F as well on a first-time login; B for guests.
 * - Per group, the popup shows when the group has items and either its title/content pairs
 *   changed since they were last seen, or the player has not closed it since (`show = changed ||
 *   !closed`). Closing stores the group's 'do not show' flag; a change of the pairs lifts it.
 * - What is stored per group is a fingerprint of the title/content pairs (not the HTML itself),
 *   under `MC_POPUP_SEEN_<group>`, and the flag under `MC_POPUP_CLOSED_<group>` (local storage).
 */
export type PopupGroup = 'A' | 'B' | 'F';
export const POPUP_GROUPS: readonly PopupGroup[] = ['A', 'B', 'F'];

export interface PopupItem {
  title: string;
  content: string;
  execution?: string | undefined;
}

export interface PopupMemory {
  /** Fingerprint of the pairs last seen, per group. */
  seen: Partial<Record<PopupGroup, string>>;
  /** 'Do not show' flags, per group. */
  closed: Partial<Record<PopupGroup, boolean>>;
}

export interface PopupContext {
  loggedIn: boolean;
  firstTimeLogin: boolean;
}

/** The groups whose items a user sees: A (and F on a first-time login) when logged in, else B. */
export function popupGroups({ loggedIn, firstTimeLogin }: PopupContext): PopupGroup[] {
  if (!loggedIn) return ['B'];
  return firstTimeLogin ? ['A', 'F'] : ['A'];
}

/** A short, stable fingerprint of a group's title/content pairs (FNV-1a, 32 bit, hex, plus the count). */
export function fingerprint(items: readonly PopupItem[]): string {
  const text = JSON.stringify(items.map((i) => [i.title, i.content]));
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${items.length}:${h.toString(16).padStart(8, '0')}`;
}

/** What a group's memory is decided on: its items' fingerprint and how many there are. */
export interface GroupPrint {
  group: PopupGroup;
  fingerprint: string;
  count: number;
}

/** Whether a group shows, and why: what the memory functions below need of a decision. */
export interface GroupMemo extends GroupPrint {
  changed: boolean;
  closedBefore: boolean;
  show: boolean;
}

export interface GroupDecision<T extends PopupItem = PopupItem> extends GroupMemo {
  items: T[];
}

export interface PopupDecision<T extends PopupItem = PopupItem> {
  /** Whether the popup opens at all. */
  show: boolean;
  /** The items to show, in list order, from every group that shows. */
  items: T[];
  /** Every group of the user, shown or not, with the reason. */
  groups: GroupDecision<T>[];
}

/**
 * One group, from its fingerprint alone: what the page's first screen decides with
 * (host/first-screen-popup.ts), where the platform drew the items and counted their pairs.
 */
export function decideGroup(print: GroupPrint, memory: PopupMemory): GroupMemo {
  const changed = memory.seen[print.group] !== print.fingerprint;
  const closedBefore = memory.closed[print.group] === true;
  return { ...print, changed, closedBefore, show: print.count > 0 && (changed || !closedBefore) };
}

export function decidePopup<T extends PopupItem>(items: readonly T[], ctx: PopupContext, memory: PopupMemory): PopupDecision<T> {
  const groups = popupGroups(ctx).map((group): GroupDecision<T> => {
    const mine = items.filter((i) => i.execution === group);
    return { ...decideGroup({ group, fingerprint: fingerprint(mine), count: mine.length }, memory), items: mine };
  });
  const showing = new Set(groups.filter((g) => g.show).map((g) => g.group));
  const shown = items.filter((i) => showing.has(i.execution as PopupGroup));
  return { show: shown.length > 0, items: shown, groups };
}

/** The memory after the popup was shown: pairs seen; a flag of a group whose pairs changed is lifted. */
export function afterShown(memory: PopupMemory, decision: { groups: readonly GroupMemo[] }): PopupMemory {
  const seen = { ...memory.seen };
  const closed = { ...memory.closed };
  for (const g of decision.groups) {
    if (!g.show) continue;
    if (g.changed) delete closed[g.group];
    seen[g.group] = g.fingerprint;
  }
  return { seen, closed };
}

/** The memory after the player closed the popup: 'do not show' for every group it showed. */
export function afterClosed(memory: PopupMemory, decision: { groups: readonly GroupMemo[] }): PopupMemory {
  const seen = { ...memory.seen };
  const closed = { ...memory.closed };
  for (const g of decision.groups) {
    if (!g.show) continue;
    seen[g.group] = g.fingerprint;
    closed[g.group] = true;
  }
  return { seen, closed };
}

/**
 * The popup's closing animation, after which the 'do not show' flag is stored (§4). The spec's
 * popup blur of 0.15 s (§9) is that animation.
 */
export { POPUP_BLUR_MS as POPUP_CLOSE_ANIMATION_MS } from './constants.ts';
