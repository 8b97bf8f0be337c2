import {
  describe,
  it,
  expect,
  beforeEach,
  afterEach,
  mount,
  q,
  shadowQueryAll,
  mockFetch,
  ok,
  click,
  textOf,
  waitFor,
  type MockReply,
} from '../../tests/browser/helpers.ts';
import { platformRoutes, initialConfig, member, signInAs, resetStores, captureNavigation } from '../../tests/browser/platform-fixtures.ts';
import { unreadStore } from '../../core/stores/inbox.ts';
import { setViewport } from '@web/test-runner-commands';
import { useLanguage } from '../../tests/browser/rtl.ts';
import { $translations } from '../../core/i18n.ts';
import './index.ts';

let nav: ReturnType<typeof captureNavigation>;
beforeEach(() => {
  resetStores();
  unreadStore.reset();
  nav = captureNavigation();
});
afterEach(() => nav.stop());

const routes = (memCen: string, memberOverrides: Record<string, unknown> = {}) =>
  platformRoutes({
    'GET /wps/system/init': ok(initialConfig({ mobileTemplate: { mem_cen: memCen } })),
    'GET /wps/member/info': ok(member({ headIcon: '/img/avatar/3.svg', verification: 'pending', ...memberOverrides })),
    'GET /wps/relay/CSP_unreadCount': ok(0),
  });
const ready = (e: HTMLElement) => q(e, '.list .row') && q(e, '[data-field="verification"]');

describe('<mc-member-centre> on a 320 px phone in German', () => {
  for (const memCen of ['0', '1']) {
    it(`layout '${memCen}': every tile inside the element, its label whole inside the tile`, async () => {
      signInAs(0);
      mockFetch(routes(memCen));
      await setViewport({ width: 320, height: 568 });
      try {
        await useLanguage('DE');
        const el = await mount('<mc-member-centre></mc-member-centre>', {
          ready: (e) => ready(e) && textOf(q(e, '.row-label')) !== '' && $translations.get().language === 'DE',
        });
        const bounds = el.getBoundingClientRect();
        const tiles = shadowQueryAll(el, '.tile:not(.placeholder)');
        expect(tiles.length).to.be.greaterThan(3);
        for (const tile of tiles) {
          const box = tile.getBoundingClientRect();
          expect(box.left, tile.dataset.tile).to.be.at.least(bounds.left);
          expect(box.right, tile.dataset.tile).to.be.at.most(bounds.right);
          expect(tile.scrollWidth, tile.dataset.tile).to.be.at.most(tile.clientWidth);
        }
      } finally {
        await useLanguage('EN');
        await setViewport({ width: 800, height: 600 });
      }
    });
  }
});

describe('<mc-member-centre> in a 296 px column in Tamil', () => {
  it('the verification row keeps its chevron inside the row: the badge gives way', async () => {
    signInAs(0);
    mockFetch(routes('1', { verification: 'verified' }));
    const column = document.createElement('div');
    column.style.width = '296px';
    document.body.append(column);
    try {
      await useLanguage('TA');
      const el = await mount('<mc-member-centre></mc-member-centre>', {
        parent: column,
        ready: (e) => ready(e) && $translations.get().language === 'TA' && q(e, '.row [data-verification="verified"]'),
      });
      const row = q(el, '.row [data-verification="verified"]')!.closest('.row')!;
      const chevron = row.querySelector('.chevron')!.getBoundingClientRect();
      expect(chevron.right).to.be.at.most(row.getBoundingClientRect().right);
      expect(chevron.left).to.be.at.least(row.getBoundingClientRect().left);
    } finally {
      await useLanguage('EN');
      column.remove();
    }
  });
});

describe('<mc-member-centre> template versions (§3 mem_cen)', () => {
  it("'1' selects the new layout: profile card on top, one grid of big quick actions, the list in titled groups", async () => {
    signInAs(0);
    mockFetch(routes('1'));
    const el = await mount('<mc-member-centre></mc-member-centre>', { ready });
    expect(q(el, '[data-template="new"]')).to.not.equal(null);
    expect(q(el, '.info.hero')).to.not.equal(null);
    expect(shadowQueryAll(el, '.actions .tile').map((t) => t.dataset.tile)).to.deep.equal([
      'benefits',
      'download',
      'deposit',
      'withdraw',
      'inviteFriends',
      'securityCenter',
    ]);
    const groups = shadowQueryAll(el, '.group').map((g) => [
      g.dataset.group,
      [...g.querySelectorAll<HTMLElement>('.row')].map((r) => r.dataset.item ?? r.dataset.link),
    ]);
    expect(groups).to.deep.equal([
      ['rewards', ['rewardCenter']],
      ['records', ['depositRecord', 'withdrawRecord', 'transactionRecord', 'gameRecord', 'profitAndLoss']],
      ['more', ['uplineTransfer', 'manualRebate', 'leaderBoard', 'rebateReport', 'webEmail']],
      ['account', ['profile', 'verification', 'feedback', 'responsibleGaming']],
    ]);
    expect(shadowQueryAll(el, '.group-title').map((h) => h.textContent)).to.deep.equal(['Rewards', 'Records and reports', 'More services', 'My account']);
  });

  for (const value of ['0', '', '2']) {
    it(`'${value}' keeps the base layout`, async () => {
      signInAs(0);
      mockFetch(routes(value));
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready });
      expect(q(el, '[data-template="base"]')).to.not.equal(null);
      expect(q(el, '.hero')).to.equal(null);
      expect(q(el, '.tiles.quick')).to.not.equal(null);
    });
  }

  for (const version of ['0', '1']) {
    it(`mem_cen '${version}': the head icon leads to the profile; verification state, profile, verification and feedback entries`, async () => {
      signInAs(0);
      mockFetch(routes(version));
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready });
      const avatar = q<HTMLImageElement>(el, '[data-action="profile"] img')!;
      expect(avatar.getAttribute('src')).to.equal('/img/avatar/3.svg');
      expect(avatar.getAttribute('width')).to.equal(version === '1' ? '72' : '56');
      expect(q(el, '[data-action="profile"]')!.getAttribute('aria-label')).to.equal('Open my profile');
      expect(textOf(q(el, '[data-field="verification"]'))).to.equal('Under review');
      expect(textOf(q(el, '[data-link="verification"] [data-verification]'))).to.equal('Under review');
      click(q(el, '[data-action="profile"]')!);
      for (const id of ['profile', 'verification', 'feedback']) click(q(el, `[data-link="${id}"]`)!);
      expect(nav.paths).to.deep.equal(['/m/member/profile', '/m/member/profile', '/m/member/verification', '/m/feedback']);
      // The entries are not part of the §2.9 list: its gates decide that list alone.
      expect(shadowQueryAll(el, '.list [data-link]')).to.have.length(0);
    });
  }

  it('FEEDBACK3 sent as false hides the feedback entry', async () => {
    signInAs(0);
    mockFetch(
      platformRoutes({
        'GET /wps/system/init': ok(initialConfig({ mobileTemplate: { mem_cen: '1' } }, { FEEDBACK3: false })),
        'GET /wps/relay/CSP_unreadCount': ok(0),
      }),
    );
    const el = await mount('<mc-member-centre></mc-member-centre>', { ready: (e) => q(e, '.list .row') && q(e, '[data-link="verification"]') });
    expect(shadowQueryAll(el, '[data-link]').map((l) => l.dataset.link)).to.deep.equal(['profile', 'verification', 'responsibleGaming']);
  });

  it('a verified member sees Verified', async () => {
    signInAs(0);
    mockFetch(routes('1', { verification: 'verified' }));
    const el = await mount('<mc-member-centre></mc-member-centre>', { ready });
    expect(q(el, '[data-field="verification"] [data-verification]')!.dataset.verification).to.equal('verified');
    expect(textOf(q(el, '[data-field="verification"]'))).to.equal('Verified');
  });
});

describe('<mc-member-centre> while the promotions are on their way', () => {
  /** The promotions answer, held until the test lets it go. */
  function heldPromotions(enabled: string[]) {
    let release = () => {};
    const answer = new Promise<MockReply>((resolve) => {
      release = () => resolve(ok({ enabled, unclaimedCount: 0 }));
    });
    return { route: { 'GET /wps/promotion/available': () => answer }, release: () => release() };
  }
  const rect = (el: HTMLElement, s: string) => {
    const r = q(el, s)!.getBoundingClientRect();
    return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) };
  };

  for (const version of ['0', '1']) {
    it(`mem_cen '${version}': the invite tile and the leaderboard row keep their places, so nothing after them moves when they come`, async () => {
      signInAs(0);
      const held = heldPromotions(['REFERRAL', 'MISSION']);
      mockFetch({ ...routes(version), ...held.route });
      const el = await mount('<mc-member-centre></mc-member-centre>', {
        ready: (e) => q(e, '.tile.placeholder[data-tile="inviteFriends"]') && q(e, '.list .row'),
      });
      // A blank of a tile's size in the invite tile's place, hidden from screen readers, its group busy.
      expect(q(el, '.tile.placeholder')!.getAttribute('aria-hidden')).to.equal('true');
      expect(q(el, '[data-tile="inviteFriends"]')!.closest('[aria-busy="true"]')).to.not.equal(null);
      expect(q(el, '.row.placeholder')!.closest('li')!.getAttribute('aria-hidden')).to.equal('true');
      const before = { security: rect(el, '[data-tile="securityCenter"]'), rebate: rect(el, '[data-item="rebateReport"]') };
      expect(before.security.width).to.equal(rect(el, '[data-tile="inviteFriends"]').width);
      held.release();
      await waitFor(() => q(el, 'button[data-tile="inviteFriends"]') && q(el, '[data-item="leaderBoard"]'));
      expect({ security: rect(el, '[data-tile="securityCenter"]'), rebate: rect(el, '[data-item="rebateReport"]') }).to.deep.equal(before);
      expect(shadowQueryAll(el, '.placeholder, [part="tiles"][aria-busy], .list[aria-busy]')).to.have.length(0);
    });
  }

  it('a tile the answer turns off gives its place up', async () => {
    signInAs(0);
    const held = heldPromotions([]);
    mockFetch({ ...routes('1'), ...held.route });
    const el = await mount('<mc-member-centre></mc-member-centre>', { ready: (e) => q(e, '.tile.placeholder[data-tile="inviteFriends"]') });
    held.release();
    await waitFor(() => !q(el, '[data-tile="inviteFriends"]'));
    expect(shadowQueryAll(el, '.actions .tile').map((t) => t.dataset.tile)).to.deep.equal(['benefits', 'download', 'deposit', 'withdraw', 'securityCenter']);
    expect(q(el, '[data-item="leaderBoard"]')).to.equal(null);
    expect(shadowQueryAll(el, '.placeholder')).to.have.length(0);
  });
});
