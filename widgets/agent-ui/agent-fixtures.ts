/** Platform answers for the agency centre's element tests (values pass the core's schemas). */
import { ok, type MockRoutes } from '../../tests/browser/fetch-mock.ts';
import { initialConfig, platformRoutes } from '../../tests/browser/platform-fixtures.ts';

export const AGENT_FLAGS: Record<string, boolean> = {
  AGTEAMOV: true,
  AGTRANS: true,
  AGTEAM: true,
  AGREDRAIN: true,
  AGTEAMPNL: true,
  AGTEAMBET: true,
  AGREBATE: true,
  AGTEAMREBATE: true,
  AGSECURITY: true,
  AGMAIL: true,
  AGDIVIDEND: true,
};

export const KPI = {
  teamLoginMemberCount: 11,
  teamBetMemberCount: 9,
  teamRegisterMemberCount: 3,
  teamOnlineCount: 4,
  teamSize: 18,
  teamDeposit: 1200,
  teamWithdraw: 300,
  teamStake: 3720,
  teamProfit: -1072.91,
};

export const SUBORDINATES = {
  list: [
    { id: '11', account: 'member08', type: 0, regDate: Date.now() - 86_400_000, lastLoginAt: Date.now() - 3_600_000, balance: 6400, rebate: 0.6 },
    { id: '12', account: 'subagent1', type: 2, regDate: Date.now() - 90 * 86_400_000, lastLoginAt: 0, balance: 8000, rebate: 1.5 },
  ],
  totalPages: 2,
};

export const OFFER = { id: 'CT1001', kind: 'dailySalary', terms: 'Daily salary: 0.5% of team stake.', status: 'offered', offeredAt: Date.now() - 7_200_000 };

/** Everything an agent page calls, answering as for the demo agent; `flags` override the agent menu flags. */
export function agentRoutes(flags: Record<string, boolean> = {}, more: MockRoutes = {}): MockRoutes {
  return platformRoutes({
    'GET /wps/system/init': ok(initialConfig({}, { ...AGENT_FLAGS, ...flags })),
    'GET /wps/agent/team/kpi': ok(KPI),
    'GET /wps/relay/CSP_unreadCount': ok(3),
    'GET /wps/member/notice': ok({ list: [], unreadCount: 2 }),
    'GET /wps/agent/subordinates': ok(SUBORDINATES),
    'GET /wps/agent/rebate/settings': ok({ rebate: 2, defaultRebate: 1, earnedToday: 40.6, earned30Days: 861.75 }),
    'GET /wps/agent/contract/requests': ok({ dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false }),
    'GET /wps/agent/contract/dailySalary': ok(OFFER),
    'GET /wps/agent/contract/hourSalary': ok(null),
    'GET /wps/agent/contract/dividend': ok(null),
    ...more,
  });
}
