import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, RTL_LANGUAGES, htmlLang, toLanguageCode } from '../../core/stores/language.ts';
import { BASE_HEADERS, escapeHtml, simplePage } from '../http/headers.ts';
import { normaliseOrigin, partnerOrigins } from '../http/origins.ts';
import { sendBody, sendHtml, sendText } from '../http/respond.ts';
import type { PublicFacts } from '../platform/facts.ts';
import { builtStylesheet, cspStyleSource } from '../site/inline-style.ts';
import { THEME_TOKENS, safeTokenValue } from '../../kit/frame-address.ts';
import { FIRST_SCREEN_ATTRIBUTE } from '../../kit/frame-protocol.ts';
import { frameFirstScreen } from './frame-first-screen.ts';
import { dataBlock } from '../../core/data-block.ts';
import { FRAME_DATA_ID } from '../../core/frame-data.ts';
import { framePreloads } from './frame-preloads.ts';

/**
 * The kit's frame page, `/kit/<version>/frame.html?tag=mc-login&origin=<partner>&merchant=MC01…`:
 * where an element that takes a credential or acts with the player's session renders when a
 * partner page (another origin) shows it (kit/frame-host.ts on the page, kit/frame.ts here).
 * It loads the same version's frame loader (kit/frame-loader.ts: mc-loader.js without what only
 * a partner page needs), which renders the element in place, on the platform's origin. Only a partner origin the merchant allows (MC_ALLOWED_ORIGINS, the same list as CORS)
 * may frame it: the `origin` it names must be one, and `frame-ancestors` lists them all.
 *
 * The page carries its element's first screen where it has one (front/embed/frame-first-screen.ts:
 * the sign-in and registration forms), in the `lang` it names (English without one), so the form
 * shows and takes what the player types before any script; the loader tells the partner page its
 * height (kit/frame-loader.ts) and the element takes it over (kit/frame.ts). The loader is `async` then:
 * a stylesheet would hold back a deferred script, and with it the element's code. The form is
 * styled by the site's stylesheet (the elements' rules under `.mc-fs-form`, which the site's
 * build writes into host/site.css), the frame's own (front/embed/frame.css) and the page's theme
 * from the frame's address, all three written into the page, as the /m/ site's pages carry their
 * stylesheet (front/site/inline-style.ts): a linked stylesheet is a round trip the form's first
 * paint waits for, after the page's own, on the player's first visit (the registration form's
 * visitor is new). The policy allows exactly those styles by their hashes. The same sheets are
 * served as files beside the page (`site.css`, `frame.css`, `theme.css`), linked instead where a
 * sheet could close its own element. The modules the frame runs first are asked for as the page
 * is read (front/embed/frame-preloads.ts), after the loader.
 */
const PATH = /^\/kit\/([0-9A-Za-z.+-]{1,40})\/frame\.html$/;
const STYLE_PATH = /^\/kit\/[0-9A-Za-z.+-]{1,40}\/(frame|site|theme)\.css$/;
const MERCHANT = /^[A-Za-z0-9_-]{1,32}$/;
const LANG = /^[A-Za-z-]{2,8}$/;

/**
 * The frame page's policy: the loader's own origin for everything, framed by `ancestors` only;
 * `styleHashes` (`'sha256-…'`) allow the styles written into the page and no other.
 */
export function frameContentSecurityPolicy(ancestors: readonly string[], styleHashes: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "frame-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`,
    "require-trusted-types-for 'script'",
    'trusted-types mc-kit dompurify',
  ].join('; ');
}

/** What the frame page's first screen is drawn from. */
export interface FrameSources {
  facts: PublicFacts;
  /** The built site, whose stylesheet the first screen uses. */
  siteDir: string;
  /** The origin the client reached (the facts' scope). */
  origin: string;
}

/**
 * The frame page for `url` (or its stylesheet), or undefined for any other path. `allowList`:
 * MC_ALLOWED_ORIGINS, parsed; `sources`: where its first screen comes from (none: no first screen).
 */
export async function serveFrame(req: Request, url: URL, allowList: readonly string[], kitDir: string, sources?: FrameSources): Promise<Response | undefined> {
  const style = url.pathname.match(STYLE_PATH);
  if (style) return serveFrameStyle(req, style[1]!, url, sources?.siteDir);
  const match = url.pathname.match(PATH);
  if (!match) return undefined;
  const version = match[1]!;
  const merchant = url.searchParams.get('merchant') ?? 'MC01';
  const origin = normaliseOrigin(url.searchParams.get('origin') ?? '');
  const ancestors = MERCHANT.test(merchant) ? partnerOrigins(allowList, merchant) : [];
  if (!origin || !ancestors.includes(origin)) {
    return sendHtml(req, 403, simplePage('Not allowed', '<p>This page may only be shown inside a partner page the merchant allows.</p>'));
  }
  if (!existsSync(join(kitDir, version, 'frame-loader.js'))) return sendHtml(req, 404, simplePage('Not found', '<p>No such kit version.</p>'));
  const lang = url.searchParams.get('lang') ?? '';
  const build = url.searchParams.get('build') === 'react' ? 'react' : 'lite';
  const merchantCode = MERCHANT.test(merchant) ? merchant : 'MC01';
  const language = toLanguageCode(lang) ?? DEFAULT_LANGUAGE;
  const attrs: Record<string, string> = {};
  for (const [name, value] of url.searchParams) if (name.startsWith('a.')) attrs[name.slice(2)] = value;
  const { html: content, data } = sources
    ? await frameFirstScreen(url.searchParams.get('tag') ?? '', { ...sources, merchant: merchantCode, language, attrs })
    : { html: '', data: undefined };
  const sheets = content ? [frameSheet('site', sources?.siteDir), frameSheet('frame', undefined)] : [];
  // Without the site's stylesheet the form would show unstyled: the element draws it then.
  const screen = sheets.length && sheets.every(Boolean) ? `<div class="mc-fs-frame" ${FIRST_SCREEN_ATTRIBUTE}="">${content}</div>` : '';
  // With the form, what its element needs to take it over (core/frame-data.ts), before the loader reads the page.
  const block = screen && data ? dataBlock(FRAME_DATA_ID, data) : '';
  const { styles, styleHashes } = screen ? firstScreenStyles(version, sheets as Sheet[], url) : { styles: '', styleHashes: [] };
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  const preloads = framePreloads(kitDir, version, build, url.searchParams.get('tag') ?? '')
    .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
    .join('');
  const html = `<!doctype html><html lang="${escapeHtml(htmlLang(language))}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>MC</title>${styles}<script type="module" src="/kit/${escapeHtml(version)}/frame-loader.js" data-merchant="${escapeHtml(merchantCode)}" data-build="${build}"${LANG.test(lang) ? ` data-lang="${escapeHtml(lang)}"` : ''}${screen ? ' async' : ''}></script>${preloads}</head><body>${screen}${block}</body></html>`;
  return sendBody(req, html, 'text/html; charset=utf-8', 'no-cache', {
    ...BASE_HEADERS,
    'Content-Security-Policy': frameContentSecurityPolicy(ancestors, styleHashes),
    // No referrer leaves the frame for another origin; its own requests keep their Origin, which the hand-off route checks.
    'Referrer-Policy': 'same-origin',
  });
}

const FRAME_CSS = join(import.meta.dirname, 'frame.css');
let frameCss: { mtimeMs: number; sheet: Sheet } | undefined;
const siteIndex = new Map<string, { mtimeMs: number; html: string }>();
const shortHashes = new Map<string, string>();

/** A stylesheet of the frame page, and the short hash of its text its address carries. */
interface Sheet {
  css: string;
  hash: string;
  /** Its CSP source, `'sha256-…'`, for the page that writes it in. */
  source: string;
}

const shortHash = (css: string): string => createHash('sha256').update(css).digest('hex').slice(0, 12);

/**
 * The frame page's stylesheets, each read again when its file changed: its own (`frame`), and
 * the site's built one (`site`, found through the site's index.html), served under the kit's
 * path so the frame loads nothing of the site's (`/m/` is the site's, on any front it reaches).
 */
function frameSheet(name: string, siteDir: string | undefined): Sheet | undefined {
  try {
    if (name === 'frame') {
      const { mtimeMs } = statSync(FRAME_CSS);
      if (frameCss?.mtimeMs !== mtimeMs) {
        const css = readFileSync(FRAME_CSS, 'utf8');
        frameCss = { mtimeMs, sheet: { css, hash: shortHash(css), source: cspStyleSource(css) } };
      }
      return frameCss.sheet;
    }
    if (!siteDir) return undefined;
    const index = join(siteDir, 'index.html');
    const { mtimeMs } = statSync(index);
    let entry = siteIndex.get(siteDir);
    if (entry?.mtimeMs !== mtimeMs) siteIndex.set(siteDir, (entry = { mtimeMs, html: readFileSync(index, 'utf8') }));
    const built = builtStylesheet(entry.html, siteDir);
    if (!built) return undefined;
    let hash = shortHashes.get(built.hash);
    if (!hash) shortHashes.set(built.hash, (hash = shortHash(built.css)));
    return { css: built.css, hash, source: built.hash };
  } catch {
    return undefined;
  }
}

/**
 * The first screen's styles for the page's head: the site's, the frame's and the theme, written in
 * with their CSP hashes; linked as files (no hash) when one could close its own element.
 */
function firstScreenStyles(version: string, [site, own]: Sheet[], url: URL): { styles: string; styleHashes: string[] } {
  const theme = themeQuery(url.searchParams);
  const themeCss = themeSheet(theme);
  const inline = [site!, own!, ...(themeCss ? [{ css: themeCss, source: cspStyleSource(themeCss) }] : [])];
  if (inline.some(({ css }) => /<\/style/i.test(css))) {
    const links = [sheetHref(version, 'site', site!), sheetHref(version, 'frame', own!), ...(theme ? [`/kit/${version}/theme.css?${theme}`] : [])];
    return { styles: links.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join(''), styleHashes: [] };
  }
  return {
    styles: inline.map(({ css }) => `<style>${css}</style>`).join(''),
    styleHashes: inline.map(({ source }) => source),
  };
}

/** A stylesheet's address names its text, so a browser keeps it until it changes. */
const sheetHref = (version: string, name: string, sheet: Sheet): string => `/kit/${version}/${name}.css?h=${sheet.hash}`;

/**
 * The page's theme tokens the frame's address carries (`t.<token>`, kit/frame-host.ts), those a
 * frame takes (kit/frame-protocol.ts: the kit's tokens, short plain values), as a query; '' when none.
 */
function themeQuery(params: URLSearchParams): string {
  const tokens = new URLSearchParams();
  for (const [name, value] of params) {
    const token = name.slice(2);
    if (name.startsWith('t.') && THEME_TOKENS.includes(token) && safeTokenValue(value) && plainCss(value)) tokens.set(name, value);
  }
  return tokens.toString();
}

/** No line break and no open quote or comment: a value cannot reach past its own declaration. */
const plainCss = (value: string): boolean =>
  ![...value].some((c) => c < ' ') && !value.includes('/*') && (value.match(/"/g)?.length ?? 0) % 2 === 0 && (value.match(/'/g)?.length ?? 0) % 2 === 0;

/**
 * The page's theme for the first screen, from the start: the tokens kit/frame.ts sets once its
 * code runs (until then the form would show the kit's own colours, then the page's). A function of
 * its address's theme query (themeQuery) alone.
 */
const themeSheet = (query: string): string => [...new URLSearchParams(query)].map(([name, value]) => `:root{${name.slice(2)}:${value}}\n`).join('');

function serveFrameStyle(req: Request, name: string, url: URL, siteDir: string | undefined): Response {
  if (name === 'theme')
    return sendBody(req, themeSheet(themeQuery(url.searchParams)), 'text/css; charset=utf-8', 'public, max-age=31536000, immutable', BASE_HEADERS);
  const sheet = frameSheet(name, siteDir);
  if (!sheet) return sendText(req, 404, 'not found');
  const current = url.searchParams.get('h') === sheet.hash;
  return sendBody(req, sheet.css, 'text/css; charset=utf-8', current ? 'public, max-age=31536000, immutable' : 'no-cache', BASE_HEADERS);
}
