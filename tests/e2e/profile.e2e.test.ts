/**
 * Profile, head icon, identity verification and the member centre's template versions, end to
 * end against the built site and the reference platform: the plain player changes the head icon
 * (one of the platform's, then an uploaded photo; a wrong type and a file over 5 MB are refused on
 * the device), edits profile fields (the payee name only once), sends identity documents that
 * the platform's operator approves (the member centre then shows verified), and sees both layouts
 * of the member centre as `mem_cen` is switched on the platform.
 *
 * Local runs may point at another build: E2E_REBUILD=0 E2E_SITE_DIR=/tmp/site npx vitest run
 * --config tests/e2e/vitest.config.ts tests/e2e/profile.e2e.test.ts
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectConsoleErrors, type E2EBrowser, type Platform, useE2E } from './harness.ts';
import { JPEG, PNG } from './images.ts';

let platform: Platform;
let browser: E2EBrowser;

useE2E((started) => ({ platform, browser } = started), { resetAfterEach: true });

const GIF = { name: 'cat.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00') };
const HUGE = { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) };

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

async function adminGet<T>(path: string): Promise<T> {
  const res = await fetch(platform.url + path);
  return ((await res.json()) as { value: T }).value;
}
async function adminPost(path: string, body: unknown = {}): Promise<number> {
  const res = await fetch(platform.url + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return res.status;
}

/** Signs the plain player (no identity verification yet) in; returns the page and its console errors. */
async function signIn(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(platform.url + '/m/login');
  await page.getByLabel('Username').fill('plain');
  await page.getByLabel('Password', { exact: true }).fill('plain1234');
  await page.locator('mc-login button[type="submit"]').click();
  await page.waitForURL('**/m/home');
  return { page, errors };
}

/** Counts the calls to `path` the page makes from now on. */
function watchCalls(page: Page, path: string): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) calls.push(r.method());
  });
  return calls;
}

async function memberCentre(page: Page) {
  await page.goto(platform.url + '/m/mine');
  await page.locator('mc-member-centre .list .row').first().waitFor();
  await page.locator('mc-member-centre [data-field="verification"]').waitFor();
}

describe('profile and identity verification', () => {
  it('changes the head icon: one of the platform’s, then an uploaded photo; refuses a wrong type and a file over 5 MB before upload', async () => {
    const { page, errors } = await signIn();
    await memberCentre(page);
    await page.locator('mc-member-centre').getByRole('button', { name: 'Open my profile' }).click();
    await page.waitForURL('**/m/member/profile');
    const profile = page.locator('mc-profile');
    const avatar = profile.locator('[data-field="head-icon"]');
    await avatar.waitFor();

    await profile.getByRole('button', { name: 'Choose a picture' }).click();
    await profile.getByRole('button', { name: 'Picture 5' }).click();
    await poll(() => avatar.getAttribute('src')).toBe('/img/avatar/5.svg');

    const uploads = watchCalls(page, '/wps/member/headIcon/upload');
    const input = profile.locator('.avatar-actions input[type="file"]');
    await input.setInputFiles(GIF);
    await poll(() => profile.locator('[data-problem]').textContent()).toBe('cat.gif was not added: only PNG or JPG images are accepted');
    await input.setInputFiles(HUGE);
    await poll(() => profile.locator('[data-problem]').textContent()).toBe('huge.png was not added: an image can be at most 5 MB');
    expect(uploads).toEqual([]); // nothing left the device

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await poll(() => avatar.getAttribute('src')).toMatch(/^\/img\/avatar\/u\/[0-9a-f]{24}$/);
    expect(uploads).toEqual(['POST']);
    const src = (await avatar.getAttribute('src'))!;
    const served = await fetch(platform.url + src);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // The member centre shows the new head icon.
    await memberCentre(page);
    await poll(() => page.locator('mc-member-centre [data-action="profile"] img').getAttribute('src')).toBe(src);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('edits allowed profile fields; the payee name can be set only once', async () => {
    const { page, errors } = await signIn();
    await page.goto(platform.url + '/m/member/profile');
    const profile = page.locator('mc-profile');
    await profile.getByLabel('Occupation').fill('Chef');
    await profile.getByLabel('Payee name').fill('Plain Player');
    // The payee name names the cards money goes to: the login password is asked again, and checked.
    await profile.getByLabel('Login password').fill('wrong1234');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await poll(() => profile.locator('#profile-reauth-error').textContent()).toBe('The login password is incorrect');
    expect(await profile.getByLabel('Payee name').inputValue()).toBe('Plain Player');
    await profile.getByLabel('Login password').fill('plain1234');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await profile.locator('[data-field="payeeName"][data-editable="false"]').waitFor();

    await page.reload();
    await poll(() => profile.getByLabel('Occupation').inputValue()).toBe('Chef');
    const payee = profile.locator('[data-field="payeeName"]');
    expect(await payee.getAttribute('data-editable')).toBe('false');
    expect(await payee.locator('.locked-value').textContent()).toBe('Plain Player');
    expect(await payee.locator('input').count()).toBe(0);

    // A changed nickname shows in the member centre.
    await profile.getByLabel('Nickname').fill('Plain Chef');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    // Saved: the form no longer busy and nothing left to save (the button is disabled while it
    // saves too, so that alone would not say the save is over).
    await profile.locator('form[aria-busy="false"] [part="submit"]:disabled').waitFor();
    await memberCentre(page);
    await poll(() => page.locator('mc-member-centre .name-text').textContent()).toBe('Plain Chef');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends identity documents that the platform approves; the member centre shows verified', async () => {
    const { page, errors } = await signIn();
    await memberCentre(page);
    expect(await page.locator('mc-member-centre [data-field="verification"]').textContent()).toBe('Not verified');
    await page.locator('mc-member-centre [data-link="verification"]').click();
    await page.waitForURL('**/m/member/verification');
    const form = page.locator('mc-identity-verification');
    const sent = watchCalls(page, '/wps/member/verification');

    const slot = (side: string) => form.locator(`[data-slot="${side}"]`);
    await slot('front').locator('input[type="file"]').setInputFiles(GIF);
    await poll(() => slot('front').getByRole('alert').textContent()).toBe('cat.gif was not added: only PNG or JPG images are accepted');
    await slot('back').locator('input[type="file"]').setInputFiles(HUGE);
    await poll(() => slot('back').getByRole('alert').textContent()).toBe('huge.png was not added: an image can be at most 5 MB');

    await slot('front').locator('input[type="file"]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
    await slot('back').locator('input[type="file"]').setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await slot('selfie').locator('input[type="file"]').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
    await poll(() => form.locator('.slot-preview img').count()).toBe(3);
    expect(sent.filter((m) => m === 'PUT')).toEqual([]);
    await form.getByRole('button', { name: 'Send for review' }).click();
    await poll(() => form.locator('[part="status"]').getAttribute('data-status')).toBe('pending');
    expect(sent.filter((m) => m === 'PUT')).toEqual(['PUT']);

    await memberCentre(page);
    await poll(() => page.locator('mc-member-centre [data-field="verification"]').textContent()).toBe('Under review');
    await page.goto(platform.url + '/m/securityCenter');
    await poll(() => page.locator('mc-security-center [data-item="verification"] [data-state]').textContent()).toBe('Under review');

    // The operator looks at the pictures and approves.
    const [pending] = await adminGet<{ id: string; images: { kind: string; mime: string; bytes: number }[] }[]>(
      '/__admin/verifications?status=pending&account=plain',
    );
    expect(pending!.images).toEqual([
      { kind: 'back', mime: 'image/jpeg', bytes: JPEG.length },
      { kind: 'front', mime: 'image/png', bytes: PNG.length },
      { kind: 'selfie', mime: 'image/png', bytes: PNG.length },
    ]);
    expect(await adminPost(`/__admin/verifications/${pending!.id}/approve`)).toBe(200);

    await memberCentre(page);
    await poll(() => page.locator('mc-member-centre [data-field="verification"]').textContent()).toBe('Verified');
    await page.goto(platform.url + '/m/member/verification');
    await poll(() => form.locator('[part="status"]').getAttribute('data-status')).toBe('verified');
    expect(await form.locator('[part="form"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('member-centre template versions (§3 mem_cen)', () => {
  it('shows the new layout for 1 and the base one otherwise, with the same gated items', async () => {
    const { page, errors } = await signIn();
    const centre = page.locator('mc-member-centre');
    const items = () => centre.locator('.list .row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-item')));
    const tiles = () => centre.locator('.tile').evaluateAll((t) => t.map((x) => x.getAttribute('data-tile')));

    await platform.admin({ mobileTemplate: { mem_cen: '0' } });
    await memberCentre(page);
    await centre.locator('[data-template="base"]').waitFor();
    expect(await centre.locator('.hero').count()).toBe(0);
    const baseItems = await items();
    const baseTiles = await tiles();

    await platform.admin({ mobileTemplate: { mem_cen: '1' } });
    await memberCentre(page);
    await centre.locator('[data-template="new"]').waitFor();
    expect(await centre.locator('.info.hero').count()).toBe(1);
    expect(await centre.locator('.group-title').allTextContents()).toContain('Records and reports');
    expect(await items()).toEqual(baseItems);
    expect(await tiles()).toEqual(baseTiles);
    expect(baseItems).toContain('webEmail');

    // Both carry the feedback entry.
    await centre.locator('[data-link="feedback"]').click();
    await page.waitForURL('**/m/feedback');
    expect(errors).toEqual([]);
    await page.close();
  });
});
