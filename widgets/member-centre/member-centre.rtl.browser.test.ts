import { describe, it, expect, beforeEach, afterEach, mount, shadowQuery, q, shadowQueryAll, mockFetch, ok } from '../../tests/browser/helpers.ts';
import { platformRoutes, initialConfig, member, signInAs, resetStores, captureNavigation, WHITELABEL } from '../../tests/browser/platform-fixtures.ts';
import { unreadStore } from '../../core/stores/inbox.ts';
import { box, isMirrored, middleX, rootDir, runRightToLeft, useLanguage } from '../../tests/browser/rtl.ts';
import './index.ts';

let nav: ReturnType<typeof captureNavigation>;
beforeEach(async () => {
  resetStores();
  unreadStore.reset();
  nav = captureNavigation();
  await useLanguage('AR');
});
afterEach(async () => {
  nav.stop();
  await useLanguage('EN');
});

const routes = (memCen: string) =>
  platformRoutes({
    'GET /wps/system/init': ok(initialConfig({ mobileTemplate: { mem_cen: memCen } }, WHITELABEL)),
    'GET /wps/member/info': ok(member()),
    'GET /wps/relay/CSP_unreadCount': ok(2),
  });

/** Where the text of an element is drawn (its box may be wider than its text). */
function textBox(el: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(el);
  return range.getBoundingClientRect();
}

for (const version of ['0', '1']) {
  describe(`<mc-member-centre> mem_cen '${version}' in Arabic`, () => {
    it('reads from the right: back arrow on the right and mirrored, rows start on the right with their chevrons on the left pointing left, tiles run right to left', async () => {
      signInAs(0);
      mockFetch(routes(version));
      const el = await mount('<mc-member-centre></mc-member-centre>', {
        // More than one tile: the whitelabel-gated tiles are in (before the flags arrive only the
        // download tile shows, and a run of one tile has no direction).
        ready: (e) => rootDir(e) === 'rtl' && shadowQuery(e, '.list .row') && shadowQueryAll(e, '.tile').length > 1,
        timeout: 5000,
      });
      el.style.width = '390px';
      const page = box(el);
      const back = q(el, '.bar .icon-btn')!;
      expect(page.right - box(back).right).to.be.within(0, 20);
      expect(isMirrored(back.querySelector('.flip-rtl')!)).to.equal(true);
      expect(middleX(q(el, '[data-action="settings"]')!)).to.be.below(page.left + page.width / 2);

      const row = q(el, '.list .row')!;
      const label = row.querySelector('.row-label')!;
      expect(label.textContent).to.match(/[\u0600-\u06ff]/);
      expect(textBox(label).right).to.be.closeTo(box(label).right, 1);
      expect(box(row.querySelector('.row-icon')!).left).to.be.greaterThan(box(label).right - 1);
      const chevron = row.querySelector('.chevron')!;
      expect(box(chevron).right).to.be.below(textBox(label).left);
      expect(isMirrored(chevron)).to.equal(true);

      const tiles = shadowQueryAll(el, '.tile');
      expect(runRightToLeft(tiles.slice(0, 2))).to.equal(true);
      const name = q(el, '.name-text')!;
      expect(middleX(q(el, '.avatar-btn')!)).to.be.greaterThan(middleX(name));
    });
  });
}
