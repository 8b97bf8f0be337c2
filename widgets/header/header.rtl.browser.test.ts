import { describe, it, expect, mount, q, mockFetch } from '../../tests/browser/helpers.ts';
import { platformRoutes, freshPageEachTest } from '../../tests/browser/platform-fixtures.ts';
import { box, isMirrored, rootDir, rtlEachTest } from '../../tests/browser/rtl.ts';
import './index.ts';

freshPageEachTest();
rtlEachTest();

describe('<mc-header> in Arabic', () => {
  it('runs right to left: the back arrow sits at the right edge, points right, and the title follows it leftwards', async () => {
    mockFetch(platformRoutes());
    const el = await mount('<mc-header page="help"></mc-header>', {
      ready: (e) => rootDir(e) === 'rtl' && q(e, '.icon-btn svg') && q(e, '.title')?.textContent,
    });
    expect(rootDir(el)).to.equal('rtl');
    expect(q(el, '.mc-root')!.getAttribute('lang')).to.equal('ar');
    const back = q(el, '.icon-btn')!;
    const bar = box(el);
    expect(bar.right - box(back).right).to.be.within(0, 16);
    expect(box(back).left).to.be.greaterThan(bar.left + bar.width / 2);
    expect(isMirrored(back.querySelector('svg')!)).to.equal(true);
    const title = q(el, '.title')!;
    expect(box(title).right).to.be.at.most(box(back).left + 1);
    expect(getComputedStyle(title).textAlign).to.equal('start');
    expect(title.textContent).to.match(/[\u0600-\u06ff]/);
  });

  it('on home the logo is on the right and the Login button on the left', async () => {
    mockFetch(platformRoutes());
    const el = await mount('<mc-header page="home"></mc-header>', { ready: (e) => rootDir(e) === 'rtl' && q(e, '.logo') && q(e, '.btn-outline') });
    const logo = q(el, '.logo')!;
    expect(box(logo).left).to.be.greaterThan(box(q(el, '.btn-outline')!).right);
    expect(getComputedStyle(logo).objectPosition).to.match(/^100%/);
    expect(isMirrored(logo)).to.equal(false);
  });
});
