import { describe, it, expect, mount, q, shadowQueryAll, mockFetch, click } from '../../tests/browser/helpers.ts';
import { platformRoutes, freshPageEachTest, signInAs } from '../../tests/browser/platform-fixtures.ts';
import { box, middleX, rootDir, rtlEachTest, runRightToLeft, useLanguage } from '../../tests/browser/rtl.ts';
import './index.ts';

const nav = freshPageEachTest();
rtlEachTest();

describe('<mc-footer> in Arabic', () => {
  it('runs right to left: Home on the right, Member on the left, Deposit in the middle, each going where it says', async () => {
    signInAs(0);
    mockFetch(platformRoutes());
    const el = await mount('<mc-footer active="home"></mc-footer>', { ready: (e) => rootDir(e) === 'rtl' && q(e, '.badge') });
    const items = shadowQueryAll(el, '.item');
    expect(items).to.have.length(5);
    expect(runRightToLeft(items)).to.equal(true);
    const deposit = q(el, '.item.deposit')!;
    const bar = box(el);
    expect(Math.abs(box(deposit).left + box(deposit).width / 2 - (bar.left + bar.width / 2))).to.be.below(4);
    expect(items.map((i) => i.querySelector('.label')!.textContent).join(' ')).to.match(/[\u0600-\u06ff]/);
    // The unclaimed badge sits off the Member icon towards the reading end: its left in RTL.
    const badge = q(el, '.badge')!;
    expect(middleX(badge)).to.be.below(middleX(badge.closest('li')!));
    click(items[0]!);
    click(items[4]!);
    expect(nav.paths).to.deep.equal(['/m/home', '/m/mine']);
  });

  it('in Urdu, whose "Invite friends" is long, the five columns stay equal and Deposit stays centred', async () => {
    await useLanguage('UR');
    mockFetch(platformRoutes());
    const el = await mount('<mc-footer></mc-footer>', { ready: (e) => rootDir(e) === 'rtl' && q(e, '.item.deposit') });
    el.style.width = '390px';
    const widths = shadowQueryAll(el, 'li').map((li) => Math.round(box(li).width));
    expect(new Set(widths).size).to.equal(1);
    expect(Math.abs(middleX(q(el, '.item.deposit')!) - middleX(el))).to.be.below(2);
  });
});
