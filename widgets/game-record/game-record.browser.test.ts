import { describe, it, expect, beforeEach, mount, shadowQuery, shadowQueryAll, mockFetch, ok, textOf, click } from '../../tests/browser/helpers.ts';
import { captureNavigation, signInAs } from '../../tests/browser/platform-fixtures.ts';
import { moneyRoutes, page, resetMoneyStores, NOW } from '../../tests/browser/money-platform.ts';
import './index.ts';

beforeEach(() => resetMoneyStores());
const rows = (el: Element) => shadowQueryAll(el, '.record');

describe('<mc-game-record>', () => {
  it('shows each bet with game, vendor, stake, payout and the result', async () => {
    signInAs(0);
    const bets = [
      { id: '9', gameName: 'Lucky Slot', vendor: 'MC', stake: 10, payout: 25.5, createdAt: NOW },
      { id: '8', gameName: 'Fish King', vendor: 'JL', stake: 20, payout: 0, createdAt: NOW - 60_000 },
    ];
    const api = mockFetch(await moneyRoutes({ 'GET /wps/report/bets': ok(page(2, (i) => bets[i]!)) }));
    const el = await mount('<mc-game-record></mc-game-record>', { ready: (e) => rows(e).length === 2 });
    expect(rows(el).map((r) => textOf(r.querySelector('.record-title')))).to.deep.equal(['Lucky Slot', 'Fish King']);
    expect(rows(el).map((r) => textOf(r.querySelector('.record-amount')))).to.deep.equal(['+¥ 15.50', '-¥ 20.00']);
    expect(textOf(rows(el)[0]!.querySelector('.record-end'))).to.equal('Stake ¥ 10.00 · Payout ¥ 25.50');
    expect(textOf(rows(el)[1]!.querySelector('.record-meta'))).to.match(/^JL · \d{4}-/);
    expect(api.last('/wps/report/bets')!.query.get('pageSize')).to.equal('20');
  });

  it('leads to the lottery bets, which have a record of their own', async () => {
    signInAs(0);
    mockFetch(await moneyRoutes({ 'GET /wps/report/bets': ok(page(0, () => ({}))) }));
    const nav = captureNavigation();
    try {
      const el = await mount('<mc-game-record></mc-game-record>', { ready: (e) => shadowQuery(e, '[part="lottery-bets"]') });
      expect(textOf(shadowQuery(el, '[part="lottery-bets"]'))).to.equal('My lottery bets');
      click(shadowQuery(el, '[part="lottery-bets"]')!);
      expect(nav.paths).to.deep.equal(['/m/lotteryOrders']);
    } finally {
      nav.stop();
    }
  });
});
