/**
 * Live updates end to end (issue 32), against the built site, the embed kit and the reference
 * platform: two tabs on the site and a framed element on a partner page (a second origin) hear
 * what the platform changes with no request of their own, over one connection for the browser.
 *
 * The player signs in in tab A; tab B and the partner page are opened from it, as a player opens
 * a link in a new window, so they carry the same session (the browser copies the tab's session
 * storage into a window it opens, for every origin: the partner page's frames, on the platform's
 * origin, find the session there). The platform's back office approves a deposit and every view
 * of the balance changes, with no balance call from any page; a new inbox message shows its count
 * in the member centres, tab B's and the frame's; signing out in tab A ends the session in tab B
 * and in the frame. The partner page hears only what a partner may know (`mc-live`). Then the
 * leader's tab closes and another takes over, resuming from the last id: a change made while no
 * tab held the stream still arrives. Every wait is for a state, never for a time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Frame, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeAnnouncementPopup,
  collectConsoleErrors,
  denyFramedStorage,
  frameKeepsStorage,
  frameOf,
  launchBrowser,
  openFrom,
  type PartnerSite,
  requestsOf,
  SITE_DIR,
  startPartnerSite,
  storageReadable,
  type E2EBrowser,
  signIn,
} from './harness.ts';
import { createPlatform, type Platform } from '../../server/app.ts';
import { buildKit, kitState } from '../../scripts/kit-build.mjs';
import { kitVersion } from '../../scripts/kit-source.mjs';
import { LIVE_STREAM_PATH } from '../../core/live/events.ts';
import { logout } from '../../core/api/signIn.ts';
import type { McKit } from '../../kit/loader.ts';

declare global {
  interface Window {
    mcKit?: McKit;
    /** What the partner page heard: every mc-live and mc-session detail, in order. */
    heard?: { type: string; detail: unknown }[];
  }
}

const VERSION = kitVersion();
let platform: Platform;
let api: string;
let partner: string;
let partnerSite: PartnerSite;
let browser: E2EBrowser;
let dataDir: string;
const allowedOrigins: string[] = [];

/** The partner's page: an in-page header and the framed member centre, and a record of what it hears. */
const PAGE = `window.heard = [];
for (const type of ['mc-live', 'mc-session']) document.addEventListener(type, (e) => window.heard.push({ type, detail: e.detail }));
// The sign-in page keeps the player on the partner's page after they sign in (it routes that itself).
if (location.pathname === '/login.html') document.addEventListener('mc-navigate', (e) => e.preventDefault());`;
const partnerHtml = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<script src="/page.js"></script>
<script type="module" src="${api}/kit/${VERSION}/mc-loader.js" data-api="${api}" data-merchant="MC01" data-lang="EN"></script>
</head><body>${body}</body></html>`;
/** The partner's pages: the in-page header with the framed member centre, and a framed sign-in with it. */
const PARTNER_PAGES: Record<string, string> = {
  '/live.html': '<mc-header page="home"></mc-header><mc-member-centre></mc-member-centre>',
  '/login.html': '<mc-login></mc-login><mc-member-centre></mc-member-centre>',
};

beforeAll(async () => {
  if (kitState() !== 'fresh') await buildKit({ quiet: true });
  dataDir = mkdtempSync(join(tmpdir(), 'mc-live-e2e-'));
  platform = createPlatform({ dbPath: join(dataDir, 'platform.db'), siteDir: SITE_DIR, testMode: true, allowedOrigins, log: () => undefined });
  api = await platform.listen(0, '127.0.0.1');
  partnerSite = await startPartnerSite({
    api: () => api,
    file: (path) =>
      path === '/page.js' ? ['text/javascript', PAGE] : PARTNER_PAGES[path] ? ['text/html; charset=utf-8', partnerHtml(PARTNER_PAGES[path])] : undefined,
  });
  partner = partnerSite.url;
  allowedOrigins.push(partner);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await partnerSite?.close();
  await platform?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function adminPost(path: string, body: unknown = {}): Promise<{ status: number; value: unknown }> {
  const res = await fetch(api + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, value: ((await res.json()) as { value: unknown }).value };
}

const isStream = (r: Request) => new URL(r.url()).pathname === LIVE_STREAM_PATH;
const isBalance = (r: Request) => new URL(r.url()).pathname === '/wps/wallets/balance';

/** Resolves once a page of `context` has the player's stream open (its answer's headers arrived). */
function streamOpened(context: BrowserContext): Promise<unknown> {
  return context.waitForEvent('response', { predicate: (r) => isStream(r.request()) && r.status() === 200, timeout: 30_000 });
}

async function signInToHome(page: Page): Promise<void> {
  await signIn(page, api);
  await closeAnnouncementPopup(page);
}

/** The platform's frame of the partner page's framed member centre. */
const memberFrame = (page: Page): Promise<Frame> => frameOf(page, 'mc-member-centre', api);

/**
 * The stories that bring the session into the partner page through a window's copied storage
 * stop where its frames have none; the story of frames without storage below tells what the
 * player gets then, on every browser.
 */
const framesKeepSession = (page: Page): Promise<boolean> => frameKeepsStorage(page, 'mc-member-centre', api);

/** A pending bank-transfer deposit of the demo player, made as the platform's API takes it (not from a page). */
async function pendingDeposit(token: string, amount: number): Promise<string> {
  const res = await fetch(`${api}/wps/deposit`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Merchant: 'MC01',
      'Module-Id': 'FUNDTRANS3',
      Authorization: token,
      'Idempotency-Key': `live-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    body: JSON.stringify({ methodId: 'DM01', amount, bank: 'BDO' }),
  });
  const answer = (await res.json()) as { success: boolean; value: { id: string } };
  expect(answer.success).toBe(true);
  return answer.value.id;
}

const sessionToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { token: string } | null)?.token ?? null);

describe('live updates, two tabs and a partner page', () => {
  it('the back office approves a deposit: every view of the balance follows with no request; a new message shows its count; signing out in one tab ends the session in the other and in the frame', async (test) => {
    const context = await browser.newContext();
    const a = await context.newPage();
    const errors = collectConsoleErrors(a);
    const requests = new Map<Page, Request[]>([[a, requestsOf(a)]]);
    const opened = streamOpened(context);
    await signInToHome(a);
    const token = await sessionToken(a);
    expect(token).toBeTruthy();

    // Tab B on the member centre, and the partner page, both opened from tab A.
    const b = await openFrom(a, `${api}/m/mine`);
    requests.set(b, requestsOf(b));
    const p = await openFrom(a, `${partner}/live.html`);
    requests.set(p, requestsOf(p));
    if (!(await framesKeepSession(p))) test.skip();
    const views = {
      a: () => a.locator('mc-header .balance').textContent(),
      b: () => b.locator('mc-member-centre [data-field="balance"]').textContent(),
      frame: async () => (await memberFrame(p)).locator('mc-member-centre [data-field="balance"]').textContent(),
    };
    await expect.poll(views.a).toBe('¥ 10,000');
    await expect.poll(views.b).toBe('¥ 10,000');
    await expect.poll(views.frame, { timeout: 30_000 }).toBe('¥ 10,000');
    await expect.poll(() => p.evaluate(() => window.mcKit!.getSession())).toEqual({ userName: 'demo', type: 0 });
    await opened;
    // One connection for the browser: whichever page leads holds it, the others listen.
    const streams = () => [...requests.values()].flat().filter(isStream);
    expect(streams()).toHaveLength(1);

    // The back office approves a deposit of 500.
    const id = await pendingDeposit(token!, 500);
    const before = new Map([...requests].map(([page, list]) => [page, list.length]));
    expect((await adminPost(`/__admin/deposits/${id}/approve`)).status).toBe(200);
    await expect.poll(views.a).toBe('¥ 10,500');
    await expect.poll(views.b).toBe('¥ 10,500');
    await expect.poll(views.frame).toBe('¥ 10,500');
    // No page asked for the balance after the approval: the stream brought it.
    for (const [page, list] of requests)
      expect(
        list
          .slice(before.get(page))
          .filter(isBalance)
          .map((r) => r.url()),
      ).toEqual([]);

    // A new inbox message: the member centres show the count (tab B's and the frame's).
    const unreadBadge = (where: Page | Frame) => where.locator('mc-member-centre .dot-badge').textContent();
    const message = (await adminPost('/__admin/inbox', { account: 'demo', title: 'Live test', content: 'A message sent while the pages are open' })).value as {
      unread: number;
    };
    expect(message.unread).toBeGreaterThan(0);
    await expect.poll(() => unreadBadge(b)).toBe(String(message.unread));
    await expect.poll(async () => unreadBadge(await memberFrame(p))).toBe(String(message.unread));

    // Signing out in tab A ends the session in tab B and in the partner page's frame.
    await a.locator('mc-header').getByRole('button', { name: 'Menu' }).click();
    await a.getByRole('menuitem', { name: 'Sign out' }).click();
    await a.locator('mc-confirm-dialog [part="confirm"]').click();
    await a.waitForURL('**/m/login');
    await expect.poll(() => sessionToken(b)).toBeNull();
    await b.locator('mc-member-centre .prompt').waitFor();
    await expect.poll(() => p.evaluate(() => window.mcKit!.getSession())).toBeNull();
    await (await memberFrame(p)).locator('mc-member-centre .prompt').waitFor();

    // The partner page heard only what a partner may know: the count and the end, no balance.
    const heard = await p.evaluate(() => window.heard!);
    const live = heard.filter((h) => h.type === 'mc-live').map((h) => h.detail as { type: string });
    expect(live.map((d) => d.type)).not.toContain('balance');
    expect(live.every((d) => ['inbox', 'sessionEnded', 'maintenance'].includes(d.type))).toBe(true);
    expect(live).toContainEqual({ type: 'inbox', unread: message.unread });
    expect(live).toContainEqual({ type: 'sessionEnded', cause: 'signed-out' });
    expect(heard).toContainEqual({ type: 'mc-session', detail: null });
    expect(errors).toEqual([]);
  });

  it('when the tab holding the stream closes, another takes over from the last id: a change made meanwhile still arrives', async () => {
    const context = await browser.newContext();
    const a = await context.newPage();
    const errors = collectConsoleErrors(a);
    const streamsOfA = requestsOf(a);
    await signInToHome(a);
    const b = await openFrom(a, `${api}/m/mine`);
    const streamsOfB = requestsOf(b);
    const balanceOf = () => b.locator('mc-member-centre [data-field="balance"]').textContent();
    await expect.poll(balanceOf).toMatch(/^¥ [\d,]+$/);
    // Tab A leads (it started first); B waits behind it.
    await expect.poll(() => streamsOfA.filter(isStream).length, { timeout: 30_000 }).toBe(1);
    const start = Number((await balanceOf())!.replace(/[^\d]/g, ''));
    const asked = streamsOfB.length;

    // A first change through A's stream gives the group an id to resume from.
    await adminPost('/__admin/balance', { account: 'demo', amount: 1, remark: 'Live test' });
    await expect.poll(balanceOf).toBe(`¥ ${(start + 1).toLocaleString('en-US')}`);

    // A closes; before anyone holds the stream again the platform changes the balance once more.
    const resumed = b.waitForRequest((r) => isStream(r), { timeout: 30_000 });
    await a.close();
    await adminPost('/__admin/balance', { account: 'demo', amount: 10, remark: 'Live test' });
    const request = await resumed;
    expect(request.headers()['last-event-id']).toBeTruthy();
    await expect.poll(balanceOf).toBe(`¥ ${(start + 11).toLocaleString('en-US')}`);
    expect(streamsOfB.slice(asked).filter(isBalance)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('where the merchant lets partner pages show the balance, the partner page hears it too and its in-page header follows', async (test) => {
    expect((await adminPost('/__admin/switches', { whitelabel: { PARTNERBAL: true } })).status).toBe(200);
    try {
      const context = await browser.newContext();
      const a = await context.newPage();
      const opened = streamOpened(context);
      await signInToHome(a);
      const p = await openFrom(a, `${partner}/live.html`);
      const errors = collectConsoleErrors(p);
      if (!(await framesKeepSession(p))) test.skip();
      const header = () => p.locator('mc-header .balance').textContent();
      await expect.poll(header, { timeout: 30_000 }).toMatch(/^¥ [\d,]+$/);
      await opened;
      const start = Number((await header())!.replace(/[^\d]/g, ''));
      await adminPost('/__admin/balance', { account: 'demo', amount: 25, remark: 'Live test' });
      await expect.poll(header).toBe(`¥ ${(start + 25).toLocaleString('en-US')}`);
      const live = (await p.evaluate(() => window.heard!)).filter((h) => h.type === 'mc-live').map((h) => h.detail);
      expect(live).toContainEqual({ type: 'balance', sumBalance: start + 25, reason: 'adjustment' });
      expect(errors).toEqual([]);
    } finally {
      await fetch(`${api}/__admin/reset`, { method: 'POST' });
    }
  });

  it('where the browser denies the frames storage (incognito, third-party cookies blocked), a player who signs in inside a frame hears the platform live there: the balance follows with no request, and a sign-out elsewhere ends the frames', async () => {
    const context = await browser.newContext();
    await context.addInitScript(denyFramedStorage, api);
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const requests = requestsOf(page);
    await page.goto(`${partner}/login.html`);
    const login = await frameOf(page, 'mc-login', api);
    await login.locator('#login-username').waitFor();
    expect(await login.evaluate(storageReadable)).toBe(false);
    const opened = streamOpened(context);
    await login.locator('#login-username').fill('demo');
    await login.locator('#login-password').fill('demo1234');
    await login.locator('button[type="submit"]').click();
    // The member centre's frame is told by the sign-in's frame and keeps the session in memory.
    const balance = async () => (await memberFrame(page)).locator('mc-member-centre [data-field="balance"]').textContent();
    await expect.poll(balance, { timeout: 30_000 }).toMatch(/^¥ [\d,]+$/);
    await opened;
    const token = requests.map((r) => r.headers().authorization).find((t) => t && t.length > 0);
    expect(token).toBeTruthy();
    const start = Number((await balance())!.replace(/[^\d]/g, ''));

    // The back office approves a deposit: the frame's balance follows, and no frame asked for it.
    const id = await pendingDeposit(token!, 500);
    const before = requests.length;
    expect((await adminPost(`/__admin/deposits/${id}/approve`)).status).toBe(200);
    await expect.poll(balance).toBe(`¥ ${(start + 500).toLocaleString('en-US')}`);
    expect(
      requests
        .slice(before)
        .filter(isBalance)
        .map((r) => r.url()),
    ).toEqual([]);

    // Signed out elsewhere: the platform ends the session, and the frames hear it.
    const res = await fetch(api + logout.path, { method: logout.method, headers: { Merchant: 'MC01', 'Module-Id': logout.moduleId, Authorization: token! } });
    expect(res.status).toBe(200);
    await (await memberFrame(page)).locator('mc-member-centre .prompt').waitFor();
    await expect.poll(() => page.evaluate(() => window.mcKit!.getSession())).toBeNull();
    const live = (await page.evaluate(() => window.heard!)).filter((h) => h.type === 'mc-live').map((h) => h.detail as { type: string });
    expect(live.map((d) => d.type)).not.toContain('balance');
    expect(live).toContainEqual({ type: 'sessionEnded', cause: 'signed-out' });
    expect(errors).toEqual([]);
  });

  it('a session ended elsewhere while a member form is open: the login comes over the page at once, with no tap, and what was typed stays', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const opened = streamOpened(context);
    await signInToHome(page);
    await page.goto(`${api}/m/feedback`);
    await opened;
    const form = page.locator('mc-feedback');
    const comment = 'Typed while the session ends in another tab.';
    await form.getByLabel('Your feedback').fill(comment);
    // Signed out elsewhere (another device of the same session's holder): the platform ends the session.
    const res = await fetch(api + logout.path, {
      method: logout.method,
      headers: { Merchant: 'MC01', 'Module-Id': logout.moduleId, Authorization: (await sessionToken(page))! },
    });
    expect(res.status).toBe(200);
    await form.getByRole('dialog').waitFor();
    await form.locator('[data-state="session-ended"]').getByText('The account has been logged out, please log in again').waitFor();
    expect(await sessionToken(page)).toBeNull();
    expect(await form.getByLabel('Your feedback').inputValue()).toBe(comment);
    expect(errors).toEqual([]);
  });
});
