import type { IncomingMessage } from 'node:http';
import type { Endpoint } from '../../core/api/endpoint.ts';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { HOME_ANNOUNCEMENTS, announcements, banners, hotMatches } from '../../core/api/content.ts';
import { initialConfig } from '../../core/api/site.ts';
import { FIRST_SCREEN_ID, LANGUAGE_COOKIE, jsonForScript, type FirstScreen } from '../../core/first-screen.ts';
import { DEFAULT_LANGUAGE, RTL_LANGUAGES, htmlLang, toLanguageCode, type LanguageCode } from '../../core/stores/language.ts';
import { resolve as resolveRoute } from '../../host/routes.ts';
import { answerFor } from '../api/pipeline.ts';
import type { ApiRegistry } from '../api/context.ts';
import { escapeHtml } from '../http/security-headers.ts';
import type { PlatformState } from '../state.ts';

/**
 * The /m/ page with its first screen inside (DESIGN.md "The first screen"): the built
 * index.html, plus
 * - a JSON data block (core/first-screen.ts) with the initial configuration, the texts of the
 *   player's language (the `mc_lang` cookie the site keeps; English otherwise) and English, and on
 *   the pages with a banner (home, help) the banners, the home announcements and the hot matches:
 *   what a signed-out visitor's calls would answer (a call the failure switches make fail is left
 *   out, so the site makes it and meets the failure, as it would if the page were built by a
 *   platform whose service is down);
 * - a preload of the first banner image, so the largest paint of those pages starts with the page;
 * - on those pages, the first screen's markup inside `<mc-site>` (light DOM, slot "first-screen"),
 *   styled by the site's stylesheet: the header with the logo, the first banner image
 *   (fetchpriority high), the notice bar with the first notice, the footer. It paints before any
 *   script runs; the shell shows it over the page until the page's own elements are in
 *   (host/shell.ts), so nothing blinks or moves when they take over;
 * - `<html lang dir>` of that language;
 * - on those pages, no preload of the site's code (host/main.ts starts it once that screen is painted).
 */
const LOCALES = join(import.meta.dirname, '..', '..', 'locales');
const localeCache = new Map<LanguageCode, { mtimeMs: number; texts: Record<string, string> }>();

function localeTexts(code: LanguageCode): Record<string, string> {
  const file = join(LOCALES, `${code.toLowerCase()}.json`);
  const mtimeMs = statSync(file).mtimeMs;
  const hit = localeCache.get(code);
  if (hit && hit.mtimeMs === mtimeMs) return hit.texts;
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  localeCache.set(code, { mtimeMs, texts });
  return texts;
}

/** The player's language: the site's cookie, else the default. */
export function pageLanguage(req: IncomingMessage): LanguageCode {
  const cookie = req.headers.cookie ?? '';
  const m = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([A-Za-z]{2})(?:;|$)`).exec(cookie);
  return toLanguageCode(m?.[1]) ?? DEFAULT_LANGUAGE;
}

/** The merchant the page names (`<meta name="mc-merchant">`). */
const merchantOf = (html: string): string => /<meta name="mc-merchant" content="([A-Za-z0-9_-]+)"/.exec(html)?.[1] ?? 'MC01';

export async function firstScreenData(app: PlatformState, api: ApiRegistry, req: IncomingMessage, url: URL, merchant: string): Promise<FirstScreen> {
  const language = pageLanguage(req);
  const call = { req, merchant, lang: language };
  const failure = app.switches.failure;
  const fails = (path: string) => failure.rate > 0 && (!failure.paths.length || failure.paths.some((p) => path.startsWith(p)));
  const answer = <P, V>(ep: Endpoint<P, V>, params: Record<string, unknown>): Promise<V | undefined> =>
    fails(ep.path) ? Promise.resolve(undefined) : answerFor(app, api, ep, params, call);

  const texts: Record<string, Record<string, string>> = { [DEFAULT_LANGUAGE]: localeTexts(DEFAULT_LANGUAGE) };
  if (language !== DEFAULT_LANGUAGE) texts[language] = localeTexts(language);
  const data: FirstScreen = { language, merchant, texts };
  const config = await answer(initialConfig, {});
  if (config) data.config = config;
  const route = resolveRoute(url.pathname + url.search);
  if (route.kind === 'page' && route.route.banner) {
    const position = route.route.id === 'help' ? 'help' : 'home';
    const list = await answer(banners, { position });
    if (list) data.banners = { position, list };
    data.hotMatches = await answer(hotMatches, {});
    if (position === 'home') data.announcements = await answer(announcements, { ...HOME_ANNOUNCEMENTS, merchantCode: merchant });
  }
  return data;
}

/** The page for `url`: index.html with the first screen's data and hints in it. */
export async function firstScreenPage(app: PlatformState, api: ApiRegistry, req: IncomingMessage, url: URL, indexHtml: string): Promise<string> {
  const data = await firstScreenData(app, api, req, url, merchantOf(indexHtml));
  const language = data.language as LanguageCode;
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  const firstBanner = !data.config || data.config.maintenance || data.config.regionRestriction ? undefined : data.banners?.list[0];
  const preload = firstBanner ? `<link rel="preload" as="image" href="${escapeHtml(firstBanner.url)}" fetchpriority="high" />\n` : '';
  const block = `<script type="application/json" id="${FIRST_SCREEN_ID}">${jsonForScript(data)}</script>\n`;
  const markup = firstBanner ? firstScreenMarkup(data, firstBanner) : '';
  return (
    markup
      ? // The site's code starts once the first screen is painted (host/main.ts): no preload competes with its image.
        indexHtml.replace(/<link rel="modulepreload"[^>]*data-mc-shell[^>]*>\s*/g, '')
      : indexHtml
  )
    .replace('<mc-site></mc-site>', `<mc-site>${markup}</mc-site>`)
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${escapeHtml(htmlLang(language))}" dir="${dir}">`)
    .replace('</head>', `${preload}</head>`)
    .replace('</body>', `${block}</body>`);
}

/** The static first screen (see above); texts in the page's language, English where it has none. */
function firstScreenMarkup(data: FirstScreen, banner: { url: string; width: number; height: number }): string {
  const texts = { ...data.texts[DEFAULT_LANGUAGE], ...data.texts[data.language] };
  const t = (key: string) => escapeHtml(texts[key] ?? '');
  const notice = data.announcements?.find((a) => !a.execution);
  const tabs = ['home', 'invite', 'deposit', 'activity', 'member']
    .map((tab) => `<span${tab === 'home' ? ' class="on"' : ''}>${t(`footer.${tab}`)}</span>`)
    .join('');
  const position = data.banners?.position === 'help' ? ' help' : '';
  return (
    `<div slot="first-screen" class="mc-first-screen" aria-hidden="true">` +
    // The header's buttons depend on a session only the page knows: the logo alone, the bar's size.
    `<div class="mc-fs-header"><img src="/img/logo.svg" width="112" height="32" alt=""></div>` +
    `<div class="mc-fs-banner${position}"><img src="${escapeHtml(banner.url)}" width="${banner.width}" height="${banner.height}" alt="" fetchpriority="high"></div>` +
    (data.banners?.position === 'home'
      ? `<div class="mc-fs-notice"><span class="mc-fs-icon"></span><span class="mc-fs-text">${notice ? escapeHtml(notice.title) : ''}</span></div>`
      : '') +
    `<nav class="mc-fs-footer">${tabs}</nav>` +
    `</div>`
  );
}
