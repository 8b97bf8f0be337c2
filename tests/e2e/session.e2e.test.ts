/**
 * The foundation's user stories against the built site and the reference platform: a visitor
 * sees the header and footer with platform data, the demo player signs in and out through the
 * header, and bad input (corrupt storage, 500s, garbage, failed logins) leaves the page working
 * with nothing typed lost.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeAnnouncementPopup, collectConsoleErrors, type E2EBrowser, type Platform, useE2E, submitLogin } from './harness.ts';

let platform: Platform;
let browser: E2EBrowser;

useE2E((started) => ({ platform, browser } = started));
afterEach(async () => {
  await platform.admin({ failureRate: 0, latencyMs: 0 });
});

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors = collectConsoleErrors(page, { ignore: [/Failed to load resource: the server responded with a status of 500/] });
  await page.goto(platform.url + path);
  return { page, errors };
}

describe('a visitor on /m/home', () => {
  it('sees the header and footer with the platform’s data', async () => {
    const { page, errors } = await open('/m/home');
    await expect.poll(() => page.locator('mc-header .logo').count()).toBe(1);
    await page.locator('mc-header').getByRole('button', { name: 'Log in' }).waitFor();
    await page.locator('mc-header').getByRole('button', { name: 'Register' }).waitFor(); // DIRECTREG3 on in the seed
    const labels = await page.locator('mc-footer .label').allTextContents();
    expect(labels).toEqual(['Home', 'Invite friends', 'Deposit', 'Promotions', 'Member']);
    expect(await page.title()).toContain('MC Gaming');
    expect(errors).toEqual([]);
  });
});

describe('the demo player', () => {
  it('signs in from the header and signs out through the header dropdown', async () => {
    const { page, errors } = await open('/m/home');
    // The seed greets guests with a popup (AN006, execution B) that covers the header once it
    // opens: wait until it has decided, and close it as a player would.
    await closeAnnouncementPopup(page);
    await page.locator('mc-header').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/m/login');
    await submitLogin(page);
    await page.waitForURL('**/m/home');
    await closeAnnouncementPopup(page);
    await expect.poll(() => page.locator('mc-header .name').textContent()).toBe('Lucky Demo');
    await expect.poll(() => page.locator('mc-header .balance').textContent()).toBe('¥ 10,000');
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { userName: string; type: number } | null);
    expect(stored).toMatchObject({ userName: 'demo', type: 0 });

    await page.locator('mc-header').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notice' });
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain('Are you sure you want to sign out?');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/m/login');
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
    await page.goto(platform.url + '/m/home');
    await page.locator('mc-header').getByRole('button', { name: 'Log in' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a wrong password says so and keeps what was typed', async () => {
    const { page, errors } = await open('/m/login');
    await submitLogin(page, 'demo', 'wrong-pass1');
    await page.locator('mc-toast').getByText('Account or password incorrect').waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe('demo');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('wrong-pass1');
    expect(page.url()).toContain('/m/login');
    expect(errors).toEqual([]);
  });

  it('a login that fails on the server keeps the form, and the retry works', async () => {
    const { page, errors } = await open('/m/login');
    await page.getByLabel('Username').waitFor();
    await platform.admin({ failureRate: 1, failureMode: '500', failurePaths: ['/wps/session/login'] });
    await submitLogin(page);
    await page.locator('mc-toast').getByText('Something went wrong. Please try again.').waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe('demo');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('demo1234');
    await platform.admin({ failureRate: 0 });
    await page.locator('mc-login button[type="submit"]').click();
    await page.waitForURL('**/m/home');
    expect(errors).toEqual([]);
  });
});

describe('a player arriving from a partner page', () => {
  /** What the kit's frame does on the player's tap: posts a hand-off code to the site's route, for the top window. */
  async function arrive(page: Page, code: string, to: string): Promise<void> {
    await page.evaluate(
      ([value, path]) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = '/m/handoff';
        for (const [name, v] of Object.entries({ code: value!, to: path! }))
          form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value: v }));
        document.body.append(form);
        form.submit();
      },
      [code, to],
    );
    await page.waitForURL((url) => url.pathname === to);
  }

  /** A hand-off code for a player, as the kit's frame gets one with the player's session. */
  async function codeFor(username: string, password: string): Promise<string> {
    const { page } = await open('/m/login');
    await submitLogin(page, username, password);
    await page.waitForURL('**/m/home');
    const code = await page.evaluate(async () => {
      const token = (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO')!) as { token: string }).token;
      const res = await fetch('/wps/session/handoff', { method: 'POST', headers: { Authorization: token, Merchant: 'MC01', 'Module-Id': 'COMM3' } });
      return ((await res.json()) as { value: { code: string } }).value.code;
    });
    await page.close();
    return code;
  }

  it('signed out here, sees who they are on the member centre before the site’s code, and the member centre takes over showing the same', async () => {
    const code = await codeFor('demo', 'demo1234');
    const { page, errors } = await open('/m/help');
    await page.locator('mc-header').waitFor();
    // The site's code is held back until the page's own first screen has been looked at.
    let releaseCode!: () => void;
    const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route(/\/m\/assets\/shell-[\w-]+\.js$/, async (route) => {
      await codeReleased;
      await route.continue();
    });
    await arrive(page, code, '/m/mine');
    const screen = page.locator('mc-site > .mc-first-screen');
    const drawnAvatar = screen.locator('img.avatar');
    await expect.poll(() => drawnAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const avatarSrc = await drawnAvatar.getAttribute('src');
    expect(avatarSrc).toMatch(/^\/img\/avatar\//);
    const drawnName = await screen.locator('.name-text').textContent();
    expect(drawnName).toBeTruthy();
    expect(await screen.locator('.who').textContent()).toContain('Account: demo');
    expect(await page.evaluate(() => customElements.get('mc-member-centre'))).toBeUndefined();

    // The element's own member-info call held too: what it shows first is what the page brought.
    let releaseInfo!: () => void;
    const infoReleased = new Promise<void>((resolve) => (releaseInfo = resolve));
    await page.route('**/wps/member/info', async (route) => {
      await infoReleased;
      await route.continue();
    });
    releaseCode();
    const element = page.locator('mc-member-centre');
    await element.locator('img.avatar').waitFor();
    expect(await element.locator('img.avatar').getAttribute('src')).toBe(avatarSrc);
    expect(await element.locator('.name-text').textContent()).toBe(drawnName);
    await expect.poll(() => screen.count()).toBe(0);
    expect(await page.evaluate(() => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO')!) as { userName: string }).userName)).toBe('demo');
    releaseInfo();
    await element.locator('[data-field="balance"]').filter({ hasText: /\d/ }).waitFor();
    expect(await page.evaluate(() => document.cookie)).not.toContain('mc_handoff');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('whose hand-off code is refused or cut short is told so and can sign in from there', async () => {
    for (const code of ['A'.repeat(43), 'cut-short']) {
      const { page, errors } = await open('/m/help');
      await page.locator('mc-header').waitFor();
      await arrive(page, code, '/m/mine');
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.textContent()).toContain('This sign-in link has expired or was already used.');
      expect(new URL(page.url()).search).toBe('');
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/m/login');
      expect(await page.evaluate(() => document.cookie)).not.toContain('mc_handoff');
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('signed in as someone else here, is asked before the other player takes over; staying keeps the first', async () => {
    const agentCode = await codeFor('agent', 'agent1234');
    const { page, errors } = await open('/m/login');
    await submitLogin(page);
    await page.waitForURL('**/m/home');
    await arrive(page, agentCode, '/m/mine');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('You are signed in here as demo. Sign in as agent instead?');
    await dialog.getByRole('button', { name: 'Stay as demo' }).click();
    await expect.poll(() => page.evaluate(() => document.cookie)).not.toContain('mc_handoff');
    expect(await page.evaluate(() => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO')!) as { userName: string }).userName)).toBe('demo');

    // The code was thrown away: asking again finds nothing to redeem.
    const next = await codeFor('agent', 'agent1234');
    await arrive(page, next, '/m/mine');
    await page.getByRole('dialog').getByRole('button', { name: 'Continue as agent' }).click();
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { userName: string } | null)?.userName))
      .toBe('agent');
    expect(errors).toEqual([]);
  });
});

describe('bad input leaves the page working', () => {
  it('a corrupt MC_SESSION_INFO reads as signed out', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await page.addInitScript(() => sessionStorage.setItem('MC_SESSION_INFO', '{"token": "abc", "userName'));
    await page.goto(platform.url + '/m/home');
    await page.locator('mc-header').getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    expect(errors).toEqual([]);
  });

  it('a balance answering 500 shows the toast and a retry', async () => {
    const { page, errors } = await open('/m/login');
    await submitLogin(page);
    await page.waitForURL('**/m/home');
    await platform.admin({ failureRate: 1, failureMode: '500', failurePaths: ['/wps/wallets/balance'] });
    await page.reload();
    await closeAnnouncementPopup(page);
    await page.locator('mc-header').getByRole('button', { name: 'Load failed, tap to retry' }).waitFor();
    await platform.admin({ failureRate: 0 });
    await page.locator('mc-header').getByRole('button', { name: 'Load failed, tap to retry' }).click();
    await expect.poll(() => page.locator('mc-header .balance').textContent()).toBe('¥ 10,000');
    expect(errors).toEqual([]);
  });

  it('garbage from the start-up call shows load failed with a retry that recovers', async () => {
    await platform.admin({ failureRate: 1, failureMode: 'garbage', failurePaths: ['/wps/system/init'] });
    const { page, errors } = await open('/m/home');
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    await platform.admin({ failureRate: 0 });
    await retry.click();
    await page.locator('mc-footer .label').first().waitFor();
    expect(errors).toEqual([]);
  });
});
