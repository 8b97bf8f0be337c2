/**
 * Start-up of the /m/ site: who we are (merchant from the page), texts, the initial
 * configuration that decides the start-up mode (§2.1), then the router and the shell.
 * The platform's page carries the configuration, texts and the first screen's data
 * (host/first-screen.ts); what it does not carry is asked for here.
 * The shell shows a spinner until both texts and configuration are known, so no page renders
 * before the mode is decided.
 */
import { watchInstallPrompt } from '../core/app/install.ts';
import { $kitConfig, DEFAULT_MERCHANT, configureKit } from '../core/config.ts';
import { arriveWithHandoff } from '../core/auth/handoff-arrival.ts';
import { navigate } from '../core/nav.ts';
import { startI18n } from '../core/i18n.ts';
import { loadInitialConfig } from '../core/stores/platform.ts';
import { startLiveLater } from '../core/live/start.ts';
import { whenNearOrIdle } from '../core/app/near-or-idle.ts';
import { adoptFirstScreen, keepLanguageCookie } from './first-screen.ts';
import { startRouter } from './router.ts';
import { startServiceWorker } from './service-worker.ts';
import { defineSite, startingTags } from './shell.ts';
import { loadElement } from './page-loader.ts';
import { resolve } from './routes.ts';
import { inTaskOfItsOwn } from '../core/app/task.ts';

const meta = (name: string): string | undefined => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || undefined;

/** A whole number of milliseconds from 500 to 120000, else the kit's default. */
function timeoutFrom(value: string | undefined): number | undefined {
  const ms = Number(value);
  return Number.isInteger(ms) && ms >= 500 && ms <= 120_000 ? ms : undefined;
}

// The platform: the page's meta tags, else build-time variables, else this origin and MC01.
// The site base is this origin, so elements' fallback URLs stay here.
configureKit({
  apiBase: meta('mc-api') ?? import.meta.env.VITE_MC_API_BASE ?? '',
  siteBase: '',
  merchant: meta('mc-merchant') ?? import.meta.env.VITE_MC_MERCHANT ?? DEFAULT_MERCHANT,
  // A merchant whose players sit on slow networks may wait longer than the default; tests wait less.
  timeoutMs: timeoutFrom(meta('mc-timeout')),
});
// What the page already carries (configuration, texts, the first screen's data) is not asked again.
adoptFirstScreen();
keepLanguageCookie();

// The installable app (§2.10): this merchant's manifest, the browser's install offer, the
// service worker that keeps the shell for repeat and offline visits.
const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
if (manifest && $kitConfig.get().merchant !== DEFAULT_MERCHANT)
  manifest.href = `/m/manifest.webmanifest?merchant=${encodeURIComponent($kitConfig.get().merchant)}`;
watchInstallPrompt();
startServiceWorker();
void startI18n();
void loadInitialConfig();
// A player arriving from a partner page with a hand-off code is signed in before the first page
// decides anything by the session (a launch page would otherwise send them to log in).
const arriving = arriveWithHandoff(() => navigate(document.body, 'login'));
// Three tasks, not one: this module's code, the site's element taking its first screen over, and
// the first page's render. Together they would hold the main thread for long on a slow phone
// (the page is on screen already, or has nothing to show yet), under a tap that came meanwhile.
askForFirstPage(() =>
  inTaskOfItsOwn(() => {
    defineSite();
    if (arriving) void arriving.finally(() => startRouter());
    else setTimeout(startRouter);
  }),
);

/**
 * The first page's code is asked for one element a task, before the shell renders: each import
 * puts its chunks' module preloads into the document (the bundler's helper), and together, in the
 * router's start, they were its longest part (tens of milliseconds at 4x CPU). The shell's own
 * asks then find them on the way.
 */
function askForFirstPage(then: () => void): void {
  const found = resolve(location.pathname + location.search);
  const tags = startingTags(found.kind === 'page' ? found.route : undefined);
  const next = (i: number): void => {
    const tag = tags[i];
    if (tag === undefined) {
      then();
      return;
    }
    // A failure is the shell's to show, when it asks for the same element.
    loadElement(tag).catch(() => undefined);
    inTaskOfItsOwn(() => next(i + 1));
  };
  inTaskOfItsOwn(() => next(0));
}

// §3's remembered login keeps no password any more: an entry an older version left is cleaned
// on every start, whether or not the player opens the login (its code loads on its own), once
// the first screen is painted (the login itself cleans it before reading it).
whenNearOrIdle(null, () => void import('../core/vault.ts').then((vault) => vault.scrubRememberedLogin()).catch(() => undefined));

// Live updates (the balance, the inbox, maintenance…), after the first screen: the player's
// stream, or the public one for a visitor (core/live/).
startLiveLater(true);
