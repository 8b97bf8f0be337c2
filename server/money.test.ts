/**
 * Money and promotions on the reference platform: deposits and withdrawals wait for the back
 * office (the demo one decides by itself at review time; operators decide through /__admin),
 * and promotion applications carry stored images until an operator issues a reward to claim.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as I from '../core/api/inbox.ts';
import * as C from '../core/api/content.ts';
import * as W from '../core/api/wallet.ts';
import { DEPOSIT_REVIEW_MS, WITHDRAW_REVIEW_MS } from './api/money.ts';
import { cleanupTempDirs, startPlatform, type TestPlatform } from './testing.ts';

let t: TestPlatform;
let clock = Date.now();
beforeAll(async () => {
  t = await startPlatform({ now: () => clock });
});
afterAll(async () => {
  await t.close();
  cleanupTempDirs();
});

const all = { startDate: '2000-01-01', endDate: '2999-12-31', pageNo: 1, pageSize: 5 };
const post = async (path: string, body: unknown = {}) => {
  const res = await fetch(t.url + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { success: boolean; value: any; errorCode?: string } };
};
const get = async (path: string) => (await t.client.getJson(path)).body.value;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e53fbb0000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

describe('deposits', () => {
  it('a bank transfer waits, then the demo back office approves it at review time and the balance follows', async () => {
    const token = await t.client.login('member05', 'member1234');
    const before = (await t.client.ok(W.balance, undefined, { token })).sumBalance;
    const d = await t.client.ok(W.deposit, { methodId: 'DM01', amount: 500, bank: 'BDO', payerName: 'Member Five' }, { token });
    expect(d).toMatchObject({ status: 'pending', payUrl: '' });
    expect(d.receiver).toMatchObject({ bankName: 'ICBC', reference: `D${d.id}` });
    expect(await t.client.ok(W.depositStatus, { id: d.id }, { token })).toEqual({ id: d.id, status: 'pending', amount: 500 });
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBe(before);

    clock += DEPOSIT_REVIEW_MS;
    expect((await t.client.ok(W.depositStatus, { id: d.id }, { token })).status).toBe('approved');
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBeCloseTo(before + 500, 2);
    const records = await t.client.ok(W.depositRecords, all, { token });
    expect(records.list[0]).toMatchObject({ id: d.id, amount: 500, status: 'approved', method: 'Bank transfer' });
    const tx = await t.client.ok(W.transactions, { ...all, types: 'DEP' }, { token });
    expect(tx.list[0]).toMatchObject({ code: 'DEP', amount: 500 });
  });

  it('an operator approves (with the deposit bonus) or rejects at once, and only once', async () => {
    const token = await t.client.login('member06', 'member1234');
    const before = (await t.client.ok(W.balance, undefined, { token })).sumBalance;
    const d = await t.client.ok(W.deposit, { methodId: 'DM01', amount: 1000, promotionId: 'PR02' }, { token });
    const pending = await get('/__admin/deposits?status=pending&account=member06');
    expect(pending.map((x: { id: string }) => x.id)).toContain(d.id);
    expect((await post(`/__admin/deposits/${d.id}/approve`)).body.value).toEqual({ id: d.id, status: 'approved' });
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBeCloseTo(before + 1000 + 100, 2);
    const again = await post(`/__admin/deposits/${d.id}/reject`);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('admin.already_decided');

    const r = await t.client.ok(W.deposit, { methodId: 'DM01', amount: 200 }, { token });
    expect((await post(`/__admin/deposits/${r.id}/reject`, { reason: 'No transfer received' })).body.value.status).toBe('rejected');
    clock += DEPOSIT_REVIEW_MS;
    expect((await t.client.ok(W.depositStatus, { id: r.id }, { token })).status).toBe('rejected');
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBeCloseTo(before + 1100, 2);
    expect((await post('/__admin/deposits/999999/approve')).status).toBe(404);
  });

  it('a gateway deposit is not decided by the back office: paying on /pay approves it', async () => {
    const token = await t.client.login('member07', 'member1234');
    const d = await t.client.ok(W.deposit, { methodId: 'DM03', amount: 100 }, { token });
    expect(d.payUrl).toMatch(/^\/pay\//);
    expect(d.receiver).toBeUndefined();
    clock += DEPOSIT_REVIEW_MS * 10;
    expect((await t.client.ok(W.depositStatus, { id: d.id }, { token })).status).toBe('pending');
    await fetch(t.url + d.payUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=pay' });
    expect((await t.client.ok(W.depositStatus, { id: d.id }, { token })).status).toBe('approved');
  });

  it('nobody reads another player’s deposit', async () => {
    const mine = await t.client.login('member08', 'member1234');
    const d = await t.client.ok(W.deposit, { methodId: 'DM01', amount: 100 }, { token: mine });
    const other = await t.client.login('plain', 'plain1234');
    expect((await t.client.send(W.depositStatus, { id: d.id }, { token: other })).body.errorCode).toBe('deposit.unknown');
  });
});

describe('withdrawals', () => {
  it('are approved by the demo back office at review time; a rejection pays the money back', async () => {
    const token = await t.client.login('demo', 'demo1234');
    const card = (await t.client.ok(W.bankCards, undefined, { token }))[0]!;
    const before = (await t.client.ok(W.balance, undefined, { token })).sumBalance;
    const a = await t.client.ok(W.withdraw, { bankCardId: card.id, amount: 200, fundsPassword: '123456' }, { token });
    const b = await t.client.ok(W.withdraw, { bankCardId: card.id, amount: 300, fundsPassword: '123456' }, { token });
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBeCloseTo(before - 500, 2);
    expect((await post(`/__admin/withdrawals/${b.id}/reject`, { reason: 'Card closed' })).body.value.status).toBe('rejected');
    expect((await t.client.ok(W.balance, undefined, { token })).sumBalance).toBeCloseTo(before - 200, 2);
    clock += WITHDRAW_REVIEW_MS;
    const report = await t.client.ok(W.withdrawReport, all, { token });
    expect(report.list.slice(0, 2).map((x) => [x.id, x.status])).toEqual([
      [b.id, 'rejected'],
      [a.id, 'approved'],
    ]);
    // The seeded pending withdrawal has no review time: it stays pending for the demo.
    expect(
      report.list.some((x) => x.status === 'pending') ||
        (await t.client.ok(W.withdrawReport, { ...all, pageSize: 50 }, { token })).list.some((x) => x.status === 'pending'),
    ).toBe(true);
  });
});

describe('promotion applications', () => {
  it('stores the comment and images, and an operator’s reward is claimed into the wallet once', async () => {
    const token = await t.client.login('demo', 'demo1234');
    const before = (await t.client.ok(I.availablePromotions, undefined, { token })).unclaimedCount;
    const applied = await t.client.ok(
      C.applyPromotion,
      { promotionId: 'PR09', comment: 'Five sports bets done', images: [dataUrl('image/png', PNG), dataUrl('image/jpeg', JPEG)] },
      { token },
    );
    expect(applied).toEqual({ state: 'applying' });
    expect((await t.client.ok(C.promotions, undefined, { token })).find((p) => p.id === 'PR09')!.state).toBe('applying');
    expect(await t.client.ok(C.promotionApplication, { promotionId: 'PR09' }, { token })).toMatchObject({
      state: 'applying',
      comment: 'Five sports bets done',
      images: 2,
    });
    expect((await t.client.send(C.applyPromotion, { promotionId: 'PR09' }, { token })).body.errorCode).toBe('promotion.already_applied');

    const [app] = await get('/__admin/promotion-applications?status=applying&account=demo');
    expect(app).toMatchObject({
      promotionId: 'PR09',
      comment: 'Five sports bets done',
      images: [
        { position: 1, mime: 'image/png', bytes: PNG.length },
        { position: 2, mime: 'image/jpeg', bytes: JPEG.length },
      ],
    });
    const stored = await fetch(`${t.url}/__admin/promotion-applications/${app.id}/images/1`);
    expect(Buffer.from(await stored.arrayBuffer()).equals(PNG)).toBe(true);

    expect((await post(`/__admin/promotion-applications/${app.id}/approve`, { reward: 20 })).body.value.status).toBe('issued');
    expect((await t.client.ok(I.availablePromotions, undefined, { token })).unclaimedCount).toBe(before + 1);
    expect((await t.client.ok(C.promotionApplication, { promotionId: 'PR09' }, { token })).reward).toBe(20);
    const balance = (await t.client.ok(W.balance, undefined, { token })).sumBalance;
    const claimed = await t.client.ok(C.claimPromotion, { promotionId: 'PR09' }, { token });
    expect(claimed).toMatchObject({ state: 'claimed', amount: 20 });
    expect(claimed.balance.sumBalance).toBeCloseTo(balance + 20, 2);
    expect((await t.client.ok(I.availablePromotions, undefined, { token })).unclaimedCount).toBe(before);
    expect((await t.client.send(C.claimPromotion, { promotionId: 'PR09' }, { token })).body.errorCode).toBe('promotion.already_claimed');
  });

  it('a seeded issued reward pays its default amount; a rejected application can be sent again', async () => {
    const token = await t.client.login('demo', 'demo1234');
    const claimed = await t.client.ok(C.claimPromotion, { promotionId: 'PR08' }, { token });
    expect(claimed.amount).toBe(58);
    expect((await t.client.ok(C.promotionApplication, { promotionId: 'PR05' }, { token })).state).toBe('rejected');
    expect((await t.client.ok(C.applyPromotion, { promotionId: 'PR05', comment: 'Again' }, { token })).state).toBe('applying');
    const [app] = await get('/__admin/promotion-applications?status=applying&account=demo');
    await post(`/__admin/promotion-applications/${app.id}/reject`, { reason: 'Missions not complete' });
    expect(await t.client.ok(C.promotionApplication, { promotionId: 'PR05' }, { token })).toMatchObject({
      state: 'rejected',
      reason: 'Missions not complete',
      comment: 'Again',
    });
  });

  it('refuses what the rules refuse: closed, not started, nothing to claim, long comments and bad images', async () => {
    const token = await t.client.login('plain', 'plain1234');
    const send = async (p: C.PromotionApplication) => (await t.client.send(C.applyPromotion, p, { token })).body;
    expect((await send({ promotionId: 'PR06' })).errorCode).toBe('promotion.closed');
    expect((await send({ promotionId: 'PR07' })).errorCode).toBe('promotion.not_started');
    expect((await send({ promotionId: 'NOPE' })).errorCode).toBe('promotion.unknown');
    expect((await t.client.send(C.claimPromotion, { promotionId: 'PR09' }, { token })).body.errorCode).toBe('promotion.nothing_to_claim');
    expect((await send({ promotionId: 'PR09', comment: 'x'.repeat(141) })).errorCode).toBe('request.invalid');
    const png = dataUrl('image/png', PNG);
    expect(await send({ promotionId: 'PR09', images: [png, png, png, png] })).toMatchObject({ errorCode: 'promotion.images', message: 'at most 3 images' });
    expect((await send({ promotionId: 'PR09', images: [`data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`] })).errorCode).toBe(
      'promotion.images',
    );
    expect((await send({ promotionId: 'PR09', images: [dataUrl('image/png', JPEG)] })).errorCode).toBe('promotion.images');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await send({ promotionId: 'PR09', images: [dataUrl('image/png', big)] })).toMatchObject({
      errorCode: 'promotion.images',
      message: 'each image must be at most 5 MB',
    });
    const max = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    expect((await send({ promotionId: 'PR09', images: [dataUrl('image/png', max), dataUrl('image/png', max), dataUrl('image/png', max)] })).success).toBe(true);
  });
});
