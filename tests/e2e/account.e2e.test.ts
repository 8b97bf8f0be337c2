/**
 * Accounts end to end (issue 5): a visitor registers through the form (its fields from the
 * platform's rules, the mobile number with its SMS code), signs out, signs in with remember-me,
 * finds the login remembered after a reload, changes the password, signs in again with it, and
 * recovers the password by phone. A player who forgot the password gets a link by e-mail that
 * works once. Two wrong passwords bring up the captcha, and it works. Plus the forced password
 * change, the non-member refusal and the free trial.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { memberInfo } from '../../core/api/member.ts';
import { axe, expectNoSevere } from './axe.ts';
import { collectConsoleErrors, type E2EBrowser, type Platform, useE2E } from './harness.ts';

let platform: Platform;
let browser: E2EBrowser;

useE2E((started) => ({ platform, browser } = started), { resetAfterEach: true });

async function peek<T>(path: string): Promise<T> {
  const res = await fetch(platform.url + path);
  const body = (await res.json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.value;
}

/** The text of the captcha the page just loaded (the platform's test route reads it without using it up). */
async function captchaText(page: Page, load: () => Promise<unknown>): Promise<string> {
  const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/captcha'), load()]);
  const { value } = (await response.json()) as { value: { id: string } };
  return (await peek<{ text: string }>(`/__test/captcha?id=${encodeURIComponent(value.id)}`)).text;
}

/** Goes somewhere the way an element asks for it (an mc-navigate intent), keeping the page's memory. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    document.body.dispatchEvent(new CustomEvent('mc-navigate', { detail: { path: p, replace: false }, bubbles: true, composed: true, cancelable: true }));
  }, path);
  await page.waitForURL(`**${path}`);
}

async function signOutFromSettings(page: Page): Promise<void> {
  await goInApp(page, '/m/set');
  await page.locator('mc-settings').getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notice' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL('**/m/home');
  await page.locator('mc-header').getByRole('button', { name: 'Log in' }).waitFor();
}

/** The HTTP status of a member-info call with `token` (401 once the session has ended). */
async function memberInfoStatus(token: string): Promise<number> {
  const res = await fetch(platform.url + memberInfo.path, { headers: { Merchant: 'MC01', 'Module-Id': memberInfo.moduleId, Authorization: token } });
  await res.arrayBuffer();
  return res.status;
}

const login = (page: Page) => page.locator('mc-login');
const toast = (page: Page, text: string) => page.locator('mc-toast').getByText(text).waitFor();
const session = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { token: string; userName: string; type: number } | null);

describe('a new player', () => {
  it('registers, signs out, is remembered, changes the password, signs in again and recovers it by phone', async () => {
    const suffix = String(Date.now()).slice(-6);
    const username = `Eve${suffix}`;
    const mobile = `918${suffix}1`;
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);

    // The form follows the platform's rules: an ID number field switched on (and required) shows up.
    await platform.admin({ registration: { fields: { idNumber: { enabled: true, required: true } } } });
    const captcha = await captchaText(page, () => page.goto(platform.url + '/m/register'));
    const form = page.locator('mc-register');
    const ids = await form.locator('.form-panel input').evaluateAll((inputs) => inputs.map((i) => i.id.replace('register-', '')));
    expect(ids).toEqual(['username', 'mobileNum', 'password', 'confirmPassword', 'nickname', 'email', 'idNumber', 'affiliateCode', 'captcha']);

    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Mobile number').fill(mobile);
    // A number is the account's only with its code: typing it brings the code field.
    await form.getByRole('button', { name: 'Send code' }).click();
    await toast(page, 'Verification code sent');
    const { code: registerCode, purpose } = await peek<{ code: string; purpose: string }>(`/__test/sms?mobileNum=${mobile}`);
    expect(purpose).toBe('register');
    await form.getByLabel('Verification code').fill(registerCode);
    await form.getByLabel('Password', { exact: true }).fill('first123');
    await form.getByLabel('Confirm password').fill('first124');
    await form.getByLabel('ID number').fill('AB123456');
    await form.getByLabel('Invitation code').fill('AFF001');
    await form.getByLabel('Captcha', { exact: true }).fill(captcha);
    await form.getByRole('button', { name: 'Register' }).click();
    await form.getByText('Confirmation password not matched').waitFor();
    await form.getByLabel('Confirm password').fill('first123');
    await form.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/m/home');
    await toast(page, 'Registration successful');
    expect(await session(page)).toMatchObject({ userName: username, type: 0 });
    await expect.poll(() => page.locator('mc-header .name').textContent()).toBe(username);

    // Sign out through the settings page (the shared logout flow), then sign in with remember-me.
    await signOutFromSettings(page);
    await page.goto(platform.url + '/m/login');
    await login(page).getByLabel('Username').fill(username);
    await login(page).getByLabel('Password', { exact: true }).fill('first123');
    expect(await login(page).getByLabel('Remember me').isChecked()).toBe(true);
    await login(page).locator('button[type="submit"]').click();
    await page.waitForURL('**/m/home');
    // Remembered: the method and the name, never the password (that is the browser's manager's).
    const stored = await page.evaluate(() => localStorage.getItem('remPass'));
    expect(JSON.parse(stored ?? 'null')).toEqual({ type: 'username', username, countryDialingCode: '' });
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('first123');

    // After signing out and a reload the login is remembered.
    await signOutFromSettings(page);
    await page.goto(platform.url + '/m/login');
    await page.reload();
    await expect.poll(() => login(page).getByLabel('Username').inputValue()).toBe(username);
    expect(await login(page).getByLabel('Password', { exact: true }).inputValue()).toBe(''); // this browser has no password manager
    await login(page).getByLabel('Password', { exact: true }).fill('first123');

    // Sign in with the remembered name and change the password: the old one is held in memory.
    await login(page).locator('button[type="submit"]').click();
    await page.waitForURL('**/m/home');
    await goInApp(page, '/m/set');
    await page.locator('mc-settings').getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL('**/m/changePsw');
    const change = page.locator('mc-change-password');
    await change.getByLabel('New password').waitFor();
    expect(await change.getByLabel('Old password').count()).toBe(0);
    await change.getByLabel('New password').fill('second123');
    await change.getByLabel('Confirm password').fill('second123');
    await change.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Password changed');
    await page.waitForURL('**/m/home');

    // Signs in again with the new password: the remembered name is filled, the password is the player's
    // (or their password manager's) to give.
    await signOutFromSettings(page);
    await page.goto(platform.url + '/m/login');
    await expect.poll(() => login(page).getByLabel('Username').inputValue()).toBe(username);
    await login(page).getByLabel('Password', { exact: true }).fill('second123');
    await login(page).locator('button[type="submit"]').click();
    await page.waitForURL('**/m/home');
    expect(await session(page)).toMatchObject({ userName: username });

    // Recovers the password by phone, and is signed in with the mobile number and the new one
    // (a minute after the registration's code: one code a minute per number).
    await signOutFromSettings(page);
    expect((await fetch(`${platform.url}/__test/clock?advanceMs=61000`, { method: 'POST' })).status).toBe(200);
    await page.goto(platform.url + '/m/forget');
    const forget = page.locator('mc-forget-password');
    await forget.getByRole('tab', { name: 'By phone' }).click();
    await forget.getByLabel('Mobile number').fill(mobile);
    await forget.getByRole('button', { name: 'Send code' }).click();
    await toast(page, 'Verification code sent');
    await expect.poll(() => forget.locator('.send-code').textContent()).toMatch(/^Resend in \d+ s$/);
    expect(await forget.locator('.send-code').isDisabled()).toBe(true);
    const { code } = await peek<{ code: string }>(`/__test/sms?mobileNum=${mobile}`);
    await forget.getByLabel('Verification code').fill(code);
    await forget.getByLabel('New password').fill('third123');
    await forget.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/m/home');
    expect(await session(page)).toMatchObject({ userName: username });

    // And the new password is the one that works now.
    await signOutFromSettings(page);
    await page.goto(platform.url + '/m/login');
    await login(page).getByLabel('Username').fill(username);
    await login(page).getByLabel('Password', { exact: true }).fill('second123');
    await login(page).locator('button[type="submit"]').click();
    await toast(page, 'Account or password incorrect');
    await login(page).getByLabel('Password', { exact: true }).fill('third123');
    await login(page).locator('button[type="submit"]').click();
    await page.waitForURL('**/m/home');
    expect(errors).toEqual([]);
  });
});

describe('a player who forgot the password', () => {
  const LINK_INVALID = 'This link has expired or was already used.';

  it('gets a link by e-mail that sets a new password once: the old session ends, the new password signs in', async () => {
    // The player is still signed in on another device.
    const other = await browser.newPage();
    await other.goto(platform.url + '/m/login');
    await login(other).getByLabel('Username').fill('demo');
    await login(other).getByLabel('Password', { exact: true }).fill('demo1234');
    await login(other).locator('button[type="submit"]').click();
    await other.waitForURL('**/m/home');

    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(platform.url + '/m/forget');
    const forget = page.locator('mc-forget-password');
    await forget.getByText('If they match, we will e-mail you a link to set a new password.', { exact: false }).waitFor();
    await forget.getByLabel('Username').fill('demo');
    await forget.getByLabel('E-mail').fill('demo@example.com');
    await forget.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'We have sent you a link to set a new password. Please check your mailbox.');

    // The platform's outbox: a link to the site, no password.
    const mail = await peek<{ address: string; subject: string; body: string }>('/__test/mail?username=demo');
    expect(mail).toMatchObject({ address: 'demo@example.com', subject: 'Set a new password' });
    expect(mail.body).not.toMatch(/demo1234|temporary password/i);
    const link = /https?:\/\/\S+/.exec(mail.body)![0];
    expect(new URL(link).origin).toBe(platform.url);
    const token = new URL(link).searchParams.get('token')!;

    // Nothing has changed yet: the other device's session still works.
    const otherToken = (await session(other))!.token;
    expect(await memberInfoStatus(otherToken)).toBe(200);

    // The player opens the link, as from a mail program: a fresh tab.
    const tab = await browser.newPage();
    const tabErrors = collectConsoleErrors(tab);
    const leaks: string[] = [];
    tab.on('request', (request) => {
      const referer = request.headers().referer ?? '';
      const url = new URL(request.url());
      // No call to the platform's API and nothing from elsewhere hears of the token by Referer.
      if (referer.includes(token) && (url.origin !== platform.url || url.pathname.startsWith('/wps/'))) leaks.push(request.url());
    });
    await tab.goto(link);
    const reset = tab.locator('mc-forget-password');
    await reset.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await reset.getByLabel('New password').waitFor();
    expect(tab.url()).not.toContain('token=');
    expect(await tab.evaluate(() => document.querySelector('meta[name="referrer"]')?.getAttribute('content'))).toBe('no-referrer');
    expectNoSevere('the reset link page', await axe(tab));
    await reset.getByLabel('New password').fill('fresh123');
    await reset.getByLabel('Confirm password').fill('fresh124');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await reset.getByText('Confirmation password not matched').waitFor();
    expect(await reset.getByLabel('New password').inputValue()).toBe('fresh123');
    await reset.getByLabel('Confirm password').fill('fresh123');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await reset.getByText('Your password has been changed. Please log in with your new password.').waitFor();
    expect(leaks).toEqual([]);

    // The other device's session has ended: its next page says so.
    expect(await memberInfoStatus(otherToken)).toBe(401);
    await goInApp(other, '/m/vouReport');
    await other.locator('mc-vou-report').getByText('The account has been logged out, please log in again').first().waitFor();

    // Sign in from the page: the old password no longer works, the new one does.
    await reset.getByRole('button', { name: 'Log in' }).click();
    await tab.waitForURL('**/m/login');
    await login(tab).getByLabel('Username').fill('demo');
    await login(tab).getByLabel('Password', { exact: true }).fill('demo1234');
    await login(tab).locator('button[type="submit"]').click();
    await toast(tab, 'Account or password incorrect');
    await login(tab).getByLabel('Password', { exact: true }).fill('fresh123');
    await login(tab).locator('button[type="submit"]').click();
    await tab.waitForURL('**/m/home');
    expect(await session(tab)).toMatchObject({ userName: 'demo' });

    // The link again: refused, with the way to ask for a new one.
    const again = await browser.newPage();
    await again.goto(link);
    const spent = again.locator('mc-forget-password');
    await spent.getByText(LINK_INVALID).waitFor();
    expect(await spent.getByLabel('New password').count()).toBe(0);
    await spent.getByRole('button', { name: 'Ask for a new link' }).click();
    await again.waitForURL('**/m/forget?method=email');
    await again.locator('mc-forget-password').getByLabel('E-mail').waitFor();
    expect([...errors, ...tabErrors]).toEqual([]);
  });
});

describe('the login', () => {
  it('two wrong passwords bring up the captcha, and it works', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(platform.url + '/m/login');
    await login(page).getByLabel('Username').fill('plain');
    await login(page).getByLabel('Password', { exact: true }).fill('wrong-pass1');
    await login(page).locator('button[type="submit"]').click();
    await toast(page, 'Account or password incorrect');
    expect(await login(page).getByLabel('Captcha', { exact: true }).count()).toBe(0);

    await captchaText(page, () => login(page).locator('button[type="submit"]').click());
    await login(page).getByLabel('Captcha', { exact: true }).waitFor();
    expect(await login(page).locator('.captcha-img img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    // A tap on the image brings another one; the new text is the one that counts.
    const fresh = await captchaText(page, () => login(page).getByRole('button', { name: 'New captcha image' }).click());
    expect(fresh).toMatch(/^\d{4,5}$/);
    await login(page).getByLabel('Password', { exact: true }).fill('plain1234');
    await login(page).getByLabel('Captcha', { exact: true }).fill(fresh);
    await login(page).locator('button[type="submit"]').click();
    await page.waitForURL('**/m/home');
    expect(await session(page)).toMatchObject({ userName: 'plain' });
    expect(errors).toEqual([]);
  });

  it('a first login forces the password change', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(platform.url + '/m/login');
    await login(page).getByLabel('Username').fill('newbie');
    await login(page).getByLabel('Password', { exact: true }).fill('newbie1234');
    await login(page).locator('button[type="submit"]').click();
    await page.waitForURL('**/m/changePsw');
    const change = page.locator('mc-change-password');
    await change.getByRole('heading', { name: 'First password' }).waitFor();
    await change.getByLabel('New password').fill('newbie1234');
    await change.getByLabel('Confirm password').fill('newbie1234');
    await change.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notice' });
    await dialog.getByText('The new password and the old password cannot be the same').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await change.getByLabel('New password').fill('newbie5678');
    await change.getByLabel('Confirm password').fill('newbie5678');
    await change.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/m/home');
    expect(errors).toEqual([]);
  });

  it("refuses a non-member account with 'Non-member account unable to login'", async () => {
    const page = await browser.newPage();
    await page.goto(platform.url + '/m/login');
    await login(page).getByLabel('Username').fill('partner');
    await login(page).getByLabel('Password', { exact: true }).fill('partner1234');
    await login(page).locator('button[type="submit"]').click();
    await toast(page, 'Non-member account unable to login');
    expect(await session(page)).toBeNull();
  });
});

describe('the free trial', () => {
  it('starts a type-4 account that member-only pages refuse', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(platform.url + '/m/trail');
    await page.locator('mc-trail').getByLabel('I confirm I am 18 years old or older').check();
    await page.locator('mc-trail').getByRole('button', { name: 'Start free trial' }).click();
    await page.waitForURL('**/m/home');
    expect(await session(page)).toMatchObject({ type: 4 });
    // Away from home, where the announcement popup may cover the footer.
    await goInApp(page, '/m/help');
    await page.locator('mc-footer').getByText('Deposit').click();
    await toast(page, 'Please log in with a real account to use this function');
    expect(page.url()).toContain('/m/help');
    expect(errors).toEqual([]);
  });
});
