/**
 * Feedback and lottery orders end to end, against the built site and the reference platform: the
 * demo player reaches feedback from the help centre, has a wrong type and an oversize picture
 * refused on the device, sends feedback with a picture and sees it listed back (with the answer to
 * an earlier one); then places a lottery bet for two draws in the demo lottery, finds it under
 * "My bets", cancels one draw (the stake comes back, the header follows), and sees that a part
 * whose draw has closed cannot be cancelled.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectConsoleErrors, type E2EBrowser, type Platform, useE2E, signIn } from './harness.ts';

let platform: Platform;
let browser: E2EBrowser;

useE2E((started) => ({ platform, browser } = started));

const headerBalance = (page: Page) => page.locator('mc-header .balance').textContent();
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e53fbb0000000049454e44ae426082',
  'hex',
);

describe('feedback', () => {
  it('from the help centre: wrong and oversize pictures refused before upload, feedback with a picture sent and listed back', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    const sends: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/feedback') && r.method() === 'PUT') sends.push(r.method());
    });
    await signIn(page, platform.url);
    await page.goto(platform.url + '/m/help');
    await page.locator('mc-help-centre').getByRole('button', { name: 'Send us feedback' }).click();
    await page.waitForURL('**/m/feedback');
    const fb = page.locator('mc-feedback');
    // The seeded earlier feedback, with the platform's answer.
    await fb.locator('[part="item"]', { hasText: 'Answered' }).waitFor();
    expect(await fb.locator('.feedback-reply p').first().textContent()).toContain('We found a slow server');

    const picker = fb.locator('input[type="file"]');
    await picker.setInputFiles([
      { name: 'screen.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00') },
      { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    await expect
      .poll(() => fb.locator('.problems li').allTextContents())
      .toEqual(['screen.gif was not added: only PNG or JPG images are accepted', 'huge.png was not added: an image can be at most 5 MB']);
    expect(await fb.locator('.thumb img').count()).toBe(0);

    await picker.setInputFiles([{ name: 'error.png', mimeType: 'image/png', buffer: PNG }]);
    await expect.poll(() => fb.locator('.thumb img').count()).toBe(1);
    await fb.getByLabel('Your feedback').fill('The withdraw page shows an error after the second step');
    await expect.poll(() => fb.locator('#fb-comment-count').textContent()).toBe('54/140');
    expect(sends).toEqual([]); // nothing left the device while picking
    await fb.getByRole('button', { name: 'Send feedback' }).click();

    const mine = fb.locator('[part="item"]', { hasText: 'The withdraw page shows an error after the second step' });
    await mine.waitFor();
    expect(sends).toEqual(['PUT']);
    expect(await mine.locator('.status').textContent()).toBe('Received');
    const thumb = mine.locator('.feedback-thumbs img');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(await fb.getByLabel('Your feedback').inputValue()).toBe('');
    expect(errors).toEqual([]);
  });
});

describe('lottery orders', () => {
  it('places a bet in the demo lottery, finds it under My bets, cancels one draw with a refund, and cannot cancel a closed one', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await signIn(page, platform.url);
    await expect.poll(() => headerBalance(page)).toBe('¥ 10,000');

    // Start the first Vietnamese lottery from the lottery page; its window is the demo lottery.
    await page.goto(platform.url + '/m/lottery');
    const lottery = page.locator('mc-lottery');
    await lottery.locator('.row').first().locator('.plays .btn-primary').click();
    await page.waitForURL('**/m/launchGame?**');
    const game = page.frameLocator('mc-launch-game iframe');
    await game.getByRole('button', { name: 'Place bet' }).waitFor();
    await game.getByRole('checkbox', { name: '3', exact: true }).check();
    await game.getByRole('checkbox', { name: '7', exact: true }).check();
    await game.getByRole('radio', { name: '¥5.00' }).check();
    await game.getByRole('radio', { name: '2 draw(s)' }).check();
    await expect.poll(() => game.locator('#total').textContent()).toBe('¥10.00');
    await game.getByRole('button', { name: 'Place bet' }).click();
    await expect.poll(() => game.locator('#result').textContent(), { timeout: 10_000 }).toMatch(/^Order LO[0-9A-F]+ placed: 2 draw\(s\), ¥10\.00\.$/);
    const orderId = /Order (LO[0-9A-F]+)/.exec((await game.locator('#result').textContent())!)![1]!;
    // The launch page's bar shows the balance (no site header while a game runs).
    await expect.poll(() => page.locator('mc-launch-game [part="balance"]').textContent(), { timeout: 10_000 }).toBe('¥ 9,990');

    // My bets, from the lottery page.
    await page.locator('mc-launch-game').getByRole('button', { name: 'Back to the site' }).click();
    await page.waitForURL('**/m/lottery');
    await lottery.getByRole('button', { name: 'My bets' }).click();
    await page.waitForURL('**/m/lotteryOrders');
    const orders = page.locator('mc-lottery-orders');
    const row = orders.locator(`[data-order-id="${orderId}"]`);
    await row.waitFor();
    expect(await row.locator('.record-amount').textContent()).toBe('¥ 10.00');
    expect(await row.locator('.status').textContent()).toBe('Open');
    await row.getByRole('button').click();
    await page.waitForURL(`**/m/lotteryOrders/detail?orderId=${orderId}`);

    const subs = orders.locator('[part="suborder"]');
    await expect.poll(() => subs.count()).toBe(2);
    expect(await subs.first().locator('.ball').allTextContents()).toEqual(['3', '7']);
    expect(await orders.locator('.cancel').count()).toBe(2);
    await subs
      .nth(1)
      .getByRole('button', { name: /^Cancel the bet on draw/ })
      .click();
    const dialog = page.locator('mc-confirm-dialog dialog[open]');
    await dialog.waitFor();
    expect(await dialog.locator('p').textContent()).toMatch(/^The bet on draw \d+ is cancelled and ¥ 5\.00 goes back to your wallet\.$/);
    await dialog.getByRole('button', { name: 'Cancel the bet' }).click();
    await expect.poll(() => subs.nth(1).locator('.status').textContent()).toBe('Cancelled');
    expect(await orders.locator('.order-amount').textContent()).toBe('¥ 5.00');
    await expect.poll(() => headerBalance(page)).toBe('¥ 9,995');
    expect(await orders.locator('.cancel').count()).toBe(1);

    // A seeded bet across two draws: the first draw has closed, only the second can go.
    await page.goto(platform.url + '/m/lotteryOrders/detail?orderId=LO1004');
    await expect.poll(() => subs.count()).toBe(2);
    expect(await subs.first().locator('.status').textContent()).toBe('Draw closed');
    expect(await subs.first().locator('.cancel').count()).toBe(0);
    expect(await subs.first().locator('.closed-note').textContent()).toBe('This draw has closed, so this part can no longer be cancelled.');
    expect(await subs.nth(1).locator('.cancel').count()).toBe(1);
    // The platform refuses it too, whoever asks.
    const refused = await page.evaluate(async () => {
      const session = JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string };
      const res = await fetch('/lgw/orders/suborders/cancel', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Merchant: 'MC01', 'Module-Id': 'GAMELO3', Authorization: session.token ?? '' },
        body: JSON.stringify({ orderId: 'LO1004', subOrderId: 'LO1004-1' }),
      });
      return (await res.json()) as { success: boolean; errorCode?: string };
    });
    expect(refused).toMatchObject({ success: false, errorCode: 'order.not_cancellable' });
    expect(await headerBalance(page)).toBe('¥ 9,995');
    expect(errors).toEqual([]);
  });
});
