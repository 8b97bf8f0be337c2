/**
 * The embed kit's runtime: the entry of each build (lite, react) that mc-loader.js imports once
 * a page needs the kit. It holds the one copy of the session core every element of that build
 * shares (configuration, session, language, the element registry), so an element loaded later
 * finds the same stores as the ones before it.
 *
 * Nothing here is called by elements; it is the page-facing side of the core:
 * `window.mcKit` (kit/loader.ts) forwards to these functions, and to those of kit/page-api.ts
 * (the session and the site), which come with the first such call.
 */
import { configureKit } from '../core/config.ts';
import { setLanguage as setKitLanguage, toLanguageCode, type LanguageCode } from '../core/stores/language.ts';
import { setSiteNavigator } from '../core/nav.ts';
import { $framedSession } from '../core/stores/framed-session.ts';
import { $session } from '../core/stores/session.ts';
import { sessionSummary, type SessionSummary } from './session-summary.ts';
import { installElementLoader } from '../widgets/element-loader.ts';
import { loadElement } from './elements.ts';
import { observeCalls } from '../core/api/request.ts';
import { initialConfigStore } from '../core/stores/platform.ts';
import { emit } from '../core/events.ts';
import { UNREACHABLE_MESSAGE } from '../core/api/unreachable.ts';
import { importable, importOnce } from '../core/app/connection.ts';

// The page hears of the platform's failures and states (mc-error with their kind). The state
// (maintenance, region) is in the initial configuration, which not every element loads (a
// registration form does not): defining an element asks for it, once it is known only the first
// time (the store keeps it), again after a failed try.
//
// The code that tells them (core/api/failures.ts) loads with the first failure or state to tell:
// a page whose calls succeed never needs it, and until then a success has nothing to clear.
// Every outcome after that goes through the one load, in order.
const failuresCode = importOnce(() => import('../core/api/failures.ts'));
let failuresAsked = false;
let unreachableTold = false;
function withFailures(then: (module: typeof import('../core/api/failures.ts')) => unknown): void {
  failuresAsked = true;
  failuresCode().then(then, () => {
    // The kit's own file cannot come either (offline it is not asked for, so the first failure
    // back online asks): the page still hears of the failure, once.
    if (unreachableTold) return;
    unreachableTold = true;
    emit(document, 'mc-error', { kind: 'unreachable', message: UNREACHABLE_MESSAGE });
  });
}
observeCalls((error) => {
  if (error !== null || failuresAsked) withFailures((module) => module.reportCall(error));
});
initialConfigStore.$state.subscribe((state) => {
  const value = state.value;
  if (value && (value.maintenance || value.regionRestriction)) withFailures((module) => module.reportPlatformState(value));
});

/** Loads and defines `tag` (once); false when the kit has no such element or its code failed to load. */
export async function defineElement(tag: string): Promise<boolean> {
  if (customElements.get(tag)) return true;
  // Offline its code is asked for once the device is back: the browser would keep that failure
  // for the document (core/app/connection.ts), and the element would never come.
  await importable();
  const loading = loadElement(tag);
  if (!loading) return false;
  void initialConfigStore.load();
  try {
    await loading;
  } catch {
    return false;
  }
  return customElements.get(tag) !== undefined;
}

// Elements that show other elements load them from this build's table.
installElementLoader(defineElement);

export interface EmbedConfig {
  /** Platform API base URL ('' = the page's own origin). */
  api?: string;
  merchant?: string;
  /** The platform's own site, for navigations the page does not handle. */
  site?: string;
  /** A language code of §1 (EN, PT, TY…); not remembered on the device. */
  lang?: string;
}

export function configure(config: EmbedConfig): void {
  configureKit({
    ...(config.api !== undefined ? { apiBase: config.api } : {}),
    ...(config.site !== undefined ? { siteBase: config.site } : {}),
    ...(config.merchant ? { merchant: config.merchant } : {}),
  });
  if (config.lang) setLanguage(config.lang);
}

export function setLanguage(code: string): LanguageCode {
  const language = toLanguageCode(code);
  if (!language) throw new TypeError(`mc-kit: unknown language "${code}"`);
  setKitLanguage(language, false);
  return language;
}

export type { SessionSummary } from './session-summary.ts';

/** The page's calls on the session and the site (kit/page-api.ts), loaded with the first (never offline). */
export const pageApi = importOnce(() => import('./page-api.ts'));

/**
 * Tells the page whenever the kit's session changes (a sign-in or registration in an element,
 * a hand-over, a sign-out, a token the platform refused): `mc-session` on document, detail
 * `{ userName, type }` or null.
 */
let last = JSON.stringify(sessionSummary($session.get()));
$session.listen((info) => {
  const next = sessionSummary(info);
  const key = JSON.stringify(next);
  if (key === last) return;
  last = key;
  emit(document, 'mc-session', next);
});

/**
 * On a partner page (kit/frame-host.ts): the player signed in inside the kit's frames, and how
 * navigations nobody handles reach the platform's site (the frames take the player there signed in).
 */
export function useFrames(go: (path: string, replace: boolean) => void): (session: SessionSummary | null) => void {
  setSiteNavigator(go);
  return (session) => $framedSession.set(session);
}

/**
 * In the kit's frame page (front/embed/frame.ts; its loader is kit/frame-loader.ts): renders the
 * element the partner page asked for, when it is one of `tags` (the loader's).
 */
export async function startFrame(tags: readonly string[]): Promise<boolean> {
  const { startFrame: start } = await import('./frame.ts');
  return start(tags);
}
