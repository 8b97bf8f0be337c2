/**
 * The merchant's templates and rules end to end (issue 10), against the built site and the
 * reference platform: both deposit layouts (switching `dep_func`), the app description and
 * colours of the mobile template on the download bar and page, the minimum age confirmed before
 * a registration or a free trial (21 when the platform says so), and a VIP live room that asks
 * before it launches.
 *
 * Local runs may point at another build: E2E_REBUILD=0 E2E_SITE_DIR=/tmp/site npx vitest run
 * --config tests/e2e/vitest.config.ts tests/e2e/template.e2e.test.ts
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeAnnouncementPopup, collectConsoleErrors, type E2EBrowser, type Platform, useE2E, signIn } from './harness.ts';

let platform: Platform;
let browser: E2EBrowser;

useE2E((started) => ({ platform, browser } = started), { resetAfterEach: true });

async function peek<T>(path: string): Promise<T> {
  const res = await fetch(platform.url + path);
  const body = (await res.json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.value;
}

/** The text of the captcha the page loads (the platform's test route reads it without using it up). */
async function captchaText(page: Page, load: () => Promise<unknown>): Promise<string> {
  const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/captcha'), load()]);
  const { value } = (await response.json()) as { value: { id: string } };
  return (await peek<{ text: string }>(`/__test/captcha?id=${encodeURIComponent(value.id)}`)).text;
}

async function signInTo(page: Page, path: string) {
  await signIn(page, platform.url);
  await page.goto(platform.url + path);
}

const session = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { userName: string; type: number } | null);
const colour = (page: Page, selector: string, property: 'color' | 'backgroundColor') =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el)[p], property);

describe('deposit template versions (dep_func)', () => {
  it('the new layout by default on the reference platform, the base one once dep_func is switched off', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await signInTo(page, '/m/voucherCenter');
    const deposit = page.locator('mc-voucher-center');

    // dep_func '1': numbered steps, method cards with logos, a summary card that follows the amount and promotion.
    await deposit.locator('form[data-template="new"]').waitFor();
    expect(await deposit.locator('.step-no').allTextContents()).toEqual(['1', '2', '3']);
    expect(await deposit.locator('.method-card .method-logo').count()).toBeGreaterThanOrEqual(3);
    await deposit.getByRole('radio', { name: /Bank transfer/ }).check();
    await deposit.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '¥ 1,000' }).click();
    await deposit.getByRole('radio', { name: /10% reload bonus/ }).check();
    const summary = deposit.locator('[part="summary"]');
    await expect.poll(() => summary.locator('[data-summary="total"]').textContent()).toBe('¥ 1,100.00');
    expect(await summary.locator('[data-summary="method"]').textContent()).toBe('Bank transfer');
    // The submit bar stays in view above the footer.
    const bar = await deposit.locator('.sticky-submit').boundingBox();
    const footer = await page.locator('mc-footer').boundingBox();
    expect(bar && footer && bar.y + bar.height <= footer.y + 1).toBe(true);
    expect(bar!.y).toBeLessThan(844);

    // The platform switches to the base deposit layout: the page follows on its next visit.
    await platform.admin({ mobileTemplate: { dep_func: '0' } });
    await page.reload();
    await deposit.locator('form[data-template="base"]').waitFor();
    expect(await deposit.locator('.method-logo').count()).toBe(0);
    expect(await deposit.locator('[part="summary"]').count()).toBe(0);
    await deposit.getByRole('radio', { name: /Online banking/ }).check();
    await deposit.getByRole('textbox', { name: 'Amount' }).fill('80');
    await deposit.locator('button[type="submit"]').click();
    await deposit.getByText('Waiting for your payment').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('app description and colours (mobile template)', () => {
  it('the download bar and the download page show the merchant’s app_desc in its colour on app_background', async () => {
    await platform.admin({
      mobileTemplate: { app_background: 'rgb(12, 34, 56)', app_desc: 'Template test: play anywhere', app_desc_font_color: 'rgb(250, 200, 0)' },
    });
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(platform.url + '/m/home');
    await closeAnnouncementPopup(page);
    const bar = page.locator('mc-download-bar');
    await expect.poll(() => bar.locator('.desc').textContent()).toBe('Template test: play anywhere');
    expect(await colour(page, 'mc-download-bar .desc', 'color')).toBe('rgb(250, 200, 0)');
    expect(await colour(page, 'mc-download-bar .bar', 'backgroundColor')).toBe('rgb(12, 34, 56)');

    await page.goto(platform.url + '/m/download');
    await expect.poll(() => page.locator('mc-download .app-desc').textContent()).toBe('Template test: play anywhere');
    expect(await colour(page, 'mc-download .app-desc', 'color')).toBe('rgb(250, 200, 0)');
    expect(await colour(page, 'mc-download .app', 'backgroundColor')).toBe('rgb(12, 34, 56)');
    expect(errors).toEqual([]);
  });
});

describe('minimum age', () => {
  it('registration: refused while the age box is off, made once it is on; it names 21 when the platform asks for 21', async () => {
    await platform.admin({ registration: { minimumAge: 21 } });
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    const registrations: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/member/register') registrations.push(r.method());
    });
    const captcha = await captchaText(page, () => page.goto(platform.url + '/m/register'));
    const form = page.locator('mc-register');
    const agree = form.getByLabel('I am 21 or older and accept the');
    expect(await agree.isChecked()).toBe(true); // §4: the agree flag starts on
    const username = `age${Date.now().toString(36).slice(-6)}`;
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password', { exact: true }).fill('first123');
    await form.getByLabel('Confirm password').fill('first123');
    await form.getByLabel('Captcha', { exact: true }).fill(captcha);

    await agree.uncheck();
    const submit = form.getByRole('button', { name: 'Register' });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel('Captcha', { exact: true }).press('Enter'); // Enter in a field is refused too
    expect(registrations).toEqual([]);
    expect(await session(page)).toBeNull();

    await agree.check();
    await submit.click();
    await page.waitForURL('**/m/home');
    expect(registrations).toEqual(['PUT']);
    expect(await session(page)).toMatchObject({ userName: username, type: 0 });
    expect(errors).toEqual([]);
  });

  it('free trial: no account until the visitor confirms the age (18 by default, 21 when configured)', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    const trials: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/session/freeplay') trials.push(r.method());
    });
    await page.goto(platform.url + '/m/trail');
    const trail = page.locator('mc-trail');
    await trail.getByLabel('I confirm I am 18 years old or older').waitFor();

    await platform.admin({ registration: { minimumAge: 21 } });
    // A new visitor's device: the registration rules are kept 10 minutes where they were read.
    const fresh = await browser.newPage();
    const freshErrors = collectConsoleErrors(fresh);
    fresh.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/session/freeplay') trials.push(r.method());
    });
    await fresh.goto(platform.url + '/m/trail');
    const trail21 = fresh.locator('mc-trail');
    const age = trail21.getByLabel('I confirm I am 21 years old or older');
    await age.waitFor();
    const start = trail21.getByRole('button', { name: 'Start free trial' });
    expect(await age.isChecked()).toBe(false);
    expect(await start.isDisabled()).toBe(true);
    await start.click({ force: true }); // a tap on the disabled button does nothing
    expect(trials).toEqual([]);
    expect(await session(fresh)).toBeNull();

    await age.check();
    await start.click();
    await fresh.waitForURL('**/m/home');
    expect(trials).toEqual(['POST']);
    expect(await session(fresh)).toMatchObject({ type: 4 });
    expect(errors).toEqual([]);
    expect(freshErrors).toEqual([]);
  });
});

describe('live room types', () => {
  it('live cards show free, VIP or paid; a VIP room asks before launching, Cancel stays, Enter room launches', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await signInTo(page, '/m/gameList?gameType=LIVE');
    const list = page.locator('mc-game-list');
    await list.locator('li.card').first().waitFor();
    await expect.poll(async () => new Set(await list.locator('.room-badge').allTextContents())).toEqual(new Set(['Free room', 'VIP room', 'Paid room']));

    const vip = list.locator('li.card', { has: page.locator('.room-badge[data-room="VIP"]') }).first();
    const nodeId = await vip.getAttribute('data-node-id');
    const launches: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/game/launchGame') launches.push(r.url());
    });
    await vip.locator('.card-play').click();
    const dialog = page.getByRole('dialog', { name: 'VIP room' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('This table is a VIP room');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(launches).toEqual([]);
    expect(page.url()).toContain('/m/gameList?gameType=LIVE');

    await vip.locator('.card-play').click();
    await dialog.getByRole('button', { name: 'Enter room' }).click();
    await page.waitForURL(`**/m/launchGame?nodeId=${nodeId}**`);
    expect(page.url()).toContain('roomType=VIP');
    await page.locator('mc-launch-game iframe').waitFor();
    expect(launches).toHaveLength(1);
    expect(await page.locator('mc-launch-game [part="room-badge"]').textContent()).toBe('VIP room');

    // A free room launches at once.
    await page.goto(platform.url + '/m/gameList?gameType=LIVE');
    const free = list.locator('li.card', { has: page.locator('.room-badge[data-room="free"]') }).first();
    await free.locator('.card-play').click();
    await page.waitForURL('**/m/launchGame?**roomType=free**');
    expect(await page.getByRole('dialog', { name: 'VIP room' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
