/**
 * The member centre and its content pages against the reference platform: every gate of the
 * §2.9 table flipped on the platform (whitelabel flags, promotions, session type), the demo
 * player reading a message (the unread count drops everywhere), the login rules of the message
 * centre and invite friends, and the help centre's ?i=.
 *
 * E2E_SITE_DIR points the platform at another build of the site than dist/site.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectConsoleErrors, type E2EBrowser, type Platform, useE2E, submitLogin } from './harness.ts';

let platform: Platform;
let browser: E2EBrowser;

useE2E((started) => ({ platform, browser } = started), { resetAfterEach: true });

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(platform.url + path);
  return { page, errors };
}

/** Signs in on /m/login and opens the member centre. */
async function memberCentre(username = 'demo', password = 'demo1234') {
  const { page, errors } = await open('/m/login');
  await submitLogin(page, username, password);
  await page.waitForURL('**/m/home');
  await page.goto(platform.url + '/m/mine');
  await listReady(page);
  return { page, errors };
}

const items = (page: Page) => page.locator('mc-member-centre .list .row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-item')));
const tiles = (page: Page) => page.locator('mc-member-centre .tile').evaluateAll((t) => t.map((x) => x.getAttribute('data-tile')));
async function listReady(page: Page) {
  await page.locator('mc-member-centre .list .row').first().waitFor();
  await page.locator('mc-member-centre [data-field="days"]').filter({ hasText: /\d/ }).waitFor();
}

/** expect.poll with room for a busy machine (the default waits only 1 s). */
const poll = <T>(fn: () => T | Promise<T>, message?: string) => expect.poll(fn, { timeout: 10_000, ...(message ? { message } : {}) });

const MEMBER_ITEMS = [
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

describe('the member centre of the demo player', () => {
  it('shows the member info, the tiles and every item of the §2.9 table with the seed’s settings', async () => {
    const { page, errors } = await memberCentre();
    expect(await page.locator('mc-member-centre .title').textContent()).toBe('Member centre');
    expect(await page.locator('mc-member-centre .name-text').textContent()).toBe('Lucky Demo');
    expect(await page.locator('mc-member-centre .vip').textContent()).toBe('VIP 3');
    expect(await page.locator('mc-member-centre [data-field="days"]').textContent()).toMatch(/^Days since registration: \d+$/);
    await poll(() => page.locator('mc-member-centre [data-field="balance"]').textContent()).toBe('¥ 10,000');
    expect(await items(page)).toEqual(MEMBER_ITEMS);
    expect(await tiles(page)).toEqual(['benefits', 'download', 'deposit', 'withdraw', 'inviteFriends', 'securityCenter']);
    await poll(() => page.locator('mc-member-centre [data-action="messages"] .badge').textContent()).toBe('3');
    expect(await page.locator('mc-header').count()).toBe(0); // §2.3: no site header on mine
    expect(errors).toEqual([]);
  });

  it('each whitelabel flag of the table, switched off on the platform, removes its item (and only it)', async () => {
    const { page, errors } = await memberCentre();
    const flags: [string, string][] = [
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
    ];
    for (const [flag, item] of flags) {
      await platform.admin({ whitelabel: { [flag]: false } });
      await page.reload();
      await listReady(page);
      expect(await items(page), flag).toEqual(MEMBER_ITEMS.filter((i) => i !== item));
      if (flag === 'MAILCEN') expect(await page.locator('mc-member-centre [data-action="messages"]').count()).toBe(0);
      await platform.admin({ whitelabel: { [flag]: true } });
    }
    await page.reload();
    await listReady(page);
    expect(await items(page)).toEqual(MEMBER_ITEMS);
    expect(errors).toEqual([]);
  });

  it('the MISSION promotion off removes the leaderboard; REFERRAL off removes the invite tile', async () => {
    const { page, errors } = await memberCentre();
    await platform.admin({ promotions: { MISSION: false } });
    await page.reload();
    await listReady(page);
    // The promotions are known once the reward centre shows its unclaimed count.
    await page.locator('mc-member-centre [data-item="rewardCenter"] [part="badge"]').waitFor();
    await poll(() => items(page)).toEqual(MEMBER_ITEMS.filter((i) => i !== 'leaderBoard'));
    await platform.admin({ promotions: { MISSION: true, REFERRAL: false } });
    await page.reload();
    await listReady(page);
    await poll(() => items(page)).toEqual(MEMBER_ITEMS);
    expect(await tiles(page)).not.toContain('inviteFriends');
    expect(errors).toEqual([]);
  });

  it('items go to their pages', async () => {
    const { page } = await memberCentre();
    await page.locator('mc-member-centre [data-item="depositRecord"]').click();
    await page.waitForURL('**/m/vouReport');
    await page.goBack();
    await listReady(page);
    await page.locator('mc-member-centre [data-tile="securityCenter"]').click();
    await page.waitForURL('**/m/securityCenter');
    await page.locator('mc-security-center [data-item="nickname"]').waitFor();
  });
});

describe('session types (§2.9 agency centre, transfer to upline; §6)', () => {
  it('the agency centre item is there for an agent (type 1) and not for a player (type 0)', async () => {
    const demo = await memberCentre();
    expect(await items(demo.page)).not.toContain('agencyCentre');
    const agent = await memberCentre('agent', 'agent1234');
    expect(await items(agent.page)).toContain('agencyCentre');
    expect(await tiles(agent.page)).not.toContain('inviteFriends');
    await agent.page.locator('mc-member-centre [data-item="agencyCentre"]').click();
    await agent.page.waitForURL('**/m/agent');
  });

  it('a type-2 agent gets no transfer to upline', async () => {
    const { page } = await memberCentre('subagent1', 'member1234');
    expect(await items(page)).toContain('agencyCentre');
    expect(await items(page)).not.toContain('uplineTransfer');
  });

  it('a free-trial member is blocked from the member centre', async () => {
    const { page } = await open('/m/home');
    // A trial account made by the platform (POST /wps/session/freeplay), kept as the kit keeps a session.
    await page.evaluate(async () => {
      const res = await fetch('/wps/session/freeplay', {
        method: 'POST',
        headers: { Merchant: 'MC01', 'Module-Id': 'FREEPLAY3', 'Content-Type': 'application/json' },
        body: '{}',
      });
      const { value } = (await res.json()) as { value: { token: string; userName: string; customerType: number } };
      sessionStorage.setItem(
        'MC_SESSION_INFO',
        JSON.stringify({ token: value.token, userName: value.userName, type: value.customerType, merchantCode: 'MC01' }),
      );
    });
    await page.goto(platform.url + '/m/mine');
    await page.locator('mc-member-centre [data-state="free-trial"]').waitFor();
    expect(await page.locator('mc-member-centre .list').count()).toBe(0);
  });
});

describe('the message centre', () => {
  it('the demo player reads a message and the unread count drops, also on the member centre', async () => {
    const { page, errors } = await memberCentre();
    await poll(() => page.locator('mc-member-centre [data-action="messages"] .badge').textContent()).toBe('3');
    await page.locator('mc-member-centre [data-action="messages"]').click();
    await page.waitForURL('**/m/webEmail');
    const count = page.locator('mc-message-centre .count');
    await poll(() => count.textContent()).toBe('3 unread');
    const first = page.locator('mc-message-centre .message').first();
    expect(await first.getAttribute('class')).toBe('message unread');
    await first.locator('.message-toggle').click();
    await poll(() => count.textContent()).toBe('2 unread');
    // The row changes in the same render as the count.
    expect(await first.getAttribute('class')).toBe('message read');
    await poll(() => first.locator('.content').textContent()).toContain('has been added to your main wallet');
    // The platform remembers: a fresh load shows it read.
    await page.reload();
    await poll(() => count.textContent()).toBe('2 unread');
    await poll(() => page.locator('mc-message-centre .message').first().getAttribute('class')).toBe('message read');
    await page.goto(platform.url + '/m/mine');
    await poll(() => page.locator('mc-member-centre [data-action="messages"] .badge').textContent()).toBe('2');
    await poll(() => page.locator('mc-member-centre [data-item="webEmail"] .badge').textContent()).toBe('2');
    // Mark all read: the counters go away.
    await page.goto(platform.url + '/m/message');
    await page.locator('mc-message-centre [data-action="mark-all"]').click();
    await poll(() => page.locator('mc-message-centre .count').textContent()).toBe('No unread messages');
    expect(errors).toEqual([]);
  });

  it('a visitor gets the login popup, signs in inside it and stays on the message centre', async () => {
    const { page, errors } = await open('/m/webEmail');
    const dialog = page.locator('mc-message-centre dialog.login-dialog');
    await dialog.getByLabel('Username').waitFor();
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
    await dialog.locator('mc-login button[type="submit"]').click();
    await page.locator('mc-message-centre .message').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/webEmail');
    expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe('invite friends (§5)', () => {
  it('a visitor is sent to /m/login', async () => {
    const { page } = await open('/m/inviteFriends');
    await page.waitForURL('**/m/login');
  });

  it('the demo player sees the referral link and its QR code; with REFERRAL off, contact_service', async () => {
    const { page, errors } = await open('/m/login');
    await submitLogin(page);
    await page.waitForURL('**/m/home');
    await page.goto(platform.url + '/m/inviteFriends');
    await page.locator('mc-invite-friends .qr path').waitFor();
    expect(await page.locator('mc-invite-friends #invite-link').inputValue()).toMatch(/\/m\/register\?affiliateCode=\w+$/);
    await platform.admin({ promotions: { REFERRAL: false } });
    await page.reload();
    await page.locator('mc-invite-friends [data-state="referral-off"]').waitFor();
    await poll(() => page.locator('mc-toast .toast').textContent()).toContain('This feature is not available. Please contact customer service.');
    expect(errors).toEqual([]);
  });
});

describe('the help centre (§2.12)', () => {
  const openTitle = (page: Page, tag = 'mc-help-centre') => page.locator(`${tag} .title[aria-expanded="true"] .title-text`).allTextContents();

  it('opens the first item without ?i=, the one ?i= names, and the first for a bad value', async () => {
    const { page, errors } = await open('/m/help');
    await poll(() => openTitle(page)).toEqual(['How do I register?']);
    await page.goto(platform.url + '/m/help?i=2');
    await poll(() => openTitle(page)).toEqual(['How do I withdraw?']);
    expect(await page.locator('mc-banner').getAttribute('open-index')).toBeNull();
    for (const bad of ['abc', '-1', '99']) {
      await page.goto(platform.url + `/m/help?i=${bad}`);
      await poll(() => openTitle(page), bad).toEqual(['How do I register?']);
    }
    // One open at a time.
    await page.locator('mc-help-centre .title').nth(3).click();
    await poll(() => openTitle(page)).toEqual(['I forgot my password']);
    expect(errors).toEqual([]);
  });

  it('the detail page shows the item ?i= names', async () => {
    const { page } = await open('/m/helpDetail?i=1');
    await poll(() => page.locator('mc-help-detail .article .title').textContent()).toBe('How do I deposit?');
    await page.goto(platform.url + '/m/helpDetail?i=x');
    await poll(() => page.locator('mc-help-detail .article .title').textContent()).toBe('How do I register?');
  });
});

describe('content pages in three languages', () => {
  it('service, download and the user agreement render in EN, PT and TY', async () => {
    const { page, errors } = await open('/m/home');
    const expectations: Record<string, [string, string, string]> = {
      EN: ['How can we help?', 'Download for Android', 'User agreement'],
      PT: ['Como podemos ajudar?', 'Baixar para Android', 'Termos de uso'],
      TY: ['Paano ka namin matutulungan?', 'I-download para sa Android', 'Kasunduan ng user'],
    };
    for (const [lang, [service, download, agreement]] of Object.entries(expectations)) {
      await page.evaluate((l) => localStorage.setItem('MC_LANGUAGE', l), lang);
      await page.goto(platform.url + '/m/service');
      await poll(() => page.locator('mc-service .intro h2').textContent(), lang).toBe(service);
      await page.goto(platform.url + '/m/download');
      await page.locator('mc-download [data-tab="android"]').click();
      await poll(() => page.locator('mc-download a[data-kind="Android"]').textContent(), lang).toBe(download);
      await page.goto(platform.url + '/m/useragreement');
      await poll(() => page.locator('mc-user-agreement .intro h2').textContent(), lang).toBe(agreement);
    }
    expect(errors).toEqual([]);
  });
});
