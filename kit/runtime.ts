/**
 * The embed kit's runtime: the entry of each build (lite, react) that mc-loader.js imports once
 * a page needs the kit. It holds the one copy of the session core every element of that build
 * shares (configuration, session, language, the element registry), so an element loaded later
 * finds the same stores as the ones before it.
 *
 * Nothing here is called by elements; it is the page-facing side of the core:
 * `window.mcKit` (kit/loader.ts) forwards to these functions.
 */
import { $kitConfig, configureKit } from '../core/config.ts';
import { emit } from '../core/events.ts';
import { setLanguage as setKitLanguage, toLanguageCode, type LanguageCode } from '../core/stores/language.ts';
import { $session, endSession, sessionInfoProblem, sessionInfoSchema, startSession, type SessionInfo } from '../core/stores/session.ts';
import { installElementLoader } from '../widgets/element-loader.ts';
import { ELEMENTS } from './elements.ts';

/** Tags this build can define. */
export const TAGS: readonly string[] = Object.keys(ELEMENTS);

/** Loads and defines `tag` (once); false when the kit has no such element or its code failed to load. */
export async function defineElement(tag: string): Promise<boolean> {
  if (customElements.get(tag)) return true;
  const load = ELEMENTS[tag];
  if (!load) return false;
  try {
    await load();
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

/** What a page may know of the kit's session: never the token. */
export interface SessionSummary {
  userName: string;
  type: number;
}

const summary = (info: SessionInfo | null): SessionSummary | null => (info ? { userName: info.userName, type: info.type } : null);

/**
 * Hands over the session of a player the partner page already signed in: checked as the kit
 * checks a stored session (the session-info schema of §3, a token present) and stricter (a
 * header-safe token, a user name, a whole customer type), then started as a sign-in would.
 * A token the platform does not know ends the session at the first call that needs it.
 */
export function setSession(input: unknown): SessionSummary {
  let info: SessionInfo;
  try {
    info = sessionInfoSchema(input);
  } catch (e) {
    throw new TypeError(`mc-kit: setSession: ${e instanceof Error ? e.message.replace(/^response /, '') : 'not session info'}`);
  }
  const problem = sessionInfoProblem(info);
  if (problem) throw new TypeError(`mc-kit: setSession: ${problem}`);
  const clean: SessionInfo = {
    token: info.token,
    id: info.id,
    merchantCode: info.merchantCode || $kitConfig.get().merchant,
    userName: info.userName.trim(),
    type: info.type,
    firstTimeLogin: info.firstTimeLogin,
  };
  startSession(clean);
  return summary(clean)!;
}

export function getSession(): SessionSummary | null {
  return summary($session.get());
}

/** Forgets the session here (the platform's token stays valid): the partner signed its user out. */
export function clearSession(): void {
  endSession();
}

/** Signs out at the platform too (the token is revoked), then forgets it here. */
export async function signOut(): Promise<void> {
  const { signOut: platformSignOut } = await import('../core/auth/signOut.ts');
  await platformSignOut();
}

/**
 * Tells the page whenever the kit's session changes (a sign-in or registration in an element,
 * a hand-over, a sign-out, a token the platform refused): `mc-session` on document, detail
 * `{ userName, type }` or null.
 */
let last = JSON.stringify(getSession());
$session.listen((info) => {
  const next = summary(info);
  const key = JSON.stringify(next);
  if (key === last) return;
  last = key;
  emit(document, 'mc-session', next);
});
