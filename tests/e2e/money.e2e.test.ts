/**
 * Money and promotions end to end, against the built site and the reference platform: the demo
 * player deposits (the platform approves it) and sees the header balance change, withdraws,
 * finds both in the records, and applies for a promotion with images — files of other types or
 * over 5 MB are refused on the device before anything is uploaded — then claims the reward the
 * platform issues, with the header balance and the footer badge following. A player without a
 * funds password or a bank card makes a first withdrawal in one flow on a phone (390×844).
 *
 * Local runs may point at another build: E2E_REBUILD=0 E2E_SITE_DIR=/tmp/site npx vitest run
 * --config tests/e2e/vitest.config.ts tests/e2e/money.e2e.test.ts
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectConsoleErrors, type E2EBrowser, type Platform, useE2E, signIn } from './harness.ts';

let platform: Platform;
let browser: E2EBrowser;

useE2E((started) => ({ platform, browser } = started));

async function adminGet<T>(path: string): Promise<T> {
  const res = await fetch(platform.url + path);
  return ((await res.json()) as { value: T }).value;
}
async function adminPost(path: string, body: unknown = {}): Promise<{ status: number; value: unknown }> {
  const res = await fetch(platform.url + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, value: ((await res.json()) as { value: unknown }).value };
}

const headerBalance = (page: Page) => page.locator('mc-header .balance').textContent();

/** Bytes of a real 1×1 PNG, and of a JPEG start. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e53fbb0000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

describe('the demo player’s money', () => {
  it('deposits (approved by the platform), sees the balance change, withdraws, and finds both in the records', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await signIn(page, platform.url);
    await expect.poll(() => headerBalance(page)).toBe('¥ 10,000');

    // Deposit by bank transfer with the 10% reload promotion, from the header of another page
    // (home may greet the player with an announcement popup first).
    await page.goto(platform.url + '/m/activity');
    await page.locator('mc-header').getByRole('button', { name: 'Deposit' }).click();
    await page.waitForURL('**/m/voucherCenter');
    const deposit = page.locator('mc-voucher-center');
    await deposit.getByRole('radio', { name: /Bank transfer/ }).check();
    await deposit.getByRole('textbox', { name: 'Amount' }).fill('50');
    await deposit.locator('button[type="submit"]').click();
    await expect.poll(() => deposit.locator('#deposit-amount-error').textContent()).toBe('The minimum is ¥ 100.00');
    await deposit.getByRole('textbox', { name: 'Amount' }).fill('500');
    await deposit.getByLabel('Your bank').selectOption('BDO');
    await deposit.getByRole('radio', { name: /10% reload bonus/ }).check();
    await deposit.locator('button[type="submit"]').click();
    await deposit.getByText('Waiting for the platform to confirm your transfer').waitFor();
    await expect.poll(() => deposit.locator('.kv dd').allTextContents()).toContain('ICBC');
    expect(await headerBalance(page)).toBe('¥ 10,000');

    // The platform approves it; the page notices by itself and the header follows.
    const [pending] = await adminGet<{ id: string; amount: number; promotionId: string }[]>('/__admin/deposits?status=pending&account=demo');
    expect(pending).toMatchObject({ amount: 500, promotionId: 'PR02' });
    await adminPost(`/__admin/deposits/${pending!.id}/approve`); // the demo back office may have been first: then this answers 409
    await deposit.getByText('Deposit approved: the money is in your wallet').waitFor();
    await expect.poll(() => headerBalance(page)).toBe('¥ 10,550'); // 500 and the 10% bonus

    // Withdraw 300 to the demo card with the funds password.
    await page.locator('mc-header').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Withdraw' }).click();
    await page.waitForURL('**/m/withdraw');
    const withdraw = page.locator('mc-withdraw');
    await withdraw.getByRole('textbox', { name: 'Amount' }).fill('300');
    await withdraw.getByLabel('Funds password').fill('000000');
    await withdraw.locator('button[type="submit"]').click();
    await expect.poll(() => withdraw.locator('#withdraw-password-error').textContent()).toBe('The funds password is incorrect');
    await withdraw.getByLabel('Funds password').fill('123456');
    await withdraw.locator('button[type="submit"]').click();
    await withdraw.getByText('Withdrawal submitted').waitFor();
    await expect.poll(() => headerBalance(page)).toBe('¥ 10,250');

    // Both in the records, newest first.
    await withdraw.getByRole('button', { name: 'Withdraw records' }).click();
    await page.waitForURL('**/m/withdrawReport');
    const firstWithdrawal = page.locator('mc-withdraw-report .record').first();
    await expect.poll(() => firstWithdrawal.locator('.record-amount').textContent()).toBe('¥ 300.00');
    expect(await firstWithdrawal.locator('.status').textContent()).toBe('Pending');

    await page.goto(platform.url + '/m/vouReport');
    const firstDeposit = page.locator('mc-vou-report .record').first();
    await expect.poll(() => firstDeposit.locator('.record-amount').textContent()).toBe('¥ 500.00');
    expect(await firstDeposit.locator('.status').textContent()).toBe('Approved');
    expect(await firstDeposit.locator('.record-title').textContent()).toBe('Bank transfer');

    await page.goto(platform.url + '/m/transaction/record');
    const amounts = page.locator('mc-transaction-record .record-amount');
    await expect.poll(() => amounts.count()).toBeGreaterThan(3);
    expect((await amounts.allTextContents()).slice(0, 3)).toEqual(['-¥ 300.00', '+¥ 50.00', '+¥ 500.00']);
    expect((await page.locator('mc-transaction-record .record-title').allTextContents()).slice(0, 3)).toEqual(['Withdrawal', 'Bonus', 'Deposit']);
    await expect.poll(() => headerBalance(page)).toBe('¥ 10,250');
    expect(errors).toEqual([]);
  });

  it('applies for a promotion with images (others refused before upload), and claims the reward the platform issues', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/promotion/apply')) uploads.push(r.method());
    });
    await signIn(page, platform.url);
    await expect.poll(() => page.locator('mc-footer .badge').textContent()).toBe('2');
    const before = await headerBalance(page);

    await page.goto(platform.url + '/m/activity');
    await page.locator('mc-activity').getByRole('button', { name: 'Open Sports free bet' }).click();
    await page.waitForURL('**/m/activityInfo?id=PR09');
    const info = page.locator('mc-activity-info');
    await info.getByRole('heading', { name: 'Sports free bet' }).waitFor();
    const picker = info.locator('input[type="file"]');

    await picker.setInputFiles([
      { name: 'ticket.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00') },
      { name: 'scan.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    ]);
    await expect
      .poll(() => info.locator('.problems li').allTextContents())
      .toEqual([
        'ticket.gif was not added: only PNG or JPG images are accepted',
        'scan.png was not added: an image can be at most 5 MB',
        'notes.pdf was not added: only PNG or JPG images are accepted',
      ]);
    expect(await info.locator('.thumb img').count()).toBe(0);

    await picker.setInputFiles([
      { name: 'bet-slip.png', mimeType: 'image/png', buffer: PNG },
      { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: JPEG },
    ]);
    await expect.poll(() => info.locator('.thumb img').count()).toBe(2);
    await info.getByLabel('Comment').fill('Five sports bets placed this week');
    expect(uploads).toEqual([]); // nothing left the device while picking
    await info.getByRole('button', { name: 'Apply', exact: true }).click();
    await info.getByText('Your application is under review').waitFor();
    expect(uploads).toEqual(['POST']);

    const [app] = await adminGet<{ id: string; promotionId: string; comment: string; images: { mime: string; bytes: number }[] }[]>(
      '/__admin/promotion-applications?status=applying&account=demo',
    );
    expect(app).toMatchObject({
      promotionId: 'PR09',
      comment: 'Five sports bets placed this week',
      images: [
        { mime: 'image/png', bytes: PNG.length },
        { mime: 'image/jpeg', bytes: JPEG.length },
      ],
    });
    const stored = await fetch(`${platform.url}/__admin/promotion-applications/${app!.id}/images/1`);
    expect(Buffer.from(await stored.arrayBuffer()).equals(PNG)).toBe(true);

    // The platform issues ¥20; the reward centre shows it, the badge counts it, a claim pays it.
    expect((await adminPost(`/__admin/promotion-applications/${app!.id}/approve`, { reward: 20 })).status).toBe(200);
    await page.goto(platform.url + '/m/rewardCenter');
    await expect.poll(() => page.locator('mc-footer .badge').textContent()).toBe('3');
    const rewards = page.locator('mc-reward-center');
    await rewards.getByRole('tab', { name: 'To claim (3)' }).waitFor();
    const card = rewards.locator('.promo-card', { hasText: 'Sports free bet' });
    await card.getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => page.locator('mc-footer .badge').textContent()).toBe('2');
    const toNumber = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));
    await expect.poll(async () => toNumber(await headerBalance(page))).toBe(toNumber(before) + 20);
    await rewards.getByRole('tab', { name: 'To claim (2)' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a first withdrawal in one flow on a phone: funds password, bank card, login password, back with the amount typed', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = collectConsoleErrors(page);
    const shot = (name: string) => page.screenshot({ path: join(tmpdir(), `mc-first-withdrawal-${name}.png`) });
    await signIn(page, platform.url, 'plain', 'plain1234');
    await page.goto(platform.url + '/m/withdraw');
    const withdraw = page.locator('mc-withdraw');
    await withdraw.getByText('Set a funds password before your first withdrawal.').waitFor();
    await withdraw.getByRole('textbox', { name: 'Amount' }).fill('120');
    await withdraw.getByRole('button', { name: 'Continue' }).click();

    const setup = withdraw.locator('[part="setup"]');
    await setup.getByText('Step 1 of 3').waitFor();
    await shot('1-funds-password');
    await setup.getByLabel('New funds password').fill('975310');
    await setup.getByLabel('Confirm funds password').fill('975310');
    await setup.getByRole('button', { name: 'Next' }).click();
    await setup.getByText('Step 2 of 3').waitFor();
    await setup.getByLabel('Bank name').fill('BPI');
    await setup.getByLabel('Card number').fill('6200 0000 3333 4444');
    await setup.getByLabel('Card holder').fill('Plain Player');
    await shot('2-bank-card');
    await setup.getByRole('button', { name: 'Next' }).click();
    await setup.getByText('Step 3 of 3').waitFor();
    await setup.getByLabel('Login password').fill('wrong1234');
    await setup.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => setup.locator('#setup-reauth-error').textContent()).toBe('The login password is incorrect');
    await setup.getByLabel('Login password').fill('plain1234');
    await shot('3-confirm');
    await setup.getByRole('button', { name: 'Save and continue' }).click();

    // Back where the player started, the amount still typed and the new card chosen.
    await withdraw.getByLabel('Funds password').waitFor();
    expect(await withdraw.locator('[part="setup"]').count()).toBe(0);
    expect(await withdraw.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('120');
    expect(await withdraw.getByRole('radio', { name: /BPI/ }).isChecked()).toBe(true);
    await shot('4-back-at-the-form');
    await withdraw.getByLabel('Funds password').fill('975310');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/wps/transaction/withdraw');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await withdraw.getByText('Withdrawal submitted').waitFor();
    // The money call carries its submit intent's key, so a repeat would pay once.
    expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const [made] = await adminGet<{ amount: number }[]>('/__admin/withdrawals?status=pending&account=plain');
    expect(made).toMatchObject({ amount: 120 });
    expect(errors).toEqual([]);
    await page.close();
  });
});
