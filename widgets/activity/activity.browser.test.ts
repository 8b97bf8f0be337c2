import { describe, it, expect, mount, shadowQuery, shadowQueryAll, mockFetch, ok, click, textOf } from '../../tests/browser/helpers.ts';
import { freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { moneyRoutes, promotion, resetMoneyStores } from '../../tests/browser/money-platform.ts';
import './index.ts';

const nav = freshPageEachTest(resetMoneyStores);

describe('<mc-activity>', () => {
  it('lists the promotions open first, each with art, state and dates, and opens the details', async () => {
    mockFetch(
      await moneyRoutes({
        'GET /wps/promotion/list': ok([promotion('A', 'closed'), promotion('B', 'coming_soon'), promotion('C', 'available'), promotion('D', 'issued')]),
      }),
    );
    const el = await mount('<mc-activity></mc-activity>', { ready: (e) => shadowQuery(e, '.promo-card') });
    expect(shadowQueryAll(el, '.promo-title').map(textOf)).to.deep.equal(['Promotion D', 'Promotion C', 'Promotion B', 'Promotion A']);
    expect(shadowQueryAll(el, '[part="state"]').map(textOf)).to.deep.equal(['Ready to claim', 'Open', 'Coming soon', 'Ended']);
    const img = shadowQuery<HTMLImageElement>(el, '.promo-image')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['690', '260']);
    expect(shadowQuery(el, '.promo-card .btn-primary')).to.equal(null); // claiming happens in the reward centre or the details
    click(shadowQueryAll(el, '.promo-open')[1]!);
    expect(nav.paths).to.deep.equal(['/m/activityInfo?id=C']);
  });

  it('no promotions: in_no_data', async () => {
    mockFetch(await moneyRoutes({ 'GET /wps/promotion/list': ok([]) }));
    const el = await mount('<mc-activity></mc-activity>', { ready: (e) => shadowQuery(e, '[data-state="empty"]') });
    expect(textOf(shadowQuery(el, '[data-state="empty"]'))).to.equal('No data');
  });
});
