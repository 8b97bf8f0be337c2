// Interaction timings for `npm run perf` (scripts/perf-report.mjs): how long the page takes to
// answer a tap or a key, at 4× CPU, as INP counts it. For each interaction the figure is the
// longest `duration` of the Event Timing entries that carry its interactionId (input delay,
// processing and the time to the next paint), which is what INP takes per interaction; the
// median of the runs is printed with every run's figure.
//
// The `web-vitals` library is not among the project's dependencies, so this reads the same
// entries it reads (PerformanceObserver 'event', durationThreshold 16, plus 'first-input'),
// grouped by interactionId the same way; an interaction's figure is the one web-vitals would
// give as INP if it were the page's only interaction.
//
// The interactions: taps while the site is still taking over from the first screen (on the
// platform's markup), the close of the popup the first screen opened if it is still the page's
// then, and the header's Register right after it, open the login, switch a game-list
// tab, favourite a game (signed in), open the header menu, close the announcement popup, open the
// hot-match dialog and close it, and type in the register form inside the kit's frame on a partner
// page (its slowest key). The frame runs in the page's process (site isolation off for this
// browser), so the 4× CPU slowdown reaches it too.
//
// Beside them, when something opens by itself (issue 29's "no late modal"): on /m/home left alone,
// how long after the first paint the announcement popup opens and the download bar comes in (the
// first screen's, or the element's); while the player taps during the take-over and right after
// it, how long after the last tap each does (checked every frame).
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, HEADLESS_FLAG } from './chromium.mjs';

const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** How long a state may take to come, at 4× CPU on a shared machine. */
const WAIT_MS = 60_000;

/** Collects every Event Timing entry of the document from its start (installed before any script of it). */
function collectEvents() {
  const w = /** @type {any} */ (window);
  w.__mcEvents = [];
  const keep = (list) => {
    for (const e of list.getEntries()) if (e.interactionId) w.__mcEvents.push({ id: e.interactionId, name: e.name, duration: e.duration, start: e.startTime });
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
}

/**
 * When the announcement popup and the download bar first show, the first screen's (opened by the
 * page before the site's code) or the element's, and when the last tap before each was, in ms
 * from the document's start (installed before any script of it; checked every frame for a minute).
 */
function watchOpenings() {
  const w = /** @type {any} */ (window);
  const inSite = (tag, selector) => document.querySelector('mc-site')?.shadowRoot?.querySelector(tag)?.shadowRoot?.querySelector(selector);
  const shows = {
    popup: () => document.querySelector('body > .mc-fs-popup dialog')?.open === true || inSite('mc-announcement-popup', 'dialog')?.open === true,
    bar: () => document.querySelector('body > .mc-fs-bar:not([hidden])') !== null || inSite('mc-download-bar', '.bar') != null,
  };
  w.__mcOpenings = { popup: { openedAt: null, lastTapBefore: null }, bar: { openedAt: null, lastTapBefore: null } };
  let lastTap = null;
  addEventListener('pointerdown', () => (lastTap = performance.now()), { capture: true });
  const until = performance.now() + 60_000;
  const check = () => {
    for (const [what, shown] of Object.entries(shows))
      if (w.__mcOpenings[what].openedAt === null && shown()) w.__mcOpenings[what] = { openedAt: performance.now(), lastTapBefore: lastTap };
    const waiting = Object.values(w.__mcOpenings).some((o) => o.openedAt === null);
    if (waiting && performance.now() < until) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** The opening of `what` ('popup' or 'bar') as { afterPaint, afterTap } in ms (null where it did not open, or came with no tap before it). */
function opening(page, what) {
  return page.evaluate((key) => {
    const { openedAt, lastTapBefore } = /** @type {any} */ (window).__mcOpenings[key];
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    if (openedAt === null) return { afterPaint: null, afterTap: null };
    return { afterPaint: paint === undefined ? null : openedAt - paint, afterTap: lastTapBefore === null ? null : openedAt - lastTapBefore };
  }, what);
}

/** The element at the end of `path`, each step looked for in the shadow root of the one before (or the document). */
function deepBox(path) {
  let scope = document;
  let el = null;
  for (const selector of path) {
    el = scope.querySelector(selector);
    if (!el) return null;
    scope = el.shadowRoot ?? el;
  }
  const box = el.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  // What a finger there would touch, through the shadow roots: the element itself, not something over it.
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit && (el === hit || el.contains(hit)) ? { x, y } : null;
}

async function waitForBox(page, path) {
  const handle = await page.waitForFunction(deepBox, { timeout: WAIT_MS, polling: 'raf' }, path);
  return handle.jsonValue();
}

/**
 * A tap at (x, y), delivered as a phone's touch screen delivers it: at once. Sent as a mouse
 * press, not `Input.dispatchTouchEvent`: Chromium holds an injected touch in the browser until the
 * renderer has drawn a frame (its protocol test "Input.dispatchTouchEvent waits for a frame"),
 * and Event Timing counts that wait as the tap's input delay. While the site takes over, frames
 * come late: a trace of a 336 ms tap showed 216 ms of it before the touch left the browser
 * (`GenerationToBrowserMain`). The page's handlers are the same for both (click and pointer
 * events), and the main thread's queue ahead of the event is what it is either way.
 */
async function press(page, { x, y }) {
  await page.mouse.click(x, y);
}

/** Taps what `path` names as soon as a finger could. */
async function tap(page, path) {
  await press(page, await waitForBox(page, path));
}

/** Waits until `fn` (run in the page, with `arg`) is true. */
const until = (page, fn, arg) => page.waitForFunction(fn, { timeout: WAIT_MS, polling: 'raf' }, arg);

/** Event Timing reports an interaction once the frame after it has been presented: two frames and a task later, it is in. */
async function settle(target) {
  await target.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));
}

/** The interactions of `target` (page or frame) since `mark`, as { ms: the longest interaction, count }. */
async function interactionsSince(target, mark) {
  await settle(target);
  return target.evaluate((from) => {
    const byId = new Map();
    for (const e of /** @type {any} */ (window).__mcEvents.slice(from)) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
    return { ms: Math.max(0, ...byId.values()), count: byId.size };
  }, mark);
}

const markOf = (target) => target.evaluate(() => /** @type {any} */ (window).__mcEvents.length);

/** One interaction: `act` runs it and waits for its result; the figure is its longest interaction. */
async function measure(target, act) {
  const mark = await markOf(target);
  await act();
  return interactionsSince(target, mark);
}

/** A page in a browser context of its own: a first visit, whatever an earlier scenario kept (a closed popup, a session). */
async function newPage(browser) {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport(VIEWPORT);
  await page.evaluateOnNewDocument(collectEvents);
  await page.evaluateOnNewDocument(watchOpenings);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

const HEADER_BUTTON = (cls) => ['mc-site', 'mc-header', `button.${cls}`];
const LIST = (selector) => ['mc-site', 'mc-game-list', selector];

/** Where a finger closes the popup on screen, the first screen's or the element's, and which one it is (null: none is open). */
function openPopupClose() {
  const drawn = document.querySelector('body > .mc-fs-popup dialog');
  const element = document.querySelector('mc-site')?.shadowRoot?.querySelector('mc-announcement-popup')?.shadowRoot?.querySelector('dialog');
  const dialog = drawn?.open === true ? drawn : element?.open === true ? element : null;
  const box = dialog?.querySelector('.dialog-close')?.getBoundingClientRect();
  if (!dialog || !box || box.width === 0) return null;
  return { drawn: dialog === drawn, x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * The popup on screen closed by its button, as a player would before going on; timed when it was
 * the first screen's (the site's code may still be taking over). The element takes the drawn one
 * over box for box, so a tap aimed at one closes whichever is there.
 */
async function closeOpenPopup(page) {
  const target = await page.evaluate(openPopupClose);
  if (!target) return null;
  const closed = await measure(page, async () => {
    await press(page, target);
    await until(page, () => {
      const drawn = document.querySelector('body > .mc-fs-popup dialog');
      const element = document.querySelector('mc-site')?.shadowRoot?.querySelector('mc-announcement-popup')?.shadowRoot?.querySelector('dialog');
      return drawn?.open !== true && element?.open !== true;
    });
  });
  return target.drawn ? closed : null;
}

/** The announcement popup closed if it opened (it waits for the player to be still): the page is then the player's. */
async function closePopup(page) {
  await until(page, () => {
    const popup = document.querySelector('mc-site')?.shadowRoot?.querySelector('mc-announcement-popup');
    return popup?.shadowRoot?.querySelector('dialog[data-settled]') != null;
  });
  const open = await page.evaluate(
    () => document.querySelector('mc-site')?.shadowRoot?.querySelector('mc-announcement-popup')?.shadowRoot?.querySelector('dialog')?.open === true,
  );
  if (!open) return null;
  return measure(page, async () => {
    await tap(page, ['mc-site', 'mc-announcement-popup', '[part~="close"]']);
    await until(page, () => {
      const dialog = document.querySelector('mc-site')?.shadowRoot?.querySelector('mc-announcement-popup')?.shadowRoot?.querySelector('dialog');
      return dialog?.open === false && dialog.hasAttribute('data-settled');
    });
  });
}

async function signIn(page, origin) {
  await page.goto(`${origin}/m/login`);
  const username = await page.waitForSelector('pierce/input[name="username"]', { visible: true, timeout: WAIT_MS });
  await username.type('demo');
  const password = await page.waitForSelector('pierce/input[name="password"]', { visible: true, timeout: WAIT_MS });
  await password.type('demo1234');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname === '/m/home' && sessionStorage.getItem('MC_SESSION_INFO') !== null, { timeout: WAIT_MS });
}

/** Row names of what opens by itself (kind 'opening'), apart from the interactions'. */
const OPENING_AFTER_PAINT = 'the announcement popup opens, after the first paint (home left alone)';
const OPENING_AFTER_TAP = 'the announcement popup opens, after the last tap (taps while the site takes over)';
const BAR_AFTER_PAINT = 'the download bar comes in, after the first paint (home left alone)';
const BAR_AFTER_TAP = 'the download bar comes in, after the last tap (taps while the site takes over)';
const OPENINGS = [OPENING_AFTER_PAINT, OPENING_AFTER_TAP, BAR_AFTER_PAINT, BAR_AFTER_TAP];

/** One run of every interaction, each figure in ms (undefined where the interaction could not be made). */
async function oneRun(browser, origin, partnerOrigin) {
  const figures = {};
  const note = (name, result) => {
    if (result) figures[name] = result.ms;
  };
  const noteOpening = (name, ms) => {
    if (typeof ms === 'number') figures[name] = ms;
  };

  // While the site takes over: a tap on the platform's first screen as soon as it is painted,
  // then the header's Register the moment a finger could reach it.
  {
    const page = await newPage(browser);
    await page.goto(`${origin}/m/home`, { waitUntil: 'domcontentloaded' });
    // The first screen takes no input (inert, no pointer events): a tap lands on the page under
    // it, here on the header's logo (nothing to follow). The player taps every quarter of a second
    // while it shows: the site's code starts and its elements take over meanwhile, and the
    // slowest of those taps is the figure.
    const logo = await page
      .waitForFunction(
        () => {
          const box = document.querySelector('mc-site > .mc-first-screen .mc-fs-header img')?.getBoundingClientRect();
          return box && box.height > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
        },
        { timeout: WAIT_MS, polling: 'raf' },
      )
      .then((h) => h.jsonValue())
      .catch(() => null);
    if (logo) {
      note(
        'taps while the site takes over (slowest)',
        await measure(page, async () => {
          const showing = () => page.evaluate(() => document.querySelector('mc-site > [slot="first-screen"]') !== null);
          for (let i = 0; i < 120 && (await showing()); i++) {
            await press(page, logo);
            await new Promise((r) => setTimeout(r, 250));
          }
        }),
      );
    }
    // A popup on screen by now is the player's to close before Register (the first screen's, opened
    // before the first tap; or the element's, a second after the last).
    note('close the first screen’s popup (while the site takes over)', await closeOpenPopup(page));
    note(
      'Register right after the take-over',
      await measure(page, async () => {
        await tap(page, HEADER_BUTTON('btn-primary'));
        await until(page, () => location.pathname === '/m/register');
      }),
    );
    // The popup waits for a still player: where it opened in this page's life, how soon after a tap.
    noteOpening(OPENING_AFTER_TAP, (await opening(page, 'popup')).afterTap);
    noteOpening(BAR_AFTER_TAP, (await opening(page, 'bar')).afterTap);
    await page.close();
  }

  // Home, once the player has the page: the popup's close, the login, the hot-match dialog.
  {
    const page = await newPage(browser);
    await page.goto(`${origin}/m/home`);
    const closed = await closePopup(page);
    noteOpening(OPENING_AFTER_PAINT, (await opening(page, 'popup')).afterPaint);
    noteOpening(BAR_AFTER_PAINT, (await opening(page, 'bar')).afterPaint);
    note('close the announcement popup', closed);
    note(
      'open the hot-match dialog',
      await measure(page, async () => {
        await tap(page, ['mc-site', 'mc-hot-matches', 'button.ticker']);
        await until(
          page,
          () => document.querySelector('mc-site')?.shadowRoot?.querySelector('mc-hot-matches')?.shadowRoot?.querySelector('dialog')?.open === true,
        );
      }),
    );
    note(
      'close the hot-match dialog',
      await measure(page, async () => {
        await tap(page, ['mc-site', 'mc-hot-matches', 'dialog[open] .dialog-close']);
        await until(
          page,
          () => document.querySelector('mc-site')?.shadowRoot?.querySelector('mc-hot-matches')?.shadowRoot?.querySelector('dialog')?.open === false,
        );
      }),
    );
    note(
      'open the login',
      await measure(page, async () => {
        await tap(page, HEADER_BUTTON('btn-outline'));
        await until(page, () => location.pathname === '/m/login');
        await waitForBox(page, ['mc-site', 'mc-login', 'input[name="username"]']);
      }),
    );
    await page.close();
  }

  // The game list, signed in: a tab, a favourite, the header menu.
  {
    const page = await newPage(browser);
    await signIn(page, origin);
    await page.goto(`${origin}/m/gameList?gameType=RNG`);
    await waitForBox(page, LIST('.card-favourite'));
    note(
      'switch a game-list tab',
      await measure(page, async () => {
        await tap(page, LIST('[role="tab"]:nth-of-type(2)'));
        await until(
          page,
          () =>
            document
              .querySelector('mc-site')
              ?.shadowRoot?.querySelector('mc-game-list')
              ?.shadowRoot?.querySelector('[role="tab"]:nth-of-type(2)')
              ?.getAttribute('aria-selected') === 'true',
        );
      }),
    );
    await waitForBox(page, LIST('.card-favourite'));
    const pressed = () =>
      document.querySelector('mc-site')?.shadowRoot?.querySelector('mc-game-list')?.shadowRoot?.querySelector('.card-favourite')?.getAttribute('aria-pressed');
    const before = await page.evaluate(pressed);
    note(
      'favourite a game',
      await measure(page, async () => {
        await tap(page, LIST('.card-favourite'));
        await until(
          page,
          (was) =>
            document
              .querySelector('mc-site')
              ?.shadowRoot?.querySelector('mc-game-list')
              ?.shadowRoot?.querySelector('.card-favourite')
              ?.getAttribute('aria-pressed') !== was,
          before,
        );
      }),
    );
    note(
      'open the header menu',
      await measure(page, async () => {
        await tap(page, ['mc-site', 'mc-header', 'button[aria-haspopup="menu"]']);
        await until(page, () => document.querySelector('mc-site')?.shadowRoot?.querySelector('mc-header')?.shadowRoot?.querySelector('[role="menu"]') != null);
      }),
    );
    await page.close();
  }

  // A partner page: the register form in the kit's frame, typed into.
  {
    const page = await newPage(browser);
    await page.goto(`${partnerOrigin}/embed/affiliate.html`);
    let frame;
    await until(page, () => document.querySelector('mc-register')?.shadowRoot?.querySelector('iframe') != null);
    for (let i = 0; i < 600 && !frame; i++) {
      for (const f of page.frames()) if (f !== page.mainFrame() && (await f.$('pierce/input[name="username"]').catch(() => null))) frame = f;
      if (!frame) await new Promise((r) => setTimeout(r, 100));
    }
    if (frame) {
      // The frame page's own first screen is typeable before the element's code has come; the
      // figure is the element's, so wait for it to have taken over (the first screen gone).
      await frame.waitForFunction(() => document.querySelector('[data-mc-first-screen]') === null, { timeout: WAIT_MS });
      const input = await frame.waitForSelector('pierce/input[name="username"]', { visible: true, timeout: WAIT_MS });
      await input.tap();
      note('type in the register form (partner frame, slowest key)', await measure(frame, () => page.keyboard.type('player7', { delay: 50 })));
    }
    await page.close();
  }
  return figures;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/**
 * Runs every interaction `runs` times, a fresh browser each run; returns rows of
 * { interaction, medianMs, runs: number[], kind: 'inp' | 'opening' } in the order above.
 */
export async function measureInteractions({ origin, partnerOrigin, chrome, runs, log = () => {} }) {
  const all = [];
  for (let i = 1; i <= runs; i++) {
    log(`interactions: run ${i}/${runs}\n`);
    const browser = await puppeteer.launch({
      executablePath: chrome,
      headless: true,
      // The partner page's frame in the page's process, so the CPU slowdown reaches it.
      args: [HEADLESS_FLAG, ...CHROMIUM_FLAGS, '--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process'],
    });
    try {
      all.push(await oneRun(browser, origin, partnerOrigin));
    } finally {
      await browser.close();
    }
  }
  const names = [...new Set(all.flatMap((f) => Object.keys(f)))];
  return names.map((interaction) => {
    const values = all.map((f) => f[interaction]).filter((v) => v !== undefined);
    const kind = OPENINGS.includes(interaction) ? 'opening' : 'inp';
    return { interaction, medianMs: median(values), runs: values, kind };
  });
}

/** The interactions as lines beside the Lighthouse table. */
export function interactionLines(rows) {
  const line = (r) => `  ${r.interaction.padEnd(58)} ${`${Math.round(r.medianMs)} ms`.padStart(7)}   (${r.runs.map(Math.round).join(', ')})`;
  const openings = rows.filter((r) => r.kind === 'opening');
  return [
    `Interactions at ${CPU_SLOWDOWN}× CPU (INP per interaction: the longest Event Timing entry of it, read as web-vitals reads them; web-vitals itself is not installed), median of the runs:`,
    ...rows.filter((r) => r.kind !== 'opening').map(line),
    ...(openings.length
      ? [
          `A dialog or bar that opens by itself, at ${CPU_SLOWDOWN}× CPU (checked every frame; runs where it did not open are left out), median of the runs:`,
          ...openings.map(line),
        ]
      : []),
  ];
}
