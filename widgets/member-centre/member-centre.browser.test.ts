import {
  describe,
  it,
  expect,
  beforeEach,
  afterEach,
  mount,
  q,
  shadowQueryAll,
  waitFor,
  mockFetch,
  ok,
  fail,
  http,
  click,
  textOf,
} from '../../tests/browser/helpers.ts';
import { platformRoutes, initialConfig, member, balance, signInAs, resetStores, captureNavigation, WHITELABEL } from '../../tests/browser/platform-fixtures.ts';
import { unreadStore } from '../../core/stores/inbox.ts';
import { $toast } from '../../core/stores/toast.ts';
import { setLanguage } from '../../core/stores/language.ts';
import './index.ts';

let nav: ReturnType<typeof captureNavigation>;
beforeEach(() => {
  resetStores();
  unreadStore.reset();
  nav = captureNavigation();
});
afterEach(() => {
  nav.stop();
  setLanguage('EN');
});

const rows = (el: Element) => shadowQueryAll(el, '.list .row').map((r) => r.getAttribute('data-item'));
const tiles = (el: Element) => shadowQueryAll(el, '.tile').map((r) => r.getAttribute('data-tile'));
const ALL_ITEMS = [
  'rewardCenter',
  'depositRecord',
  'withdrawRecord',
  'transactionRecord',
  'gameRecord',
  'profitAndLoss',
  'uplineTransfer',
  'manualRebate',
  'leaderBoard',
  'rebateReport',
  'webEmail',
];

/** The template version the routes answer with (set per describe block). */
let memCen = '0';

function routes(
  opts: {
    whitelabel?: Record<string, boolean>;
    member?: Record<string, unknown>;
    promotions?: string[];
    unclaimed?: number;
    unread?: number;
    config?: Record<string, unknown>;
  } = {},
) {
  return platformRoutes({
    'GET /wps/system/init': ok(initialConfig({ mobileTemplate: { mem_cen: memCen }, ...opts.config }, { ...WHITELABEL, ...opts.whitelabel })),
    'GET /wps/member/info': ok(member(opts.member ?? {})),
    'GET /wps/promotion/available': ok({ enabled: opts.promotions ?? ['REFERRAL', 'MISSION'], unclaimedCount: opts.unclaimed ?? 3 }),
    'GET /wps/relay/CSP_unreadCount': ok(opts.unread ?? 2),
  });
}

const ready = (e: HTMLElement) => q(e, '.list .row') && q(e, '[data-field="days"]') && !q(e, '[data-field="days"] .skeleton-text');

// Every behaviour holds in both template versions of §3 (mem_cen '1' the new layout, anything else the base).
for (const version of ['0', '1']) {
  describe(`<mc-member-centre> mem_cen '${version}'`, () => {
    beforeEach(() => {
      memCen = version;
    });

    it('a visitor sees the title bar and the login-or-register prompt, which opens login', async () => {
      const api = mockFetch(routes());
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready: (e) => q(e, '.prompt') });
      expect(textOf(q(el, '.title'))).to.equal('Member centre');
      expect(q(el, '.list')).to.equal(null);
      expect(api.calls('/wps/member/info')).to.have.length(0);
      expect(api.calls('/wps/relay/CSP_unreadCount')).to.have.length(0);
      click(shadowQueryAll<HTMLButtonElement>(el, '.prompt button')[0]!);
      expect(nav.paths).to.deep.equal(['/m/login']);
    });

    it('back goes home; settings needs a session (login) and otherwise opens /m/set', async () => {
      mockFetch(routes());
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready: (e) => q(e, '.prompt') });
      click(q(el, `button[aria-label="Back"]`)!);
      click(q(el, '[data-action="settings"]')!);
      expect(nav.paths).to.deep.equal(['/m/home', '/m/login']);
      signInAs(0);
      await waitFor(() => q(el, '.info'));
      click(q(el, '[data-action="settings"]')!);
      expect(nav.paths.at(-1)).to.equal('/m/set');
    });

    it('a visitor tapping the message icon gets the login popup, not a page change', async () => {
      mockFetch(routes());
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready: (e) => q(e, '[data-action="messages"]') });
      click(q(el, '[data-action="messages"]')!);
      const dialog = await waitFor(() => q<HTMLDialogElement>(el, 'dialog.login-dialog'));
      await waitFor(() => dialog.open && dialog.querySelector('mc-login'));
      expect(dialog.querySelector('mc-login')!.getAttribute('redirect')).to.equal('/m/webEmail');
      expect(nav.paths).to.deep.equal([]);
      click(dialog.querySelector('.dialog-close')!);
      await waitFor(() => !dialog.open);
    });

    it('shows the member info: name, account, VIP label, days since registration, balance', async () => {
      signInAs(0);
      mockFetch(routes({ member: { regDate: Date.now() - 10 * 86_400_000 - 3_600_000 } }));
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready: (e) => ready(e) && textOf(q(e, '[data-field="balance"]')) });
      expect(textOf(q(el, '.name-text'))).to.equal('Lucky Demo');
      expect(textOf(q(el, '[data-field="account"]'))).to.equal('demo');
      expect(textOf(q(el, '.vip'))).to.equal('VIP 3');
      expect(textOf(q(el, '[data-field="days"]'))).to.equal('Days since registration: 10');
      expect(textOf(q(el, '[data-field="balance"]'))).to.equal('¥ 12,345');
    });

    it('a balance that failed to load has its own retry (the page has no header)', async () => {
      signInAs(0);
      mockFetch({ ...routes(), 'GET /wps/wallets/balance': [http(500, '<html>oops</html>'), ok(balance(55))] });
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready: (e) => ready(e) && q(e, '[data-field="balance"] button') });
      expect(textOf(q(el, '[data-field="balance"] button'))).to.equal('Load failed, tap to retry');
      click(q(el, '[data-field="balance"] button')!);
      await waitFor(() => textOf(q(el, '[data-field="balance"]')) === '¥ 55');
    });

    it('with every flag on, shows every item of the §2.9 table in order, the counts, and the tiles', async () => {
      signInAs(0);
      mockFetch(routes({ unclaimed: 3, unread: 2 }));
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready: (e) => ready(e) && q(e, '.dot-badge') && q(e, '[part="badge"]') });
      expect(rows(el)).to.deep.equal(ALL_ITEMS);
      expect(textOf(q(el, '[data-item="rewardCenter"] [part="badge"]'))).to.equal('3');
      expect(textOf(q(el, '[data-item="webEmail"] .badge'))).to.equal('2');
      expect(textOf(q(el, '.dot-badge'))).to.equal('2');
      expect(q(el, '[data-action="messages"]')!.getAttribute('aria-label')).to.equal('Messages, 2 unread');
      expect(tiles(el)).to.deep.equal(['benefits', 'download', 'deposit', 'withdraw', 'inviteFriends', 'securityCenter']);
    });

    for (const [flag, item] of [
      ['REWCEN3', 'rewardCenter'],
      ['DEPRECM3', 'depositRecord'],
      ['WITHREC3', 'withdrawRecord'],
      ['TRANSREC3', 'transactionRecord'],
      ['TRANSBETREPMEM3', 'gameRecord'],
      ['PERSREP', 'profitAndLoss'],
      ['AGETRANSFERUP3', 'uplineTransfer'],
      ['MANPLAYREB3', 'manualRebate'],
      ['PLYRBT', 'rebateReport'],
      ['MAILCEN', 'webEmail'],
    ] as const) {
      it(`${flag} off hides ${item}, and only it`, async () => {
        signInAs(0);
        mockFetch(routes({ whitelabel: { [flag]: false } }));
        const el = await mount('<mc-member-centre></mc-member-centre>', { ready });
        expect(rows(el)).to.deep.equal(ALL_ITEMS.filter((i) => i !== item));
      });
    }

    it('MAILCEN off also hides the message icon', async () => {
      signInAs(0);
      mockFetch(routes({ whitelabel: { MAILCEN: false } }));
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready });
      expect(q(el, '[data-action="messages"]')).to.equal(null);
      expect(q(el, '[data-action="settings"]')).to.not.equal(null);
    });

    it('a flag the platform does not send hides its item too', async () => {
      signInAs(0);
      const wl: Record<string, boolean> = { ...WHITELABEL };
      delete wl.PERSREP;
      mockFetch(
        platformRoutes({
          'GET /wps/system/init': ok({ ...initialConfig({ mobileTemplate: { mem_cen: memCen } }), whitelabel: wl }),
          'GET /wps/relay/CSP_unreadCount': ok(0),
        }),
      );
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready });
      expect(rows(el)).to.not.include('profitAndLoss');
    });

    it('MISSION off hides the leaderboard; REFERRAL off hides the invite tile', async () => {
      signInAs(0);
      mockFetch(routes({ promotions: [], unclaimed: 1 }));
      // The promotions are known once the reward centre shows its unclaimed count.
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready: (e) => ready(e) && q(e, '[part="badge"]') });
      expect(rows(el)).to.not.include('leaderBoard');
      expect(tiles(el)).to.not.include('inviteFriends');
    });

    it('transfer to upline needs toUpline and a type other than 2', async () => {
      signInAs(0);
      mockFetch(routes({ member: { toUpline: false } }));
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready });
      expect(rows(el)).to.not.include('uplineTransfer');
    });

    it('a member without a club label gets no level-benefits tile', async () => {
      signInAs(0);
      mockFetch(routes({ member: { clubLabel: undefined } }));
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready });
      expect(tiles(el)).to.deep.equal(['download', 'deposit', 'withdraw', 'inviteFriends', 'securityCenter']);
      expect(q(el, '.vip')).to.equal(null);
    });

    it('an agent sees the agency centre item and no invite tile; type 2 gets no upline transfer', async () => {
      signInAs(1, 'agent');
      mockFetch(routes());
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready });
      expect(rows(el)).to.include('agencyCentre');
      expect(rows(el).indexOf('agencyCentre')).to.equal(1);
      expect(tiles(el)).to.not.include('inviteFriends');
      click(q(el, '[data-item="agencyCentre"]')!);
      expect(nav.paths).to.deep.equal(['/m/agent']);
    });

    it('type 2 (sub-agent) gets no transfer to upline even with the flag and toUpline', async () => {
      signInAs(2, 'subagent1');
      mockFetch(routes());
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready });
      expect(rows(el)).to.include('agencyCentre');
      expect(rows(el)).to.not.include('uplineTransfer');
    });

    it('a free-trial member is blocked: free_reject, no member data asked', async () => {
      signInAs(4, 'trial01');
      const api = mockFetch(routes());
      // Every toast shown, not only the one on screen at the end: a slow mount can outlast its 2 s.
      const shown: { message: string; durationMs?: number }[] = [];
      const unlisten = $toast.listen((t) => void (t && shown.push({ message: t.message, durationMs: t.durationMs })));
      let el: HTMLElement;
      try {
        el = await mount('<mc-member-centre></mc-member-centre>', { ready: (e) => q(e, '[data-state="free-trial"]') });
        await waitFor(() => shown.length > 0);
      } finally {
        unlisten();
      }
      expect(textOf(q(el, '[data-state="free-trial"] p'))).to.equal('Please log in with a real account to use this function');
      expect(shown).to.deep.equal([{ message: 'free_reject', durationMs: 2000 }]);
      expect(q(el, '.list')).to.equal(null);
      expect(api.calls('/wps/member/info')).to.have.length(0);
      // The message icon follows MAILCEN, so it appears once the configuration is in.
      click(await waitFor(() => q(el, '[data-action="messages"]')));
      expect(nav.paths).to.deep.equal([]);
    });

    it('tiles and items go where the §2.9 table says', async () => {
      signInAs(0);
      mockFetch(routes());
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready });
      for (const id of ['benefits', 'download', 'deposit', 'withdraw', 'inviteFriends', 'securityCenter']) click(q(el, `[data-tile="${id}"]`)!);
      for (const id of ALL_ITEMS) click(q(el, `[data-item="${id}"]`)!);
      click(q(el, '[data-action="messages"]')!);
      expect(nav.paths).to.deep.equal([
        '/m/member/benefits',
        '/m/download',
        '/m/voucherCenter',
        '/m/withdraw',
        '/m/inviteFriends',
        '/m/securityCenter',
        '/m/rewardCenter',
        '/m/vouReport',
        '/m/withdrawReport',
        '/m/transaction/record',
        '/m/gameRecord',
        '/m/profitandloss',
        '/m/upLine/transfer',
        '/m/member/manualRebate',
        '/m/leaderBoard',
        '/m/member/rebateReport',
        '/m/webEmail',
        '/m/webEmail',
      ]);
    });

    it('the contact menu lists only configured links, the first customer-service link first', async () => {
      signInAs(0);
      mockFetch(
        routes({
          config: {
            customerService: [
              { name: 'Chat', url: 'https://support.example.test/chat' },
              { name: 'Other', url: 'https://other.example.test' },
            ],
            resources: [
              { resourceType: 'TELEGRAM', url: 'https://t.me/demo' },
              { resourceType: 'FACEBOOK', url: '' },
              { resourceType: 'IOS', url: 'https://apps.example.test' },
            ],
          },
        }),
      );
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready: (e) => ready(e) && q(e, '.contact') });
      const toggle = q(el, '.contact-toggle')!;
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      click(toggle);
      await waitFor(() => toggle.getAttribute('aria-expanded') === 'true');
      const links = shadowQueryAll<HTMLAnchorElement>(el, '.contact a');
      expect(links.map((a) => a.dataset.contact)).to.deep.equal(['service', 'telegram']);
      expect(links[0]!.href).to.equal('https://support.example.test/chat');
      expect(links[0]!.target).to.equal('_blank');
      expect(links[0]!.rel).to.equal('noopener noreferrer');
    });

    it('all four contact entries when all are configured; no menu at all when none is', async () => {
      signInAs(0);
      mockFetch(
        routes({
          config: {
            resources: [
              { resourceType: 'FACEBOOK', url: 'https://facebook.example.test/mc' },
              { resourceType: 'TELEGRAM', url: 'https://t.me/one' },
              { resourceType: 'TELEGRAM2', url: 'https://t.me/two' },
            ],
          },
        }),
      );
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready: (e) => q(e, '.contact') });
      expect(shadowQueryAll(el, '.contact a').map((a) => a.getAttribute('data-contact'))).to.deep.equal(['service', 'facebook', 'telegram', 'telegram2']);
      el.remove();

      resetStores();
      mockFetch(routes({ config: { customerService: [], resources: [] } }));
      const bare = await mount('<mc-member-centre></mc-member-centre>', { ready: (e) => q(e, '.prompt') && q(e, '[data-action="messages"]') });
      expect(q(bare, '.contact')).to.equal(null);
    });

    it('a failed member-info load says so and retries', async () => {
      signInAs(0);
      const api = mockFetch(
        platformRoutes({
          'GET /wps/member/info': [fail('server.error', 'boom'), ok(member())],
          'GET /wps/relay/CSP_unreadCount': ok(0),
        }),
      );
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready: (e) => q(e, '.info [role="alert"] button') });
      click(q(el, '.info [role="alert"] button')!);
      await waitFor(() => textOf(q(el, '.name-text')) === 'Lucky Demo');
      expect(api.calls('/wps/member/info')).to.have.length(2);
    });

    it('a failed configuration load shows the retry in place of the list', async () => {
      signInAs(0);
      mockFetch(
        platformRoutes({
          'GET /wps/system/init': [fail('server.error', 'boom'), ok(initialConfig({ mobileTemplate: { mem_cen: memCen } }))],
          'GET /wps/relay/CSP_unreadCount': ok(0),
        }),
      );
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready: (e) => q(e, '[role="alert"] button') });
      click(q(el, '[role="alert"] button')!);
      await waitFor(() => rows(el).length === ALL_ITEMS.length);
    });

    it('speaks PT and TY', async () => {
      signInAs(0);
      mockFetch(routes());
      const el = await mount('<mc-member-centre></mc-member-centre>', { ready });
      setLanguage('PT');
      await waitFor(() => textOf(q(el, '.title')) === 'Centro de membros' || textOf(q(el, '.title')) !== 'Member centre');
      expect(textOf(q(el, '[data-field="days"]'))).to.match(/^Dias desde o cadastro: \d+$/);
      setLanguage('TY');
      await waitFor(() => /^Mga araw mula nang mag-register/.test(textOf(q(el, '[data-field="days"]'))));
    });
  });
}
