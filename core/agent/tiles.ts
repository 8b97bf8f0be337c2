/**
 * The agent home of §2.13 as data: who may open it, its tiles and footer links, each behind the
 * merchant's whitelabel agent-menu flag. Plain functions, tested; the element only renders them.
 */
import { pathsOf } from '../page-paths.ts';
import type { PageId } from '../pages.ts';
import { hasAgencyCentre } from '../rules/roles.ts';

/** Where the agency centre's tiles and links go (§2.13): pages of the table, some with a query. */
const at = (id: PageId, query = ''): `/${string}` => `${pathsOf(id)[0] as `/${string}`}${query}`;
export const AGENT_PATHS = {
  home: pathsOf('agent')[1] as `/${string}`,
  teamOverview: at('teamOverview'),
  transactions: at('transactionRecord', '?types=A'),
  team: at('team'),
  redRain: at('redRain'),
  teamPnl: at('teamPnl'),
  teamBetting: at('teamBetting'),
  agentRebate: at('agentRebeat'),
  teamRebate: at('teamRebate'),
  securityCenter: at('securityCenter'),
  webEmail: at('webEmail'),
  register: at('agentRegister'),
  dividend: at('agentDivident'),
  notices: at('agentNotice', '?types=A'),
  transfer: at('agentTransfer'),
  salaryContract: at('salaryContract'),
  dividendContract: at('dividendContract'),
  hourContract: at('hourContract'),
  siteHome: at('home'),
  withdraw: at('withdraw'),
  deposit: at('voucherCenter'),
  service: at('service'),
};

export type AgentTileId =
  | 'teamOverview'
  | 'transactions'
  | 'team'
  | 'redRain'
  | 'teamPnl'
  | 'teamBetting'
  | 'agentRebate'
  | 'teamRebate'
  | 'securityCenter'
  | 'webEmail'
  | 'customerService';

export interface AgentTile {
  id: AgentTileId;
  /** Whitelabel agent-menu flag that shows it; null: always shown. */
  flag: string | null;
  /** Where it goes; null for customer service, which opens the support link. */
  path: string | null;
  /** i18n key of the label. */
  label: `agent.tile.${AgentTileId}`;
  /** Which unread counter its badge shows. */
  badge?: 'inbox';
}

/** The tiles of §2.13, in its order, with the flag of each. */
export const AGENT_TILES: readonly AgentTile[] = [
  { id: 'teamOverview', flag: 'AGTEAMOV', path: AGENT_PATHS.teamOverview, label: 'agent.tile.teamOverview' },
  { id: 'transactions', flag: 'AGTRANS', path: AGENT_PATHS.transactions, label: 'agent.tile.transactions' },
  { id: 'team', flag: 'AGTEAM', path: AGENT_PATHS.team, label: 'agent.tile.team' },
  { id: 'redRain', flag: 'AGREDRAIN', path: AGENT_PATHS.redRain, label: 'agent.tile.redRain' },
  { id: 'teamPnl', flag: 'AGTEAMPNL', path: AGENT_PATHS.teamPnl, label: 'agent.tile.teamPnl' },
  { id: 'teamBetting', flag: 'AGTEAMBET', path: AGENT_PATHS.teamBetting, label: 'agent.tile.teamBetting' },
  { id: 'agentRebate', flag: 'AGREBATE', path: AGENT_PATHS.agentRebate, label: 'agent.tile.agentRebate' },
  { id: 'teamRebate', flag: 'AGTEAMREBATE', path: AGENT_PATHS.teamRebate, label: 'agent.tile.teamRebate' },
  { id: 'securityCenter', flag: 'AGSECURITY', path: AGENT_PATHS.securityCenter, label: 'agent.tile.securityCenter' },
  { id: 'webEmail', flag: 'AGMAIL', path: AGENT_PATHS.webEmail, label: 'agent.tile.webEmail', badge: 'inbox' },
  { id: 'customerService', flag: null, path: null, label: 'agent.tile.customerService' },
];

export type AgentFooterId = 'home' | 'register' | 'dividend' | 'notices';

export interface AgentFooterLink {
  id: AgentFooterId;
  flag: string | null;
  path: string;
  label: `agent.footer.${AgentFooterId}`;
  badge?: 'notices';
}

/** The footer of §2.13: home, downline registration, dividend (only with the dividend feature), agent notices. */
export const AGENT_FOOTER: readonly AgentFooterLink[] = [
  { id: 'home', flag: null, path: AGENT_PATHS.siteHome, label: 'agent.footer.home' },
  { id: 'register', flag: null, path: AGENT_PATHS.register, label: 'agent.footer.register' },
  { id: 'dividend', flag: 'AGDIVIDEND', path: AGENT_PATHS.dividend, label: 'agent.footer.dividend' },
  { id: 'notices', flag: null, path: AGENT_PATHS.notices, label: 'agent.footer.notices', badge: 'notices' },
];

type Whitelabel = Readonly<Record<string, boolean | undefined>>;

/** A flag that is false or absent hides its entry (as for the member centre's gated list). */
const enabled = (flag: string | null, whitelabel: Whitelabel): boolean => flag === null || whitelabel[flag] === true;

export const visibleAgentTiles = (whitelabel: Whitelabel): AgentTile[] => AGENT_TILES.filter((t) => enabled(t.flag, whitelabel));
export const visibleAgentFooter = (whitelabel: Whitelabel): AgentFooterLink[] => AGENT_FOOTER.filter((l) => enabled(l.flag, whitelabel));

/** Agent home and its pages: only with a session whose type has an agency centre (not 0, 4, 40). */
export const mayOpenAgencyCentre = (session: { type: number } | null): boolean => session !== null && hasAgencyCentre(session.type);

/** The dividend page of the agent footer (/m/member/agent/agentDivident) needs the dividend feature. */
export const dividendFeatureOn = (whitelabel: Whitelabel): boolean => whitelabel.AGDIVIDEND === true;
