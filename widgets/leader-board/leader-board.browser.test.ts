import { describe, it, expect, beforeEach, mount, shadowQuery, shadowQueryAll, mockFetch, ok, textOf } from '../../tests/browser/helpers.ts';
import { moneyRoutes, resetMoneyStores } from '../../tests/browser/money-platform.ts';
import './index.ts';

beforeEach(() => resetMoneyStores());
const BOARD = [
  { rank: 1, account: 'ab***1', score: 96500, prize: 8888 },
  { rank: 2, account: 'cd***2', score: 93000, prize: 5888 },
  { rank: 11, account: 'ef***3', score: 40000 },
];

describe('<mc-leader-board>', () => {
  it('shows rank, player, score and prize to anyone while MISSION runs', async () => {
    mockFetch(await moneyRoutes({ 'GET /wps/mission/leaderBoard': ok(BOARD) }));
    const el = await mount('<mc-leader-board></mc-leader-board>', { ready: (e) => shadowQueryAll(e, 'tbody tr').length === 3 });
    const cells = shadowQueryAll(el, 'tbody tr').map((r) => [...r.querySelectorAll('td')].map(textOf));
    expect(cells).to.deep.equal([
      ['1', 'ab***1', '96,500', '¥ 8,888'],
      ['2', 'cd***2', '93,000', '¥ 5,888'],
      ['11', 'ef***3', '40,000', '—'],
    ]);
    expect(shadowQueryAll(el, 'tr[data-top]')).to.have.length(2);
  });

  it('is unavailable when the merchant does not run MISSION', async () => {
    mockFetch(
      await moneyRoutes({ 'GET /wps/promotion/available': ok({ enabled: ['REFERRAL'], unclaimedCount: 0 }), 'GET /wps/mission/leaderBoard': ok(BOARD) }),
    );
    await mount('<mc-leader-board></mc-leader-board>', { ready: (e) => shadowQuery(e, '[data-state="unavailable"]') });
  });
});
