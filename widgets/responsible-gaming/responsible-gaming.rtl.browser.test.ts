import { describe, it, expect, beforeEach, mount, q, shadowQueryAll, mockFetch, ok, textOf } from '../../tests/browser/helpers.ts';
import { platformRoutes, signInAs } from '../../tests/browser/platform-fixtures.ts';
import { box, rootDir, rtlEachTest } from '../../tests/browser/rtl.ts';
import { resetRgStores, rgInitialConfig, rgStatus } from './testing.ts';
import './index.ts';

beforeEach(() => resetRgStores());
rtlEachTest();

const statement = [
  { start: '2027-03-29', deposits: 0, withdrawals: 0, bets: 10, net: -10 },
  { start: '2027-03-30', deposits: 0, withdrawals: 0, bets: 10, net: 20 },
];

describe('<mc-responsible-gaming> in Arabic', () => {
  it('reads right to left in Arabic, and the chart runs from the right like the text', async () => {
    signInAs(0);
    mockFetch(platformRoutes({ 'GET /wps/system/init': ok(rgInitialConfig()), 'GET /wps/rg/status': ok(rgStatus()), 'GET /wps/rg/activity': ok(statement) }));
    const el = await mount('<mc-responsible-gaming></mc-responsible-gaming>', { ready: (e) => rootDir(e) === 'rtl' && q(e, 'svg.chart rect') });
    expect(textOf(q(el, '.heading'))).to.equal('اللعب المسؤول');
    expect(textOf(q(el, '[data-section="self-exclusion"] .warning'))).to.match(/^لا يمكن إلغاء الاستبعاد الذاتي/);
    // The oldest period's bar is drawn first in the SVG; mirrored, it sits to the right of the newest.
    const [oldest, newest] = shadowQueryAll(el, 'svg.chart rect');
    expect(box(oldest!).left).to.be.above(box(newest!).left);
  });
});
