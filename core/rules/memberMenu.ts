/**
 * The member centre's gated items (§2.9) and tiles, as data. A gate is a plain function of what
 * the platform told us; `memberMenuSlots` is what the member centre renders.
 */
import { hasAgencyCentre, NO_UPLINE_TRANSFER_TYPE } from './roles.ts';
import type { RouteName } from '../nav.ts';

/** What a gate may read that the platform sends after the page: the member's info, the promotions. */
export type LateFact = 'member' | 'promotions';

export interface GateContext {
  whitelabel: Readonly<Record<string, boolean>>;
  /** Session customer type, null without a session. */
  type: number | null;
  member: { toUpline?: boolean; clubLabel?: { labelName: string } } | null;
  /** Promotion types the merchant has switched on (REFERRAL, MISSION, …). */
  promotions: readonly string[];
  /** The late facts still on their way (none: everything a gate reads is known). */
  awaiting?: ReadonlySet<LateFact>;
}

export interface MenuItem {
  id: string;
  route: RouteName;
  /** i18n key of the label. */
  label: string;
  gate: (ctx: GateContext) => boolean;
  /** The late fact its gate reads, if any. */
  reads?: LateFact;
}

/** A falsy (or absent) flag hides its item. */
const flag = (name: string) => (ctx: GateContext) => ctx.whitelabel[name] === true;
const promotion = (name: string) => (ctx: GateContext) => ctx.promotions.includes(name);

/** The table of §2.9, in its order. */
export const MEMBER_MENU: readonly MenuItem[] = [
  { id: 'rewardCenter', route: 'rewardCenter', label: 'member.menu.rewardCenter', gate: flag('REWCEN3') },
  { id: 'agencyCentre', route: 'agent', label: 'member.menu.agencyCentre', gate: (c) => c.type !== null && hasAgencyCentre(c.type) },
  { id: 'depositRecord', route: 'depositRecord', label: 'member.menu.depositRecord', gate: flag('DEPRECM3') },
  { id: 'withdrawRecord', route: 'withdrawRecord', label: 'member.menu.withdrawRecord', gate: flag('WITHREC3') },
  { id: 'transactionRecord', route: 'transactionRecord', label: 'member.menu.transactionRecord', gate: flag('TRANSREC3') },
  { id: 'gameRecord', route: 'gameRecord', label: 'member.menu.gameRecord', gate: flag('TRANSBETREPMEM3') },
  { id: 'profitAndLoss', route: 'profitAndLoss', label: 'member.menu.profitAndLoss', gate: flag('PERSREP') },
  {
    id: 'uplineTransfer',
    route: 'uplineTransfer',
    label: 'member.menu.uplineTransfer',
    gate: (c) => flag('AGETRANSFERUP3')(c) && c.member?.toUpline === true && c.type !== NO_UPLINE_TRANSFER_TYPE,
    reads: 'member',
  },
  { id: 'manualRebate', route: 'manualRebate', label: 'member.menu.manualRebate', gate: flag('MANPLAYREB3') },
  { id: 'leaderBoard', route: 'leaderBoard', label: 'member.menu.leaderBoard', gate: promotion('MISSION'), reads: 'promotions' },
  { id: 'rebateReport', route: 'rebateReport', label: 'member.menu.rebateReport', gate: flag('PLYRBT') },
  { id: 'webEmail', route: 'webEmail', label: 'member.menu.webEmail', gate: flag('MAILCEN') },
];

/**
 * Quick and menu tiles. Deposit and withdraw follow the DEPOSIT / WITHDRAW flags only when the
 * platform sends them: a merchant that never heard of the flag still gets its money tiles.
 */
const unlessOff = (name: string) => (ctx: GateContext) => ctx.whitelabel[name] !== false;

export const MEMBER_TILES: readonly MenuItem[] = [
  { id: 'benefits', route: 'benefits', label: 'member.tile.benefits', gate: (c) => Boolean(c.member?.clubLabel?.labelName), reads: 'member' },
  { id: 'deposit', route: 'deposit', label: 'member.tile.deposit', gate: unlessOff('DEPOSIT') },
  { id: 'withdraw', route: 'withdraw', label: 'member.tile.withdraw', gate: unlessOff('WITHDRAW') },
  { id: 'inviteFriends', route: 'inviteFriends', label: 'member.tile.inviteFriends', gate: promotion('REFERRAL'), reads: 'promotions' },
  { id: 'securityCenter', route: 'securityCenter', label: 'member.tile.securityCenter', gate: () => true },
];

export function canSeeMenuItem(item: MenuItem, ctx: GateContext): boolean {
  return item.gate(ctx);
}

/** An item in its place: shown, or `pending`, its place kept while the fact its gate reads is on its way. */
export interface MenuSlot {
  item: MenuItem;
  pending: boolean;
}

/**
 * The items in their places. An item whose gate reads a fact still on its way keeps its place
 * (the member centre draws a blank of its size), so the items after it do not move when the
 * fact arrives and the item appears; they move only if it turns out hidden.
 */
export function memberMenuSlots(ctx: GateContext, items: readonly MenuItem[] = MEMBER_MENU): MenuSlot[] {
  const slots: MenuSlot[] = [];
  for (const item of items) {
    if (item.reads && ctx.awaiting?.has(item.reads)) slots.push({ item, pending: true });
    else if (item.gate(ctx)) slots.push({ item, pending: false });
  }
  return slots;
}
