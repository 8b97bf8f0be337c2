/**
 * Accessibility end to end (issue 9): axe-core on every page of the route table, signed out and
 * signed in (the player demo; the agency centre as agent), with WCAG 2.1 A and AA rules. Any
 * violation of impact serious or critical fails, listed with rule, impact, target and a piece of
 * the HTML. Then two real dialogs: focus stays inside while open and goes back to the opener.
 *
 * The site runs under a strict CSP (no inline scripts, Trusted Types), so axe goes in through
 * the DevTools protocol (page.evaluate of its source). It looks into open shadow roots, where all
 * the kit's elements render; a planted violation inside one proves it does.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE, type PageId } from '../../host/routes.ts';
import { PAGE_PATHS, VISITOR_PATH_SENT_TO, VISITOR_SENT_TO } from '../../host/spec.fixture.ts';
import { axe, expectNoSevere } from './axe.ts';
import { MOBILE, closeAnnouncementPopup, collectConsoleErrors, scaled, useE2E, watchCsp, type E2EBrowser, type Platform, signIn } from './harness.ts';

/** The shell's state: page id of <main>, and whether the page's content has arrived. */
async function shellState(page: Page): Promise<{ page?: string; ready: boolean; path: string }> {
  return page.evaluate(() => {
    const root = document.querySelector('mc-site')?.shadowRoot;
    const main = root?.querySelector('main');
    const kids = [...(main?.children ?? [])];
    const loading = kids.some((el) => el instanceof HTMLElement && el.dataset.screen === 'loading');
    return { page: main?.dataset.page, ready: kids.length > 0 && !loading, path: location.pathname + location.search };
  });
}

/**
 * Waits until the page's own content settled: no element says it is busy (the kit's loading
 * states carry aria-busy) and no finite animation runs (a fading element has no final colours yet).
 */
async function contentSettled(page: Page): Promise<void> {
  const why = () =>
    page.evaluate(() => {
      const busy = (root: Document | ShadowRoot): string | null => {
        for (const el of root.querySelectorAll('*')) {
          if (el.getAttribute('aria-busy') === 'true' && el.getClientRects().length > 0) return `busy ${el.localName}.${el.className}`;
          const inner = el.shadowRoot ? busy(el.shadowRoot) : null;
          if (inner) return `${el.localName} > ${inner}`;
        }
        return null;
      };
      const moving = document.getAnimations().find((a) => {
        const end = a.effect?.getComputedTiming().endTime;
        return a.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
      });
      const target = (moving?.effect as KeyframeEffect | undefined)?.target;
      return busy(document) ?? (moving ? `animating ${target?.localName}.${target?.className}` : null);
    });
  const until = Date.now() + scaled(5000);
  let reason: string | null = null;
  while (Date.now() < until) {
    reason = await why();
    if (!reason) return;
    await page.waitForTimeout(150);
  }
  // Still busy after that (a page that polls): check what is on screen anyway.
  console.log(`[a11y] ${page.url()} not settled: ${reason}`);
}

/** Goes to `path`; null when the page sent us elsewhere (that page is checked on its own). */
async function visit(page: Page, path: string, id: PageId): Promise<'shown' | string> {
  await page.goto(platformUrl() + path);
  let state = await shellState(page);
  const until = Date.now() + scaled(15_000);
  while (Date.now() < until) {
    state = await shellState(page);
    if (state.ready && state.page !== undefined) {
      if (state.page === id) break;
      // Left for another page (a guard): wait a moment in case the shell is still on its way.
      if (new URL(state.path, 'http://x').pathname !== new URL(path, 'http://x').pathname) return state.path;
    }
    await page.waitForTimeout(100);
  }
  expect(state, `${path} did not show ${id}`).toMatchObject({ page: id, ready: true });
  await contentSettled(page);
  return 'shown';
}

let platform: Platform;
let browser: E2EBrowser;
const platformUrl = () => platform.url;

useE2E((started) => ({ platform, browser } = started));

/** One path per page: the first of the walk (the spec's, or the canonical one with a sample query). */
const PAGES: { id: PageId; path: string }[] = ROUTE_TABLE.map((r) => ({
  id: r.id,
  path: PAGE_PATHS.find(([, id]) => id === r.id)?.[0] ?? r.paths[0]!,
}));

/** Pages of the agency centre, for agents only (§2.13): checked signed in as agent. */
const AGENCY: ReadonlySet<PageId> = new Set<PageId>([
  'agent',
  'teamOverview',
  'team',
  'teamPnl',
  'teamBetting',
  'agentRebeat',
  'teamRebate',
  'agentRegister',
  'agentTransfer',
  'agentNotice',
  'redRain',
  'agentDivident',
  'salaryContract',
  'dividendContract',
  'hourContract',
]);

/**
 * A context kept for the whole describe block (the harness closes its own after each test):
 * one page per role, reused from page to page.
 */
async function rolePage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.browser.newContext({ ...MOBILE });
  await watchCsp(context);
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  return { context, page, errors };
}

/**
 * Closes what opens over a page by itself: the announcement popup (§4, home) and, for an agent, the
 * contract offer (a confirm dialog), so axe sees the page rather than the inert page under a modal.
 */
async function dismissPopups(page: Page, onHome: boolean): Promise<void> {
  const offer = page.locator('mc-confirm-dialog dialog[open] [part="cancel"]');
  const answerOffer = async () => {
    if (!(await offer.isVisible())) return;
    await offer.click();
    await offer.waitFor({ state: 'hidden' });
  };
  if (onHome) {
    // The popup decides only while no question is open: when the offer came first, answer it first.
    await page.locator('mc-announcement-popup dialog[data-settled]').or(offer).first().waitFor({ state: 'attached' });
    await answerOffer();
    await closeAnnouncementPopup(page);
  }
  await answerOffer();
}

async function checkPage(page: Page, id: PageId, path: string, role: string): Promise<void> {
  const start = Date.now();
  const where = await visit(page, path, id);
  if (where !== 'shown') {
    console.log(`[a11y] ${role}: ${path} sent on to ${where}; checked there`);
    return;
  }
  await dismissPopups(page, id === 'home');
  const shownAt = Date.now();
  const findings = await axe(page);
  console.log(`[a11y] ${role} ${path}: shown in ${shownAt - start} ms, axe ${Date.now() - shownAt} ms`);
  expectNoSevere(`${role} ${path}`, findings);
}

describe('axe, WCAG 2.1 A and AA: no serious or critical violation', () => {
  describe('signed out', () => {
    let role: Awaited<ReturnType<typeof rolePage>>;
    beforeAll(async () => {
      role = await rolePage();
    });
    afterAll(async () => {
      await role?.context.close();
    });

    it('axe looks inside open shadow roots (a planted unnamed button is found)', async () => {
      await visit(role.page, '/m/help', 'help');
      await role.page.evaluate(() => {
        const host = document.createElement('div');
        host.id = 'a11y-probe';
        const inner = host.attachShadow({ mode: 'open' });
        inner.append(document.createElement('button'));
        document.querySelector('mc-site')!.shadowRoot!.querySelector('main')!.append(host);
      });
      const findings = await axe(role.page);
      await role.page.evaluate(() => document.querySelector('mc-site')!.shadowRoot!.querySelector('#a11y-probe')!.remove());
      const names = findings.find((f) => f.id === 'button-name');
      expect(names?.impact, findings.map((f) => f.id).join(', ')).toBe('critical');
      expect(names?.nodes.map((n) => n.target)).toContain('#site >>> #a11y-probe >>> button');
    });

    it('/m/home with the announcement popup open', async () => {
      await visit(role.page, '/m/home', 'home');
      const popup = role.page.locator('mc-announcement-popup [part="dialog"][open]');
      await popup.waitFor({ state: 'visible', timeout: 5000 });
      await contentSettled(role.page);
      expectNoSevere('signed out /m/home (popup)', await axe(role.page));
    });

    const visitorPages = PAGES.filter(({ id, path }) => !VISITOR_SENT_TO[id] && !VISITOR_PATH_SENT_TO[path]);
    it.each(visitorPages)('$path', async ({ id, path }) => {
      await checkPage(role.page, id, path, 'signed out');
    });

    it('nothing went wrong on the way (console, CSP)', () => {
      expect(role.errors).toEqual([]);
    });
  });

  describe('signed in as demo', () => {
    let role: Awaited<ReturnType<typeof rolePage>>;
    beforeAll(async () => {
      role = await rolePage();
      await signIn(role.page, platform.url, 'demo', 'demo1234');
    });
    afterAll(async () => {
      await role?.context.close();
    });

    it('/m/home with the announcement popup open (it opens after the sign-in)', async () => {
      const popup = role.page.locator('mc-announcement-popup [part="dialog"][open]');
      await popup.waitFor({ state: 'visible', timeout: 10_000 });
      await contentSettled(role.page);
      expectNoSevere('demo /m/home (popup)', await axe(role.page));
      await closeAnnouncementPopup(role.page);
    });

    const memberPages = PAGES.filter(({ id }) => !AGENCY.has(id) || id.endsWith('Contract'));
    it.each(memberPages)('$path', async ({ id, path }) => {
      await checkPage(role.page, id, path, 'demo');
    });

    it('nothing went wrong on the way (console, CSP)', () => {
      expect(role.errors).toEqual([]);
    });
  });

  describe('signed in as agent: the agency centre', () => {
    let role: Awaited<ReturnType<typeof rolePage>>;
    beforeAll(async () => {
      role = await rolePage();
      await signIn(role.page, platform.url, 'agent', 'agent1234');
      await dismissPopups(role.page, true);
    });
    afterAll(async () => {
      await role?.context.close();
    });

    const agencyPages = PAGES.filter(({ id }) => AGENCY.has(id));
    it.each(agencyPages)('$path', async ({ id, path }) => {
      await checkPage(role.page, id, path, 'agent');
    });

    it('nothing went wrong on the way (console, CSP)', () => {
      expect(role.errors).toEqual([]);
    });
  });
});

/**
 * Keyboard round trip through a real dialog: the opener opens it with Enter, Tab and Shift+Tab
 * keep focus inside and come round again, Escape closes it and focus is back on the opener.
 */
async function dialogRoundTrip(page: Page, opener: string, dialog: string): Promise<void> {
  const openerEl = page.locator(opener);
  await openerEl.focus();
  await page.keyboard.press('Enter');
  const box = page.locator(dialog);
  await box.waitFor({ state: 'visible' });
  // Where focus is: inside the dialog (across shadow roots), and a name for the element.
  const where = () =>
    box.evaluate((d) => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      let inside = false;
      for (let at: Node | null = el; at; at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null)) if (at === d) inside = true;
      const name = el
        ? `${el.localName}${el.id ? '#' + el.id : ''}[${el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent?.trim().slice(0, 20)}]`
        : 'none';
      return { inside, name };
    });
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen: string[] = [];
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press(key);
      const at = await where();
      expect(at.inside, `${key} #${i + 1} left the dialog for ${at.name} (after ${seen.join(', ')})`).toBe(true);
      seen.push(at.name);
    }
    // 14 presses over fewer stops: the cycle came round.
    expect(new Set(seen).size, seen.join(', ')).toBeLessThan(seen.length);
  }
  await page.keyboard.press('Escape');
  await box.waitFor({ state: 'hidden' });
  await expect
    .poll(() =>
      openerEl.evaluate((o) => {
        let el: Element | null = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el === o;
      }),
    )
    .toBe(true);
}

describe('dialogs keep focus inside and give it back', () => {
  it('the login popup of the member centre (its login fields in the cycle)', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(platform.url + '/m/mine');
    await page.locator('mc-member-centre [data-action="messages"]').waitFor();
    await dialogRoundTrip(page, 'mc-member-centre [data-action="messages"]', 'mc-member-centre dialog.login-dialog');
    expect(errors).toEqual([]);
  });

  it('the hot-match modal on home', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(platform.url + '/m/home');
    await closeAnnouncementPopup(page);
    await page.locator('mc-hot-matches [part="ticker"]').waitFor();
    await dialogRoundTrip(page, 'mc-hot-matches [part="ticker"]', 'mc-hot-matches [part="dialog"]');
    expect(errors).toEqual([]);
  });
});
