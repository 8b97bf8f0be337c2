/**
 * The core/api modules by the part of the platform they belong to: the document's tags, and the
 * names of its value schemas (a module's exported `fooSchema` is the component `Foo`).
 */
import type { Endpoint } from '../../core/api/endpoint.ts';
import * as AG from '../../core/api/agent.ts';
import * as C from '../../core/api/content.ts';
import * as G from '../../core/api/games.ts';
import * as HO from '../../core/api/handoff.ts';
import * as HE from '../../core/api/help.ts';
import * as I from '../../core/api/inbox.ts';
import * as K from '../../core/api/keys.ts';
import * as M from '../../core/api/member.ts';
import * as PR from '../../core/api/profile.ts';
import * as R from '../../core/api/registration.ts';
import * as RG from '../../core/api/responsibleGaming.ts';
import * as SI from '../../core/api/signIn.ts';
import * as S from '../../core/api/site.ts';
import * as W from '../../core/api/wallet.ts';
import * as L from '../../core/api/live.ts';
import { liveEventSchemas } from '../../core/live/events.ts';
import type { Tag } from './types.ts';

type Module = Readonly<Record<string, unknown>>;

/** The live events' payloads (core/live/events.ts), named as components `LiveBalance`, `LiveMoneyOrder`… */
const LIVE_EVENTS: Module = Object.fromEntries(
  Object.entries(liveEventSchemas).map(([type, schema]) => [`live${type[0]!.toUpperCase()}${type.slice(1)}Schema`, schema]),
);

/** The component that describes the payload of a live event type. */
export const liveEventComponent = (type: string): string => `Live${type[0]!.toUpperCase()}${type.slice(1)}`;

const GROUPS: readonly { tag: Tag; modules: readonly Module[] }[] = [
  { tag: { name: 'Session', description: 'Sign-in, sign-out, passwords, SMS codes, the sealing key, session hand-off.' }, modules: [K, SI, HO] },
  { tag: { name: 'Registration', description: 'Registration, its rules, captcha, affiliate codes, countries.' }, modules: [R] },
  { tag: { name: 'Member', description: 'Member info, head icons, profile, identity verification, feedback.' }, modules: [M, PR] },
  { tag: { name: 'Inbox', description: 'Inbox messages and the promotion summary.' }, modules: [I] },
  { tag: { name: 'Site', description: 'Initial configuration, switches, status, help centre, customer service.' }, modules: [S, HE] },
  { tag: { name: 'Content', description: 'Announcements, banners, notices, hot matches, promotions.' }, modules: [C] },
  { tag: { name: 'Games', description: 'Vendors, game lists, favourites, recents, lottery, launch, orders.' }, modules: [G] },
  { tag: { name: 'Wallet', description: 'Balance, transfers, deposits, withdrawals, records, security settings, rebates.' }, modules: [W] },
  { tag: { name: 'Agent', description: 'The agency centre: team, rebates, contracts, downlines.' }, modules: [AG] },
  { tag: { name: 'Responsible gaming', description: 'Limits, reality check, play session, time-out, self-exclusion, statements.' }, modules: [RG] },
  {
    tag: { name: 'Live', description: 'The live streams: what changes on the platform, as Server-Sent Events (text/event-stream).' },
    modules: [L, LIVE_EVENTS],
  },
];

export const TAGS: Tag[] = GROUPS.map((g) => g.tag);
export const SCHEMA_MODULES: readonly Module[] = GROUPS.flatMap((g) => g.modules);

/** The tag of the module that exports the endpoint; 'Other' for one no module above exports. */
export function tagOf(ep: Endpoint<never, unknown>): string {
  return GROUPS.find((g) => g.modules.some((m) => Object.values(m).includes(ep)))?.tag.name ?? 'Other';
}
