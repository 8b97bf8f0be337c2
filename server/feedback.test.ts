import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as M from '../core/api/member.ts';
import { replyToFeedback } from './api/feedback.ts';
import { cleanupTempDirs, startPlatform, type TestPlatform } from './testing.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startPlatform();
});
afterAll(async () => {
  await t.close();
  cleanupTempDirs();
});

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4//8/AAX+Av6n1qTlAAAAAElFTkSuQmCC';

describe('feedback (PUT and GET /wps/feedback)', () => {
  it('stores a comment with pictures and lists it back, newest first, with the platform’s reply once there is one', async () => {
    const token = await t.client.login('plain', 'plain1234');
    expect((await t.client.ok(M.feedbackList, { pageNo: 1, pageSize: 10 }, { token })).list).toEqual([]);
    await t.client.ok(M.feedback, { comment: 'First', images: [PNG] }, { token });
    await t.client.ok(M.feedback, { comment: 'Second' }, { token });
    const { list, totalPages } = await t.client.ok(M.feedbackList, { pageNo: 1, pageSize: 10 }, { token });
    expect(totalPages).toBe(1);
    expect(list.map((f) => [f.comment, f.status, f.images.length])).toEqual([
      ['Second', 'received', 0],
      ['First', 'received', 1],
    ]);
    const img = await fetch(t.url + list[1]!.images[0]!);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(img.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(img.headers.get('x-content-type-options')).toBe('nosniff');
    expect(
      Buffer.from(await img.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect((await fetch(`${t.url}/img/feedback/${'0'.repeat(24)}`)).status).toBe(404);

    replyToFeedback(t.platform.db, Number(list[1]!.id), 'Thanks!', Date.now());
    const again = await t.client.ok(M.feedbackList, { pageNo: 1, pageSize: 10 }, { token });
    expect(again.list[1]).toMatchObject({ status: 'replied', reply: 'Thanks!' });
    // another player sees none of it
    const other = await t.client.login('member01', 'member1234');
    expect((await t.client.ok(M.feedbackList, { pageNo: 1, pageSize: 10 }, { token: other })).list).toEqual([]);
  });

  it('refuses an empty or long comment, a fourth picture and one that is not what it claims', async () => {
    const token = await t.client.login('member02', 'member1234');
    expect((await t.client.send(M.feedback, { comment: '  ' }, { token })).body.errorCode).toBe('request.invalid');
    expect((await t.client.send(M.feedback, { comment: 'x'.repeat(141) }, { token })).body.success).toBe(false);
    expect((await t.client.send(M.feedback, { comment: 'x', images: [PNG, PNG, PNG, PNG] }, { token })).body.errorCode).toBe('feedback.images');
    expect((await t.client.send(M.feedback, { comment: 'x', images: ['data:image/jpeg;base64,iVBORw0KGgo='] }, { token })).body.errorCode).toBe(
      'feedback.images',
    );
  });

  it('seeds one answered feedback for the demo player', async () => {
    const token = await t.client.login('demo', 'demo1234');
    const { list } = await t.client.ok(M.feedbackList, { pageNo: 1, pageSize: 10 }, { token });
    expect(list.some((f) => f.status === 'replied' && f.reply)).toBe(true);
  });

  it('an operator lists feedback and answers it under /__admin; the player sees the answer', async () => {
    const token = await t.client.login('member03', 'member1234');
    await t.client.ok(M.feedback, { comment: 'Where is my bonus?' }, { token });
    const list = (await (await fetch(`${t.url}/__admin/feedback?account=member03&answered=0`)).json()) as { value: { id: string; comment: string }[] };
    expect(list.value.map((f) => f.comment)).toEqual(['Where is my bonus?']);
    const post = (id: string, body: unknown) =>
      fetch(`${t.url}/__admin/feedback/${id}/reply`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post(list.value[0]!.id, { reply: '' })).status).toBe(400);
    expect((await post('999999', { reply: 'Hi' })).status).toBe(404);
    expect((await post(list.value[0]!.id, { reply: 'It is in your wallet now.' })).status).toBe(200);
    const mine = await t.client.ok(M.feedbackList, { pageNo: 1, pageSize: 10 }, { token });
    expect(mine.list[0]).toMatchObject({ status: 'replied', reply: 'It is in your wallet now.' });
  });
});
