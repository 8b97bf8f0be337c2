/**
 * The last corners where a fault stranded the player or lost their work (issue 21), tried as a
 * player would against the built site and the reference platform:
 * - the session ends elsewhere while a form is open (feedback, profile, security centre, change of
 *   login password, identity verification, promotion application, the agency centre's downline
 *   registration): the login comes to the page, and after signing in the same player's input is
 *   still there and is sent; another player does not see it;
 * - stored session data that no request could carry (a token that is not a header value, or of
 *   20 kB) reads as signed out; a 431 to a call with the token ends the session like a 401;
 * - one tap of retry brings a page back (/m/mine signed in, /m/moreLottery);
 * - a failed submit's toast does not ask for a tap it cannot take;
 * - two submits dispatched in one task make one deposit.
 *
 * Local runs may point at another build: E2E_REBUILD=0 E2E_SITE_DIR=/tmp/site npx vitest run
 * --config tests/e2e/vitest.config.ts tests/e2e/faults.e2e.test.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { logout } from '../../core/api/signIn.ts';
import { ROOT, closeAnnouncementPopup, collectConsoleErrors, useE2E, type E2EBrowser, type Platform } from './harness.ts';
import { PNG } from './images.ts';

let platform: Platform;
let browser: E2EBrowser;
useE2E((started) => ({ platform, browser } = started));
afterEach(async () => {
  await platform.admin({ failureRate: 0, latencyMs: 0, failurePaths: [] });
});

const en = JSON.parse(readFileSync(join(ROOT, 'locales/en.json'), 'utf8')) as Record<string, string>;
const text = (key: string): string => {
  const value = en[key];
  if (typeof value !== 'string') throw new Error(`locales/en.json has no ${key}`);
  return value;
};
const LOGGED_OUT = text('error.session_expired');
/** What the page's own failed calls print (the browser logs every non-2xx answer). */
const FAILED_REQUEST = /Failed to load resource: the server responded with a status of (401|431|500)/;

async function signIn(scope: Page | Locator, username = 'demo', password = 'demo1234'): Promise<void> {
  await scope.getByLabel('Username').fill(username);
  await scope.getByLabel('Password', { exact: true }).fill(password);
  await scope.locator('mc-login button[type="submit"]').click();
}

async function signedInPage(username = 'demo', password = 'demo1234'): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors = collectConsoleErrors(page, { ignore: [FAILED_REQUEST] });
  // These stories are of a page the platform's word does not reach: its live stream (core/live/)
  // carries nothing, so the page learns of an ended session from its next call, as it does
  // while the stream is down (tests/e2e/live.e2e.test.ts has the session ending by the stream).
  await page.route('**/wps/live/**', (route) => route.fulfill({ status: 200, contentType: 'text/event-stream', body: ': nothing here\n\n' }));
  await page.goto(platform.url + '/m/login');
  await signIn(page, username, password);
  await page.waitForURL('**/m/home');
  await closeAnnouncementPopup(page);
  return { page, errors };
}

const storedToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { token: string } | null)?.token ?? null);

/** Ends the page's session on the platform, as a sign-out in another tab does. */
async function revoke(token: string): Promise<void> {
  const res = await fetch(platform.url + logout.path, {
    method: logout.method,
    headers: { Merchant: 'MC01', 'Module-Id': logout.moduleId, Authorization: token },
  });
  expect(res.status).toBe(200);
}

/**
 * Ends the page's session on the platform and taps `submit` under `element`: the login dialog
 * comes over the page with §8's logged-out text, on the same page. Returns the dialog.
 */
async function endSessionUnder(page: Page, element: Locator, submit: Locator): Promise<Locator> {
  const path = new URL(page.url()).pathname;
  await revoke((await storedToken(page))!);
  await submit.click();
  const dialog = element.getByRole('dialog', { name: text('title.login') });
  await dialog.waitFor();
  await element.locator('[data-state="session-ended"]').getByText(LOGGED_OUT).waitFor();
  expect(await storedToken(page)).toBeNull();
  expect(new URL(page.url()).pathname).toBe(path);
  return dialog;
}

/** Signs in with the dialog `endSessionUnder` brought, and waits until the page no longer waits. */
async function signInUnder(page: Page, element: Locator, dialog: Locator, username = 'demo', password = 'demo1234'): Promise<void> {
  const path = new URL(page.url()).pathname;
  await signIn(dialog, username, password);
  await dialog.waitFor({ state: 'hidden' });
  await element.locator('[data-state="session-ended"]').waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe(path);
}

const adminList = async <T>(path: string): Promise<T[]> => ((await (await fetch(platform.url + path)).json()) as { value: T[] }).value;

describe('a session that ends under an open form', () => {
  it('brings the login to the page; signed in again, the text typed is still there and is sent', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(platform.url + '/m/feedback');
    const form = page.locator('mc-feedback');
    const comment = 'Please list the new slots first, the lobby is long.';
    await form.getByLabel('Your feedback').fill(comment);

    const send = form.locator('form[aria-labelledby="fb-title"] button[type="submit"]');
    const dialog = await endSessionUnder(page, form, send);
    expect(await form.getByLabel('Your feedback').inputValue()).toBe(comment);

    await signInUnder(page, form, dialog);
    expect(await form.getByLabel('Your feedback').inputValue()).toBe(comment);

    await send.click();
    await page.locator('mc-toast').getByText(text('feedback.sent')).waitFor();
    const sent = (await (await fetch(`${platform.url}/__admin/feedback?account=demo`)).json()) as { value: { comment: string }[] };
    expect(sent.value.map((f) => f.comment)).toContain(comment);
    expect(errors).toEqual([]);
  });

  it('profile: the fields typed are kept and saved after signing in again', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(platform.url + '/m/member/profile');
    const profile = page.locator('mc-profile');
    await profile.getByLabel('Occupation').fill('Night-shift baker');
    await profile.getByLabel('Source of income').fill('Bakery wages');

    const save = profile.getByRole('button', { name: text('profile.save') });
    const dialog = await endSessionUnder(page, profile, save);
    expect(await profile.getByLabel('Occupation').inputValue()).toBe('Night-shift baker');

    await signInUnder(page, profile, dialog);
    expect(await profile.getByLabel('Occupation').inputValue()).toBe('Night-shift baker');
    expect(await profile.getByLabel('Source of income').inputValue()).toBe('Bakery wages');
    await save.click();
    await page.locator('mc-toast').getByText(text('profile.saved')).waitFor();
    await page.reload();
    await expect.poll(() => profile.getByLabel('Occupation').inputValue()).toBe('Night-shift baker');
    expect(await profile.getByLabel('Source of income').inputValue()).toBe('Bakery wages');
    expect(errors).toEqual([]);
  });

  it('profile: another player signing in there does not see what the first one typed', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(platform.url + '/m/member/profile');
    const profile = page.locator('mc-profile');
    await profile.getByLabel('Occupation').fill('Secret agent');
    const dialog = await endSessionUnder(page, profile, profile.getByRole('button', { name: text('profile.save') }));

    await signInUnder(page, profile, dialog, 'plain', 'plain1234');
    await profile.getByLabel('Occupation').waitFor();
    expect(await profile.getByLabel('Occupation').inputValue()).not.toBe('Secret agent');
    expect(await profile.getByText('Secret agent').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('security centre: the e-mail and the login password typed are kept and sent after signing in again', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(platform.url + '/m/securityCenter');
    const centre = page.locator('mc-security-center');
    await centre.getByRole('button', { name: new RegExp(`^${text('security.email')}`) }).click();
    const item = centre.locator('[data-item="email"]');
    await item.getByLabel(text('security.email.new')).fill('lucky.star@example.com');
    await item.getByLabel(text('security.reauth.password')).fill('demo1234');

    const dialog = await endSessionUnder(page, centre, item.locator('[part="submit"]'));
    await signInUnder(page, centre, dialog);
    expect(await item.getByLabel(text('security.email.new')).inputValue()).toBe('lucky.star@example.com');
    expect(await item.getByLabel(text('security.reauth.password')).inputValue()).toBe('demo1234');
    await item.locator('[part="submit"]').click();
    await page.locator('mc-toast').getByText(text('security.saved')).waitFor();
    // The platform's member info now holds it (masked).
    await expect.poll(() => item.locator('.entry [data-state]').textContent()).toBe('lu***@example.com');
    expect(errors).toEqual([]);
  });

  it('identity verification: the pictures chosen are kept and sent after signing in again', async () => {
    const { page, errors } = await signedInPage('plain', 'plain1234');
    await page.goto(platform.url + '/m/member/verification');
    const form = page.locator('mc-identity-verification');
    for (const side of ['front', 'back', 'selfie'])
      await form.locator(`[data-slot="${side}"] input[type="file"]`).setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => form.locator('.slot-preview img').count()).toBe(3);

    const send = form.getByRole('button', { name: text('verification.send') });
    const dialog = await endSessionUnder(page, form, send);
    expect(await form.locator('.slot-preview img').count()).toBe(3);

    await signInUnder(page, form, dialog, 'plain', 'plain1234');
    expect(await form.locator('.slot-preview img').count()).toBe(3);
    await send.click();
    await expect.poll(() => form.locator('[part="status"]').getAttribute('data-status')).toBe('pending');
    const pending = await adminList<{ images: { kind: string }[] }>('/__admin/verifications?status=pending&account=plain');
    expect(pending).toHaveLength(1);
    expect(pending[0]!.images.map((i) => i.kind).sort()).toEqual(['back', 'front', 'selfie']);
    expect(errors).toEqual([]);
  });

  it('promotion application: the comment typed is kept and sent after signing in again', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(platform.url + '/m/activityInfo?id=PR09');
    const promotion = page.locator('mc-activity-info');
    const comment = 'Placed my first sports bet on Sunday.';
    await promotion.getByLabel(text('promo.info.comment')).fill(comment);

    const apply = promotion.locator('[part="apply"] button[type="submit"]');
    const dialog = await endSessionUnder(page, promotion, apply);
    expect(await promotion.getByLabel(text('promo.info.comment')).inputValue()).toBe(comment);

    await signInUnder(page, promotion, dialog);
    expect(await promotion.getByLabel(text('promo.info.comment')).inputValue()).toBe(comment);
    await apply.click();
    await page.locator('mc-toast').getByText(text('promo.applied')).waitFor();
    const applications = await adminList<{ promotionId: string; comment: string }>('/__admin/promotion-applications?status=applying&account=demo');
    expect(applications.filter((a) => a.promotionId === 'PR09').map((a) => a.comment)).toEqual([comment]);
    expect(errors).toEqual([]);
  });

  it('change of login password: the new password typed is kept and the change is made after signing in again', async () => {
    onTestFinished(async () => {
      await platform.reset(); // plain's password back to the seed's
    });
    const { page, errors } = await signedInPage('plain', 'plain1234');
    await page.goto(platform.url + '/m/changePsw');
    const change = page.locator('mc-change-password');
    // A page load forgets the password held since sign-in: the form asks for the old one.
    await change.getByLabel(text('change.old')).fill('plain1234');
    await change.getByLabel(text('change.new')).fill('plain5678');
    await change.getByLabel(text('change.confirm')).fill('plain5678');

    const confirm = change.locator('form:has(#change-new) button[part="submit"]');
    const dialog = await endSessionUnder(page, change, confirm);
    await signInUnder(page, change, dialog, 'plain', 'plain1234');
    expect(await change.getByLabel(text('change.new')).inputValue()).toBe('plain5678');
    expect(await change.getByLabel(text('change.confirm')).inputValue()).toBe('plain5678');
    await confirm.click();
    await page.locator('mc-toast').getByText(text('change.success')).waitFor();

    const again = await signedInPage('plain', 'plain5678');
    expect(await storedToken(again.page)).not.toBeNull();
    expect([...errors, ...again.errors]).toEqual([]);
  });

  it('downline registration (agency centre): what the agent typed is kept beside the affiliate links, and the downline is registered after signing in again', async () => {
    onTestFinished(async () => {
      await platform.reset(); // the agent's team back to the seed's
    });
    const { page, errors } = await signedInPage('agent', 'agent1234');
    await page.goto(platform.url + '/m/agentRegister');
    const form = page.locator('mc-agent-register');
    // The form's own fields: the login dialog that comes into the element has a user name and a password too.
    const fields = form.locator('form:has(#downline-username)');
    await fields.getByLabel('Username').fill('keptkid01');
    await fields.getByLabel('Password', { exact: true }).fill('kid12345');
    await fields.getByLabel('Confirm password').fill('kid12345');
    const links = page.locator('mc-agent-affiliate');
    await links.getByText('Code AFF001').waitFor();

    const register = fields.getByRole('button', { name: 'Register downline' });
    const dialog = await endSessionUnder(page, form, register);
    await signInUnder(page, form, dialog, 'agent', 'agent1234');
    expect(await fields.getByLabel('Username').inputValue()).toBe('keptkid01');
    expect(await fields.getByLabel('Password', { exact: true }).inputValue()).toBe('kid12345');
    expect(await fields.getByLabel('Confirm password').inputValue()).toBe('kid12345');
    expect(await links.getByText('Code AFF001').count()).toBe(1);
    await register.click();
    await form.getByText('keptkid01 is now in your team.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/agentRegister');
    expect(errors).toEqual([]);
  });

  it('a member page opened after the session was revoked says the account was logged out, and offers the login there', async () => {
    const { page, errors } = await signedInPage();
    await revoke((await storedToken(page))!);
    await page.goto(platform.url + '/m/vouReport');
    // Whichever call learns of it first (the header's or the page's), the page says why.
    const report = page.locator('mc-vou-report');
    await report.getByText(LOGGED_OUT).first().waitFor();
    expect(await page.getByText(text('in_logged_login'), { exact: true }).count()).toBe(0);
    expect(await storedToken(page)).toBeNull();
    expect(errors).toEqual([]);
  });
});

describe('stored session data', () => {
  const stored = (token: string) => JSON.stringify({ token, userName: 'demo', type: 0, merchantCode: 'MC01' });

  it.each([
    ['a token that is not a header value', stored('tok中0123456789abcdef')],
    ['a 20 kB token', stored('x'.repeat(20_000))],
  ])('%s reads as signed out: the pages work and the entry is gone', async (_name, entry) => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('mc-e2e-seeded')) {
        sessionStorage.setItem('mc-e2e-seeded', '1');
        sessionStorage.setItem('MC_SESSION_INFO', value);
      }
    }, entry);
    await page.goto(platform.url + '/m/home');
    await page.locator('mc-header').getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    await page.goto(platform.url + '/m/gameList?gameType=RNG');
    await expect.poll(() => page.locator('mc-game-list .game-card, mc-game-list [part~="card"]').count()).toBeGreaterThan(0);
    expect(await page.getByText(text('error.offline')).count()).toBe(0);
    await page.goto(platform.url + '/m/home');
    await page.locator('mc-header').getByRole('button', { name: 'Log in' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a 431 to a call that carried the token ends the session like a 401', async () => {
    const { page, errors } = await signedInPage();
    await page.route('**/wps/**', (route) => (route.request().headers().authorization ? route.fulfill({ status: 431, body: '' }) : route.fallback()));
    await page.goto(platform.url + '/m/vouReport');
    await page.locator('mc-vou-report').getByText(LOGGED_OUT).first().waitFor();
    expect(await storedToken(page)).toBeNull();
    await page.unroute('**/wps/**');
    await page.goto(platform.url + '/m/home');
    await page.locator('mc-header').getByRole('button', { name: 'Log in' }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('one tap of retry brings a page back', () => {
  /** Every API path but the start-up configuration (without it the site is the start-up error screen). */
  const failEverything = async () => {
    const { allEndpoints } = await import('../../core/api/registry.ts');
    const paths = [...new Set(allEndpoints.map((e) => e.path))].filter((p) => p !== '/wps/system/init');
    await platform.admin({ failureRate: 1, failureMode: '500', failurePaths: paths, latencyMs: 0 });
  };
  /** A retry's label: the generic one, or "Retry" beside the failure's text. */
  const retryLabel = new RegExp(`^(${[text('error.load_failed'), text('common.retry')].join('|')})$`);

  it.each([
    ['/m/mine', 'mc-member-centre', 'signed in'],
    ['/m/moreLottery', 'mc-more-lottery', 'visitor'],
  ] as const)('%s (%s)', async (path, tag, who) => {
    const { page, errors } =
      who === 'signed in'
        ? await signedInPage()
        : await (async () => {
            const p = await browser.newPage();
            return { page: p, errors: collectConsoleErrors(p, { ignore: [FAILED_REQUEST] }) };
          })();
    await failEverything();
    await page.goto(platform.url + path);
    const element = page.locator(tag);
    const retries = element.getByRole('button', { name: retryLabel });
    await retries.first().waitFor();
    await platform.admin({ failureRate: 0, failurePaths: [] });
    await retries.first().click();
    // Back: the page's content, and no failure left to tap.
    await expect.poll(() => retries.count()).toBe(0);
    await expect.poll(() => element.locator('[role="alert"]').count()).toBe(0);
    if (tag === 'mc-member-centre') await element.getByText('Lucky Demo').first().waitFor();
    else await expect.poll(() => element.locator('[part="row"]').count()).toBeGreaterThan(0);
    expect(await page.locator('mc-site').getByRole('button', { name: retryLabel }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('submits', () => {
  const pendingDeposits = async () =>
    ((await (await fetch(`${platform.url}/__admin/deposits?status=pending&account=demo`)).json()) as { value: { id: string }[] }).value.length;

  it('a failed deposit keeps the amount and its toast does not ask for a tap', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(platform.url + '/m/voucherCenter');
    const deposit = page.locator('mc-voucher-center');
    await deposit.getByRole('radio', { name: /Online banking/ }).check();
    await deposit.getByRole('textbox', { name: 'Amount' }).fill('120');
    await platform.admin({ failureRate: 1, failureMode: '500', failurePaths: ['/wps/deposit'], latencyMs: 0 });
    await deposit.locator('button[type="submit"]').click();
    await page.locator('mc-toast').getByText(text('error.try_again')).waitFor();
    expect(await page.locator('mc-toast').textContent()).not.toMatch(/tap/i);
    expect(await deposit.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('120');
    expect(errors).toEqual([]);
  });

  it('two submits dispatched in one task make one deposit', async () => {
    const { page, errors } = await signedInPage();
    const before = await pendingDeposits();
    let posts = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/deposit' && r.method() === 'POST') posts++;
    });
    await page.goto(platform.url + '/m/voucherCenter');
    const deposit = page.locator('mc-voucher-center');
    await deposit.getByRole('radio', { name: /Bank transfer/ }).check();
    await deposit.getByRole('textbox', { name: 'Amount' }).fill('300');
    await deposit.locator('button[type="submit"]').evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await deposit.locator('[part="result"]').waitFor();
    expect(posts).toBe(1);
    expect(await pendingDeposits()).toBe(before + 1);
    expect(errors).toEqual([]);
  });
});
