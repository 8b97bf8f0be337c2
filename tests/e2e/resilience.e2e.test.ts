/**
 * Resilience end to end (issue 9): the reference platform injects failures — HTTP 500 pages,
 * calls that never answer, non-JSON or non-envelope bodies, slow answers — and every route of
 * §2.2 (and the kit's further pages), signed out and signed in, must still show its shell and
 * something meaningful, raise no uncaught error, show on every part that failed the §8 text of
 * its kind with a retry, and come back once the platform does and the player taps retry. Then
 * the forms: a failed submit shows its message, can be sent again, and keeps what was typed.
 *
 * The oracle for "a part that failed" is the page itself on a clean load: every element of the
 * page (header, page elements, footer) either looks as it does when nothing fails, or shows a
 * retry with the text of the failure's kind. An element that lost its content without saying so,
 * or says "no data" for a call that failed, is a finding.
 *
 * The start-up configuration (/wps/system/init) is left out of the page passes: without it the
 * whole site is the start-up error screen, which has a pass of its own.
 *
 * Local runs may point at another build: E2E_REBUILD=0 E2E_SITE_DIR=/tmp/site npx vitest run
 * --config tests/e2e/vitest.config.ts tests/e2e/resilience.e2e.test.ts
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../core/api/registry.ts';
import type { PageId } from '../../host/routes.ts';
import { PAGE_PATHS, VISITOR_PATH_SENT_TO, VISITOR_SENT_TO } from '../../host/spec.fixture.ts';
import { ROOT, closeAnnouncementPopup, collectConsoleErrors, scaled, useE2E, type E2EBrowser, type Platform } from './harness.ts';
import { mulberry32 } from '../../server/seed/prng.ts';

const en = JSON.parse(readFileSync(join(ROOT, 'locales/en.json'), 'utf8')) as Record<string, string>;
const text = (key: string): string => {
  const value = en[key];
  if (typeof value !== 'string') throw new Error(`locales/en.json has no ${key}`);
  return value;
};

/**
 * The kit's own time limit on this site, short so a call that never answers fails quickly; a
 * limit like the others (tests/timeout-scale.mjs): on a busy machine a failing answer (a 500,
 * garbage) came after 2 s once and was taken for no answer, with "network slow" for its text.
 */
const KIT_TIMEOUT_MS = scaled(2000);

type Mode = '500' | 'timeout' | 'garbage';
/** §8 text of each injected failure: an HTML error page and a body that is not the envelope are "load failed", no answer in time is "network slow". */
const MODE_TEXT: Record<Mode, string> = { '500': text('error.load_failed'), garbage: text('error.load_failed'), timeout: text('error.slow') };
const KIND_TEXTS = [...new Set(Object.values(MODE_TEXT))];
/** The same failures of a submit: its toast cannot be tapped, so it says "please try again", not "tap to retry". */
const SUBMIT_TEXT: Record<Mode, string> = { '500': text('error.try_again'), garbage: text('error.try_again'), timeout: text('error.slow') };
/** Labels of a retry: the generic ones, or a compact button carrying the kind's own text (widgets/base/PageStates.tsx retryTextKey). */
const RETRY_LABELS = [text('error.load_failed'), text('common.retry'), text('error.slow'), text('error.offline'), text('error.upgrading')];
/** Texts that mean a failure was shown with the wrong words: the catch-all, or "no data" for a call that failed. */
const WRONG_TEXTS = [text('error.unknown')];

/** Every API path but the start-up configuration. */
const INIT_PATH = '/wps/system/init';
const API_PATHS = [...new Set(allEndpoints.map((e) => e.path))].filter((p) => p !== INIT_PATH);

/** Routes: §2.2 and the kit's further pages (every page of the route table at least once). */
const ROUTES: readonly [string, PageId][] = PAGE_PATHS;
/**
 * One path per page: the aliases of §2.2 show the same page and are walked by routes.e2e. Not
 * the maintenance page: it is the maintenance screen in every mode (§2.2), with its own retry
 * and text whatever the calls answer (player-way.e2e covers it).
 */
const PAGES = ROUTES.filter(([, id], i) => id !== 'maintenance' && ROUTES.findIndex(([, other]) => other === id) === i);
const MEMBER_ACCOUNT: Partial<Record<PageId, 'agent'>> = Object.fromEntries(
  Object.entries(VISITOR_SENT_TO)
    .filter(([, to]) => to === '/m/home')
    .map(([id]) => [id, 'agent']),
);
for (const id of ['salaryContract', 'hourContract', 'dividendContract', 'agentDivident'] as PageId[]) MEMBER_ACCOUNT[id] = 'agent';

// ---------------------------------------------------------------------------------------------
// What the page shows, read through every open shadow root

interface PartView {
  /** `mc-header`, `main > mc-login`… */
  part: string;
  visible: boolean;
  /** Visible text, whitespace folded, digits dropped (balances, counters and clocks move). */
  text: string;
  /** Retry buttons on show, each with the text of the state around it. */
  retries: { label: string; state: string }[];
  /** A "no data" state is on show. */
  empty: boolean;
}

interface View {
  page: string | undefined;
  screen: string | undefined;
  /** Something is loading (a visible aria-busy element). */
  busy: boolean;
  parts: PartView[];
  toasts: string[];
  allText: string;
}

async function view(page: Page, retryLabels: string[]): Promise<View> {
  return page.evaluate(
    ({ retryLabels }) => {
      const fold = (s: string) => s.replace(/\s+/g, ' ').trim();
      const shown = (el: Element): boolean => {
        if (!(el instanceof HTMLElement)) return true;
        if (el.closest('[hidden]')) return false;
        const style = getComputedStyle(el);
        if (style.display === 'none' || style.visibility === 'hidden') return false;
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      };
      /** Visible text of a node, through shadow roots and slots. */
      const textOf = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
        if (!(node instanceof Element)) return '';
        if (['STYLE', 'SCRIPT', 'TEMPLATE'].includes(node.tagName)) return '';
        if (node instanceof HTMLElement && !shown(node) && node.localName !== 'slot') return '';
        if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) return ` ${node.labels?.[0] ? '' : node.placeholder} `;
        const kids = node.shadowRoot ? [...node.shadowRoot.childNodes] : [...node.childNodes];
        const sep = node instanceof HTMLElement && getComputedStyle(node).display !== 'inline' ? ' ' : '';
        return sep + kids.map(textOf).join('') + sep;
      };
      const all = (root: ParentNode, selector: string): Element[] => {
        const out: Element[] = [...root.querySelectorAll(selector)];
        for (const el of root.querySelectorAll('*')) if (el.shadowRoot) out.push(...all(el.shadowRoot, selector));
        return out;
      };
      const partView = (label: string, el: Element): PartView => {
        const visible = shown(el);
        const retries = visible
          ? all(el.shadowRoot ?? el, 'button')
              .filter((b) => shown(b) && !(b as HTMLButtonElement).disabled)
              .map((b) => ({ b, label: fold(b.textContent ?? '') }))
              .filter(({ label }) => retryLabels.includes(label))
              .map(({ b, label }) => ({ label, state: fold(textOf(b.parentElement ?? b)) }))
          : [];
        const empty = visible && all(el.shadowRoot ?? el, '[data-state="empty"]').some(shown);
        return { part: label, visible, text: visible ? fold(textOf(el)).replace(/[\d.,:]+/g, '#') : '', retries, empty };
      };
      const site = document.querySelector('mc-site')?.shadowRoot;
      const main = site?.querySelector('main');
      const parts: PartView[] = [];
      for (const tag of ['mc-header', 'mc-footer']) {
        const el = site?.querySelector(tag);
        if (el) parts.push(partView(tag, el));
      }
      for (const el of main?.children ?? []) {
        const label = el instanceof HTMLElement && el.dataset.screen ? `main > #${el.dataset.screen}` : `main > ${el.localName}`;
        if (el.localName === 'mc-announcement-popup') continue; // an overlay, judged on its own
        parts.push(partView(label, el));
      }
      const screen = site?.querySelector<HTMLElement>('[data-screen]')?.dataset.screen;
      // A part that decides on its own whether to show counts as busy until it has (the download bar
      // waits for the player's stillness after its configuration, with no call to wait for).
      const busy = all(document, '[aria-busy="true"]').some(shown) || all(document, 'mc-download-bar:not([data-settled])').length > 0;
      const toastEl = site?.querySelector('mc-toast');
      const toasts = toastEl ? [fold(textOf(toastEl))].filter(Boolean) : [];
      return { page: main?.dataset.page, screen, busy, parts, toasts, allText: fold(textOf(document.body)) };
    },
    { retryLabels },
  );
}

const snapshot = (page: Page) => view(page, RETRY_LABELS);

// ---------------------------------------------------------------------------------------------
// What a page is still fetching, to know when it has settled

function watchCalls(page: Page) {
  const inFlight = new Set<Request>();
  /** Counts every start and end, so a wait can tell whether anything moved meanwhile. */
  let changes = 0;
  let wake: (() => void) | undefined;
  const changed = () => {
    changes++;
    wake?.();
    wake = undefined;
  };
  // The live stream (core/live/) stays open for as long as the page: it is nothing to wait for.
  // Everything else counts, not only the platform's calls: an element whose code is still on its
  // way has made no call yet, and starts them once its code has run.
  const counts = (r: Request) => !new URL(r.url()).pathname.startsWith('/wps/live/');
  page.on('request', (r) => {
    if (!counts(r)) return;
    inFlight.add(r);
    changed();
  });
  const done = (r: Request) => {
    if (inFlight.delete(r)) changed();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    busy: () => inFlight.size > 0,
    changes: () => changes,
    /** Resolves at the next start or end of a request, or after `ms` at the latest. */
    next(ms: number): Promise<void> {
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}

type Calls = ReturnType<typeof watchCalls>;

/**
 * Resolves once the page has painted a frame and then had an idle moment: what an answer set off
 * (a render, a follow-up call, work deferred to the next idle time) has run by then.
 */
const pageIdle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 1000 }))));

/**
 * Waits until nothing is in flight, nothing is busy and the page id is in place, and the page
 * stayed so through a frame and an idle moment (a state, not a quiet time: a page that starts
 * another call meanwhile is not settled). Gives the last view at `timeout` whatever it shows:
 * the findings say what was wrong with it.
 */
async function settle(page: Page, calls: Calls, id: PageId | undefined, timeout = scaled(KIT_TIMEOUT_MS + 12_000)): Promise<View> {
  const until = Date.now() + timeout;
  for (;;) {
    if (calls.busy()) {
      // A call of a page under failure may be held until the kit gives up on it: wait for it to end.
      await calls.next(until - Date.now());
      if (Date.now() <= until) continue;
    }
    const mark = calls.changes();
    await pageIdle(page);
    const last = await snapshot(page);
    const placed = id === undefined ? last.screen !== 'loading' : last.page === id;
    if (placed && !last.busy && !calls.busy() && calls.changes() === mark) return last;
    if (Date.now() > until) return last;
  }
}

/** Console noise of the failures themselves (the browser logs a failed resource); everything else counts. */
const FAILED_REQUEST = /Failed to load resource|net::ERR_/;

// ---------------------------------------------------------------------------------------------

let platform: Platform;
let browser: E2EBrowser;

useE2E((started) => ({ platform, browser } = started), { resetAfterEach: true });

type Who = 'visitor' | 'demo' | 'agent';
const PASSWORDS: Record<Exclude<Who, 'visitor'>, string> = { demo: 'demo1234', agent: 'agent1234' };

interface Tab {
  page: Page;
  errors: string[];
  calls: Calls;
}

/**
 * A phone tab whose site waits KIT_TIMEOUT_MS for a call (the host's mc-timeout meta tag).
 * Signed in, it lands on /m/home, where the announcement popup decides a good two seconds later
 * (its delay, then the player's stillness); `popup: 'leave'` goes on without it, for a tab whose
 * next step is another page (the popup is home's alone).
 */
async function openTab(who: Who, { popup = 'close' }: { popup?: 'close' | 'leave' } = {}): Promise<Tab> {
  const page = await browser.newPage();
  await page.route(
    (url) => !/\/(wps|lgw|img|assets|__admin|__test)\//.test(url.pathname) && !/\.(js|css|svg|png|json|ico|webmanifest|woff2?)$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace('<head>', `<head><meta name="mc-timeout" content="${KIT_TIMEOUT_MS}">`);
      await route.fulfill({ response, body });
    },
  );
  const errors = collectConsoleErrors(page, { ignore: [FAILED_REQUEST] });
  const calls = watchCalls(page);
  if (who !== 'visitor') {
    await page.goto(platform.url + '/m/login');
    await page.getByLabel('Username').fill(who);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORDS[who]);
    await page.locator('mc-login button[type="submit"]').click();
    await page.waitForURL('**/m/home');
    if (popup === 'close') await closeAnnouncementPopup(page);
  }
  return { page, errors, calls };
}

/** Failures on for every call but the start-up configuration (or on `paths`). */
async function failing(mode: Mode | 'mixed', paths: string[] = API_PATHS): Promise<void> {
  await platform.admin({ failureRate: 1, failureMode: mode, failurePaths: paths, latencyMs: 0 });
}
const healthy = () => platform.admin({ failureRate: 0, latencyMs: 0, failurePaths: [] });

/** Presses every retry on show (a retry that brings further parts may reveal more), until none is left. */
async function retryAll(tab: Tab, id: PageId): Promise<View> {
  let v = await settle(tab.page, tab.calls, id);
  for (let round = 0; round < 4; round++) {
    const labelled = v.parts.flatMap((p) => p.retries.map((r) => ({ part: p.part, label: r.label })));
    if (labelled.length === 0) return v;
    if (await tab.page.locator('mc-announcement-popup dialog[open]').count()) await closeAnnouncementPopup(tab.page);
    for (const { part, label } of labelled) {
      const scope = part === 'mc-header' || part === 'mc-footer' ? tab.page.locator(`mc-site ${part}`) : tab.page.locator(`mc-site main > ${part.slice(7)}`);
      // Pressing one retry may reload its whole part and take the part's other retries away:
      // press each that is still on the page, rather than wait for one that is gone.
      for (const button of await scope.getByRole('button', { name: label, exact: true }).elementHandles()) {
        if (!(await button.evaluate((b) => b.isConnected))) continue;
        await button.click({ timeout: 5000 }).catch(() => undefined);
      }
    }
    v = await settle(tab.page, tab.calls, id);
  }
  return v;
}

const clean = new Map<string, View>();

/** How the page looks when nothing fails (once per session and path). */
async function cleanView(tab: Tab, who: Who, path: string, id: PageId): Promise<View> {
  const key = `${who} ${path}`;
  const known = clean.get(key);
  if (known) return known;
  await healthy();
  await tab.page.goto(platform.url + path);
  const v = await settle(tab.page, tab.calls, id);
  clean.set(key, v);
  return v;
}

/**
 * The same content, numbers aside: a badge or counter of a call that failed may stay away
 * quietly (the footer's promotion count), the content around it may not.
 */
const sameContent = (failing: string, clean: string): boolean => {
  const bare = (s: string) => s.replace(/#/g, '').replace(/\s+/g, ' ').trim();
  return bare(failing).includes(bare(clean));
};

/**
 * Compares what each part shows under failure with the clean load: the same, or a retry with
 * the kind's text. Returns the findings (empty when the page holds up).
 */
function judge(failed: View, good: View, expected: string[]): string[] {
  const findings: string[] = [];
  for (const part of failed.parts) {
    const before = good.parts.find((p) => p.part === part.part);
    for (const r of part.retries) {
      if (!expected.some((t) => r.state.includes(t))) findings.push(`${part.part}: retry without the §8 text (${expected.join(' | ')}): "${r.state}"`);
    }
    if (part.retries.length > 0) continue;
    if (part.empty && !before?.empty) findings.push(`${part.part}: "no data" for a call that failed`);
    else if (before && before.visible && before.text && !sameContent(part.text, before.text)) {
      findings.push(`${part.part}: lost its content without a message or retry: clean "${before.text.slice(0, 160)}" / failing "${part.text.slice(0, 160)}"`);
    }
  }
  for (const wrong of WRONG_TEXTS) if (failed.allText.includes(wrong)) findings.push(`shows "${wrong}" for a failure of a known kind`);
  return findings;
}

/** After the platform is back and retries were pressed: every part as on a clean load, no retry left. */
function recovered(after: View, good: View): string[] {
  const findings: string[] = [];
  for (const part of after.parts) {
    if (part.retries.length) findings.push(`${part.part}: still shows a retry after the platform came back`);
    const before = good.parts.find((p) => p.part === part.part);
    if (before?.visible && before.text && !part.text) findings.push(`${part.part}: empty after retry (clean: "${before.text.slice(0, 120)}")`);
  }
  return findings;
}

async function checkRoute(tab: Tab, who: Who, path: string, id: PageId, mode: Mode | 'mixed', paths?: string[]): Promise<string[]> {
  const good = await cleanView(tab, who, path, id);
  const errorsBefore = tab.errors.length;
  await failing(mode, paths);
  await tab.page.goto(platform.url + path);
  const failed = await settle(tab.page, tab.calls, id);
  const findings: string[] = [];
  if (failed.page !== id) findings.push(`page ${failed.page ?? failed.screen ?? 'nothing'} instead of ${id}`);
  if (!failed.parts.some((p) => p.visible && p.part.startsWith('main') && p.text)) {
    findings.push('blank page: nothing visible in main');
    await tab.page.screenshot({ path: join(tmpdir(), `mc-resilience-blank-${id}-${mode}.png`) }).catch(() => undefined);
  }
  findings.push(...judge(failed, good, mode === 'mixed' ? KIND_TEXTS : [MODE_TEXT[mode]]));
  await healthy();
  const after = await retryAll(tab, id);
  findings.push(...recovered(after, good));
  findings.push(...tab.errors.slice(errorsBefore).map((e) => `console: ${e.slice(0, 300)}`));
  return findings.map((f) => `${who} ${path} [${mode}]: ${f}`);
}

/** Pages a visitor is sent away from are checked signed in only. */
const visitorPages = PAGES.filter(([path, id]) => !VISITOR_SENT_TO[id] && !VISITOR_PATH_SENT_TO[path]);
const MODES: Mode[] = ['500', 'timeout', 'garbage'];

describe('every route under failure', () => {
  it('signed out: each page with one kind of failure (500, timeout, garbage in turn), then retry', async () => {
    const tab = await openTab('visitor');
    const findings: string[] = [];
    for (const [i, [path, id]] of visitorPages.entries()) findings.push(...(await checkRoute(tab, 'visitor', path, id, MODES[i % 3]!)));
    expect(findings).toEqual([]);
  }, 600_000);

  it('signed in: each page with one kind of failure, then retry', async () => {
    const findings: string[] = [];
    for (const who of ['demo', 'agent'] as const) {
      const tab = await openTab(who);
      const mine = PAGES.filter(([, id]) => (MEMBER_ACCOUNT[id] ?? 'demo') === who);
      for (const [i, [path, id]] of mine.entries()) findings.push(...(await checkRoute(tab, who, path, id, MODES[(i + 1) % 3]!)));
    }
    expect(findings).toEqual([]);
  }, 600_000);

  it('mixed, seeded: a random half of the calls fail in random ways on every page', async () => {
    // Seeded (the platform's own generator), so the mixed pass is random but the same every run.
    const random = mulberry32(9);
    const tab = await openTab('visitor');
    const findings: string[] = [];
    for (const [path, id] of visitorPages) {
      const paths = API_PATHS.filter(() => random() < 0.5);
      findings.push(...(await checkRoute(tab, 'visitor', path, id, 'mixed', paths)));
    }
    expect(findings).toEqual([]);
  }, 600_000);

  it('slow answers: a spinner, never a blank page, then the content', async () => {
    const tab = await openTab('demo');
    const findings: string[] = [];
    for (const [path, id] of PAGES.filter(([, id]) => ['home', 'gameList', 'mine', 'voucherCenter', 'help', 'activity', 'notice'].includes(id))) {
      const good = await cleanView(tab, 'demo', path, id);
      await platform.admin({ latencyMs: 1200, failureRate: 0 });
      await tab.page.goto(platform.url + path);
      // While the slow answers are on their way, the page shows a spinner or content: wait for
      // one of them (a state, not a time); a page that stays blank runs out of the limit.
      const shows = (view: View) => view.busy || view.parts.some((p) => p.part.startsWith('main') && p.text);
      const until = Date.now() + scaled(10_000);
      let early = await snapshot(tab.page);
      while (!shows(early) && Date.now() < until) early = await snapshot(tab.page);
      if (!shows(early)) findings.push(`${path}: blank while slow`);
      const late = await settle(tab.page, tab.calls, id);
      findings.push(...recovered(late, good).map((f) => `${path} [slow]: ${f}`));
      await healthy();
    }
    expect(findings).toEqual([]);
    expect(tab.errors).toEqual([]);
  }, 300_000);

  it('start-up configuration failing: the full-screen "load failed" with a retry that works', async () => {
    const tab = await openTab('visitor');
    for (const mode of MODES) {
      await failing(mode, [INIT_PATH]);
      await tab.page.goto(platform.url + '/m/home');
      await expect.poll(async () => (await snapshot(tab.page)).screen, { timeout: KIT_TIMEOUT_MS + 10_000 }).toBe('load-failed');
      expect((await snapshot(tab.page)).allText).toContain(MODE_TEXT[mode]);
      await healthy();
      await tab.page
        .locator('mc-site')
        .getByRole('button', { name: text('common.retry') })
        .click();
      await expect.poll(async () => (await snapshot(tab.page)).page, { timeout: 15_000 }).toBe('home');
    }
    expect(tab.errors).toEqual([]);
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------
// Forms: a failed submit shows its message, can be sent again, and keeps what was typed

interface FormCase {
  name: string;
  who: Who;
  path: string;
  /** The element holding the form. */
  tag: string;
  /** The submit call, failed on its own (a path prefix). */
  endpoint: string;
  /** Fills the form with values the device accepts. */
  fill: (form: Locator, page: Page) => Promise<void>;
  /** The submit button (default: the form's only `button[type=submit]`). */
  submit?: (form: Locator) => Locator;
  /** What the platform answers once it is back (default: nothing checked beyond the retry leaving no failure text). */
  succeeded?: (form: Locator, page: Page) => Promise<void>;
}

/** Every field's value (and checked state) inside the element, through shadow roots, by id. */
async function typed(form: Locator): Promise<Record<string, string>> {
  return form.evaluate((host) => {
    const out: Record<string, string> = {};
    const walk = (root: ParentNode) => {
      for (const el of root.querySelectorAll('input, select, textarea')) {
        const f = el as HTMLInputElement;
        // A captcha is one-time: a new image after a failed try clears its answer (§4).
        if (f.type === 'hidden' || f.type === 'file' || /captcha/i.test(f.id + f.name + f.autocomplete)) continue;
        const key = f.id || f.name || `${f.type}#${Object.keys(out).length}`;
        out[key] = f.type === 'checkbox' || f.type === 'radio' ? String(f.checked) : f.value;
      }
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(host.shadowRoot ?? host);
    return out;
  });
}

/** The failure's text, in a toast or in the form itself. */
async function failureShown(page: Page, form: Locator, message: string): Promise<boolean> {
  const inToast = await page.locator('mc-site mc-toast').getByText(message, { exact: false }).count();
  const inForm = await form.getByText(message, { exact: false }).count();
  return inToast + inForm > 0;
}

async function toastGone(page: Page, message: string): Promise<void> {
  await expect.poll(() => page.locator('mc-site mc-toast').getByText(message, { exact: false }).count(), { timeout: 12_000 }).toBe(0);
}

const suffix = String(Date.now()).slice(-5);
const FORMS: FormCase[] = [
  {
    name: 'login',
    who: 'visitor',
    path: '/m/login',
    tag: 'mc-login',
    endpoint: '/wps/session/login',
    fill: async (form) => {
      await form.getByLabel('Username').fill('demo');
      await form.getByLabel('Password', { exact: true }).fill('demo1234');
    },
    succeeded: async (_form, page) => {
      await page.waitForURL('**/m/home');
    },
  },
  {
    name: 'register',
    who: 'visitor',
    path: '/m/register',
    tag: 'mc-register',
    endpoint: '/wps/member/register',
    fill: async (form) => {
      await form.getByLabel('Username').fill(`Res${suffix}`);
      await form.getByLabel('Password', { exact: true }).fill('resil123');
      await form.getByLabel('Confirm password').fill('resil123');
      await form.getByLabel('Captcha', { exact: true }).fill('1234');
    },
    submit: (form) => form.getByRole('button', { name: 'Register', exact: true }),
  },
  {
    name: 'forget password (e-mail)',
    who: 'visitor',
    path: '/m/forget?method=email',
    tag: 'mc-forget-password',
    endpoint: '/wps/member/password/forget',
    fill: async (form) => {
      await form.getByLabel('Username').fill('demo');
      await form.getByLabel('E-mail').fill('demo@example.com');
    },
  },
  {
    name: 'change password',
    who: 'demo',
    path: '/m/changePsw',
    tag: 'mc-change-password',
    endpoint: '/wps/member/password/v2',
    fill: async (form) => {
      // A page load forgets the password held in memory since sign-in: the form asks for the old one.
      await form.getByLabel('Old password').fill('demo1234');
      await form.getByLabel('New password').fill('demo5678');
      await form.getByLabel('Confirm password').fill('demo5678');
    },
  },
  {
    name: 'deposit',
    who: 'demo',
    path: '/m/voucherCenter',
    tag: 'mc-voucher-center',
    endpoint: '/wps/deposit',
    fill: async (form) => {
      await form.getByRole('radio', { name: /Bank transfer/ }).check();
      await form.getByRole('textbox', { name: 'Amount' }).fill('500');
      await form.getByLabel('Your bank').selectOption('BDO');
    },
    succeeded: async (form) => {
      await form.getByText('Waiting for the platform to confirm your transfer').waitFor();
    },
  },
  {
    name: 'withdraw',
    who: 'demo',
    path: '/m/withdraw',
    tag: 'mc-withdraw',
    endpoint: '/wps/transaction/withdraw',
    fill: async (form) => {
      await form.getByRole('textbox', { name: 'Amount' }).fill('300');
      await form.getByLabel('Funds password').fill('123456');
    },
    succeeded: async (form) => {
      await form.getByText('Withdrawal submitted').waitFor();
    },
  },
  {
    name: 'security centre (nickname)',
    who: 'demo',
    path: '/m/securityCenter',
    tag: 'mc-security-center',
    endpoint: '/wps/security/nickname',
    fill: async (form) => {
      await form
        .getByRole('button', { name: /Nickname/ })
        .first()
        .click();
      await form.getByRole('textbox', { name: 'Nickname' }).fill(`Resilient${suffix}`);
    },
    submit: (form) => form.locator('form:has(#security-nickname) button[type="submit"]'),
  },
  {
    name: 'agent register',
    who: 'agent',
    path: '/m/agentRegister',
    tag: 'mc-agent-register',
    endpoint: '/wps/agent/downline',
    fill: async (form) => {
      await form.getByLabel('Username').fill(`kid${suffix}`);
      await form.getByLabel('Password', { exact: true }).fill('kid12345');
      await form.getByText('This username is available').waitFor();
      await form.getByLabel('Confirm password').fill('kid12345');
    },
    succeeded: async (form) => {
      await form.getByText(`kid${suffix} is now in your team.`).waitFor();
    },
  },
  {
    name: 'feedback',
    who: 'demo',
    path: '/m/feedback',
    tag: 'mc-feedback',
    endpoint: '/wps/feedback',
    fill: async (form) => {
      await form.getByLabel('Your feedback').fill('The lobby could list new games first.');
    },
  },
];

describe('forms keep what was typed when the submit fails', () => {
  it.each(FORMS.map((f) => [f.name, f] as const))(
    '%s: 500, timeout and garbage in turn, each retried, nothing lost',
    async (_name, f) => {
      const tab = await openTab(f.who, { popup: 'leave' });
      await tab.page.goto(platform.url + f.path);
      const form = tab.page.locator(`mc-site ${f.tag}`);
      await f.fill(form, tab.page);
      const before = await typed(form);
      expect(Object.keys(before).length).toBeGreaterThan(0);
      const submit = f.submit?.(form) ?? form.locator('button[type="submit"]');
      let sent = 0;
      tab.page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith(f.endpoint) && r.method() !== 'GET') sent++;
      });

      // In the title's order: the kinds' texts alternate, so each failure's toast replaces one
      // with other words, and the check below cannot mistake the previous toast for it. (Two of
      // the same words in a row waited out the first toast's whole time on screen.)
      for (const mode of ['500', 'timeout', 'garbage'] as const) {
        const message = SUBMIT_TEXT[mode];
        await toastGone(tab.page, message);
        await failing(mode, [f.endpoint]);
        const attempts = sent;
        await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true); // the retry: the same button again
        await submit.click();
        try {
          await expect.poll(() => sent, { timeout: 5000 }).toBeGreaterThan(attempts);
        } catch {
          const shows = await form.evaluate((el) => (el.shadowRoot ?? el).textContent ?? '');
          await tab.page.screenshot({ path: join(tmpdir(), `mc-resilience-form-${f.tag}.png`) }).catch(() => undefined);
          throw new Error(`${f.name}: the submit sent nothing; the form shows: ${shows.replace(/\s+/g, ' ').slice(0, 400)}`);
        }
        await expect.poll(() => failureShown(tab.page, form, message), { timeout: KIT_TIMEOUT_MS + 8000, interval: 100 }).toBe(true);
        expect(await typed(form), `${f.name} after ${mode}`).toEqual(before);
        await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
      }
      if (f.succeeded) {
        await healthy();
        // No wait for the last failure's toast to go: the click itself waits until the button
        // takes the tap, as a player taps it once the toast no longer covers it.
        await submit.click();
        await f.succeeded(form, tab.page);
      }
      expect(tab.errors).toEqual([]);
    },
    120_000,
  );
});
