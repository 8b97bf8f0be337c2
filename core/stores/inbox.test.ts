import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, startSession, endSession } from './session.ts';
import { $markedRead, $unreadCount, forgetReadMarks, isRead, loadUnreadCount, markAllMessagesRead, markMessageRead, unreadStore } from './inbox.ts';

const envelope = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('inbox store', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    $session.set(null);
    unreadStore.reset();
  });

  it('asks nothing without a session and reads 0', async () => {
    expect(await loadUnreadCount()).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect($unreadCount.get()).toBe(0);
  });

  it('loads the count for a member, follows mark-read answers, and forgets it with the session', async () => {
    startSession({ token: 't1', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false });
    fetchMock.mockResolvedValueOnce(envelope(3));
    expect(await loadUnreadCount()).toBe(3);
    expect($unreadCount.get()).toBe(3);
    const [url] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/wps/relay/CSP_unreadCount');

    fetchMock.mockResolvedValueOnce(envelope(2));
    expect(await markMessageRead('7')).toBe(2);
    expect($unreadCount.get()).toBe(2);
    const [markUrl, init] = fetchMock.mock.calls[1]!;
    expect(String(markUrl)).toContain('/wps/relay/CSP_markRead');
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({ id: '7' });

    fetchMock.mockResolvedValueOnce(envelope(0));
    expect(await markAllMessagesRead()).toBe(0);
    expect($unreadCount.get()).toBe(0);

    endSession();
    expect(unreadStore.$state.get().status).toBe('idle');
    expect($unreadCount.get()).toBe(0);
  });

  it('remembers the messages marked read here until a new list or another player, and a failed mark marks nothing', async () => {
    startSession({ token: 't3', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false });
    const unread = (id: string) => ({ id, read: false });
    fetchMock.mockResolvedValueOnce(envelope(2));
    await markMessageRead('7');
    expect([isRead(unread('7'), $markedRead.get()), isRead(unread('8'), $markedRead.get())]).toEqual([true, false]);

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: false, errorCode: 'inbox.unknown' }), { status: 200 }));
    await expect(markMessageRead('8')).rejects.toThrow();
    expect(isRead(unread('8'), $markedRead.get())).toBe(false);

    fetchMock.mockResolvedValueOnce(envelope(0));
    await markAllMessagesRead();
    expect(isRead(unread('8'), $markedRead.get())).toBe(true);
    // A list fetched after it carries the platform's read state: a message that came since stays unread.
    forgetReadMarks();
    expect(isRead(unread('9'), $markedRead.get())).toBe(false);

    fetchMock.mockResolvedValueOnce(envelope(1));
    await markMessageRead('9');
    endSession();
    expect(isRead(unread('9'), $markedRead.get())).toBe(false);
  });

  it('never shows a negative count', async () => {
    startSession({ token: 't2', id: '1', merchantCode: 'MC01', userName: 'demo', type: 0, firstTimeLogin: false });
    unreadStore.set(-4);
    expect($unreadCount.get()).toBe(0);
  });
});
