import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as I from '../core/api/inbox.ts';
import { cleanupTempDirs, startPlatform, type TestPlatform } from './testing.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startPlatform();
});
afterAll(async () => {
  await t.close();
  cleanupTempDirs();
});

describe('inbox read state', () => {
  it('marks one message read: the unread count drops by one and the list shows it read', async () => {
    const token = await t.client.login('demo', 'demo1234');
    expect(await t.client.ok(I.unreadCount, undefined, { token })).toBe(3);
    const { list } = await t.client.ok(I.inbox, { pageNo: 1, pageSize: 20 }, { token });
    const first = list.find((m) => !m.read)!;
    expect(await t.client.ok(I.markInboxRead, { id: first.id }, { token })).toBe(2);
    // Marking it again changes nothing and says the same count.
    expect(await t.client.ok(I.markInboxRead, { id: first.id }, { token })).toBe(2);
    const again = await t.client.ok(I.inbox, { pageNo: 1, pageSize: 20 }, { token });
    expect(again.list.find((m) => m.id === first.id)!.read).toBe(true);
    expect(await t.client.ok(I.unreadCount, undefined, { token })).toBe(2);
  });

  it('refuses a message of another player as unknown, and leaves it unread', async () => {
    const agent = await t.client.login('agent', 'agent1234');
    const demo = await t.client.login('demo', 'demo1234');
    const theirs = (await t.client.ok(I.inbox, { pageNo: 1, pageSize: 20 }, { token: agent })).list.find((m) => !m.read)!;
    const answer = await t.client.send(I.markInboxRead, { id: theirs.id }, { token: demo });
    expect(answer.body).toMatchObject({ success: false, errorCode: 'inbox.unknown' });
    expect((await t.client.ok(I.inbox, { pageNo: 1, pageSize: 20 }, { token: agent })).list.find((m) => m.id === theirs.id)!.read).toBe(false);
  });

  it('refuses a malformed id and a missing session', async () => {
    const token = await t.client.login('demo', 'demo1234');
    expect((await t.client.send(I.markInboxRead, { id: 'abc' }, { token })).status).toBe(400);
    expect((await t.client.send(I.markInboxRead, { id: '1' })).status).toBe(401);
    expect((await t.client.send(I.markAllInboxRead)).status).toBe(401);
  });

  it('marks everything read for the caller only', async () => {
    const agent = await t.client.login('agent', 'agent1234');
    const before = await t.client.ok(I.unreadCount, undefined, { token: agent });
    expect(before).toBeGreaterThan(0);
    expect(await t.client.ok(I.markAllInboxRead, undefined, { token: agent })).toBe(0);
    expect(await t.client.ok(I.unreadCount, undefined, { token: agent })).toBe(0);
    const demo = await t.client.login('demo', 'demo1234');
    expect(await t.client.ok(I.unreadCount, undefined, { token: demo })).toBe(2);
  });
});
