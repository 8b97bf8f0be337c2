import { describe, expect, it } from 'vitest';
import { AGENT_FOOTER, AGENT_TILES, dividendFeatureOn, mayOpenAgencyCentre, visibleAgentFooter, visibleAgentTiles } from './tiles.ts';

const ALL_ON = Object.fromEntries(
  ['AGTEAMOV', 'AGTRANS', 'AGTEAM', 'AGREDRAIN', 'AGTEAMPNL', 'AGTEAMBET', 'AGREBATE', 'AGTEAMREBATE', 'AGSECURITY', 'AGMAIL', 'AGDIVIDEND'].map((f) => [
    f,
    true,
  ]),
);

describe('agent home tiles (§2.13)', () => {
  it('are the spec’s, in its order, each to its route', () => {
    expect(AGENT_TILES.map((t) => t.path)).toEqual([
      '/m/agent/team/overview',
      '/m/transaction/record?types=A',
      '/m/member/team',
      '/m/redRain',
      '/m/agent/team/pnl',
      '/m/teamBetting',
      '/m/member/agent/agentRebeat',
      '/m/member/teamRebate',
      '/m/securityCenter',
      '/m/webEmail',
      null,
    ]);
    expect(visibleAgentTiles(ALL_ON)).toHaveLength(11);
  });

  it.each(AGENT_TILES.filter((t) => t.flag).map((t) => [t.flag!, t.id]))('%s gates %s: shown when on, hidden when off or absent', (flag, id) => {
    expect(visibleAgentTiles(ALL_ON).map((t) => t.id)).toContain(id);
    expect(visibleAgentTiles({ ...ALL_ON, [flag]: false }).map((t) => t.id)).not.toContain(id);
    const { [flag]: _gone, ...without } = ALL_ON;
    expect(visibleAgentTiles(without).map((t) => t.id)).not.toContain(id);
    // Only that tile goes.
    expect(visibleAgentTiles({ ...ALL_ON, [flag]: false })).toHaveLength(10);
  });

  it('customer service is always there, even with every flag off', () => {
    expect(visibleAgentTiles({}).map((t) => t.id)).toEqual(['customerService']);
  });

  it('the mail tile carries the inbox badge', () => {
    expect(AGENT_TILES.find((t) => t.id === 'webEmail')!.badge).toBe('inbox');
  });
});

describe('agent home footer (§2.13)', () => {
  it('home, downline registration, dividend (AGDIVIDEND), notices with their badge', () => {
    expect(AGENT_FOOTER.map((l) => l.path)).toEqual(['/m/home', '/m/agentRegister', '/m/member/agent/agentDivident', '/m/member/notice?types=A']);
    expect(visibleAgentFooter(ALL_ON).map((l) => l.id)).toEqual(['home', 'register', 'dividend', 'notices']);
    expect(visibleAgentFooter({ ...ALL_ON, AGDIVIDEND: false }).map((l) => l.id)).toEqual(['home', 'register', 'notices']);
    expect(visibleAgentFooter({}).map((l) => l.id)).toEqual(['home', 'register', 'notices']);
    expect(AGENT_FOOTER.find((l) => l.id === 'notices')!.badge).toBe('notices');
    expect(dividendFeatureOn(ALL_ON)).toBe(true);
    expect(dividendFeatureOn({})).toBe(false);
  });
});

describe('who may open the agency centre (§6)', () => {
  it.each([
    [1, true],
    [2, true],
    [41, true],
    [42, true],
    [3, true],
    [0, false],
    [4, false],
    [40, false],
  ])('type %i: %s', (type, allowed) => {
    expect(mayOpenAgencyCentre({ type })).toBe(allowed);
  });

  it('nobody without a session', () => {
    expect(mayOpenAgencyCentre(null)).toBe(false);
  });
});
