import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { HOME_ANNOUNCEMENTS, announcements, banners, hotMatches } from '../../core/api/content.ts';
import { gameList, gameListQuery, vendorGameTypes, type GameTile } from '../../core/api/games.ts';
import { initialConfig } from '../../core/api/site.ts';
import { assetUrl } from '../../core/config.ts';
import { daysSince, localeTag } from '../../core/format.ts';
import { describeNumbers, type NumberShape } from '../../core/number-shape.ts';
import { FOOTER_ICON } from '../../core/footer-icons.ts';
import { BACK_ICON, FILTER_ICON, HEART_ICON, MENU_ICON, SEARCH_HANDLE_ICON } from '../../core/icons.ts';
import { MESSAGE_ICON, SETTINGS_ICON } from '../../core/member-icons.ts';
import { FIRST_SCREEN_ID, LANGUAGE_COOKIE, type Arrival, type FirstScreen } from '../../core/first-screen.ts';
import { dataBlock } from '../../core/data-block.ts';
import { EAGER_CARDS, FIRST_SCREEN_CARDS, ICON_SIZE, gameNameOf, iconsOf } from '../../core/games/card.ts';
import { classificationsOf, tabsFor, vendorNamesOf } from '../../core/games/catalogue.ts';
import { roomTypeOf } from '../../core/games/launch.ts';
import { MINIMUM_AGE_DEFAULT } from '../../core/stores/responsibleGaming.ts';
import { isNewTemplate } from '../../core/stores/platform.ts';
import { DEFAULT_LANGUAGE, RTL_LANGUAGES, htmlLang, toLanguageCode, type LanguageCode } from '../../core/stores/language.ts';
import type { Endpoint } from '../../core/api/endpoint.ts';
import type { FirstScreenPageId, FooterItem, PageId } from '../../core/pages.ts';
import { elementAttributes, resolve as resolveRoute, type Resolution, type Route } from '../../host/routes.ts';
import { readCookie } from '../http/cookies.ts';
import { escapeHtml } from '../http/headers.ts';
import { loginForm, stroke, svg, type Text } from './forms.ts';
import { popupScreen } from './popup.ts';
import { downloadBarScreen } from './download-bar.ts';
import type { CallScope } from '../platform/client.ts';
import type { PublicFacts } from '../platform/facts.ts';

/**
 * The /m/ page with its first screen inside (DESIGN.md "The first screen"): the built
 * index.html, plus
 * - a JSON data block (core/first-screen.ts) with the initial configuration, the texts of the
 *   player's language (the `mc_lang` cookie the site keeps; English otherwise), and on
 *   the pages with a banner (home, help) the banners, the home announcements and the hot matches,
 *   on the game list page the first page of its paged list and the game types' vendors and
 *   classifications (the list's tabs and its cards' vendor names):
 *   what a signed-out visitor's calls would answer, read from the platform's API
 *   (front/platform/facts.ts: short-cached per merchant and language); a fact the platform did not
 *   give in time is left out, so the site makes the call itself and meets the failure, if any;
 * - a preload of the first banner image, so the largest paint of those pages starts with the page;
 * - on the pages `FirstScreenPageId` names (core/pages.ts), their first screen's markup
 *   inside `<mc-site>` (light DOM, slot "first-screen", one renderer per page below): the parts
 *   drawn like elements are the element's own markup and class names inside a wrapper
 *   (`mc-fs-header`, `mc-fs-footer`, `mc-fs-list`, `mc-fs-form`, `mc-fs-member`), styled by the
 *   element's own rules, which the site's build writes into its stylesheet under that wrapper
 *   (host/first-screen-styles.ts lists the classes each part uses; `mc-fs-*` inside a part is the
 *   page's own, like the member card's skeleton lines): on home and help the header with the
 *   logo, the first banner image (fetchpriority high), the notice bar, the footer; on login the
 *   sign-in form; on the game list
 *   the header, the list's tabs, search box and filter button, and its first page of cards; on the
 *   member centre a skeleton that needs no session (its bar, the member card's boxes, the footer). It paints before
 *   any script runs; the shell shows it over the page until the page's own elements are in
 *   (host/shell.ts), so nothing blinks or moves when they take over;
 * - beside that markup and outside it (it is inert; these take taps), on the pages with their
 *   elements: the announcement popup (popup.ts) and the download bar (download-bar.ts), hidden
 *   until the page's script shows them for its player (core/app/drawn.ts);
 * - `<html lang dir>` of that language;
 * - with that markup, no preload of the site's code (host/main.ts starts it once that screen is
 *   painted; its image and styles do not share the line with it), except under a skeleton
 *   (SKELETONS below), whose page is the element's to draw.
 */
const LOCALES = join(import.meta.dirname, '..', '..', 'locales');
const localeCache = new Map<LanguageCode, { mtimeMs: number; texts: Record<string, string> }>();

export function localeTexts(code: LanguageCode): Record<string, string> {
  const file = join(LOCALES, `${code.toLowerCase()}.json`);
  const mtimeMs = statSync(file).mtimeMs;
  const hit = localeCache.get(code);
  if (hit && hit.mtimeMs === mtimeMs) return hit.texts;
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  localeCache.set(code, { mtimeMs, texts });
  return texts;
}

/** The text function of `texts` (flat, the page's language over English). */
export const textOf =
  (texts: Record<string, string>): Text =>
  (key, values = {}) =>
    escapeHtml((texts[key] ?? '').replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => (name in values ? String(values[name]) : all)));

/**
 * The page's language and where it came from: the address's `lang` (a link, or a CDN's key),
 * else the site's cookie, else the default. A page chosen by the cookie depends on it, so no
 * shared cache may keep it (front/site/page-cache.ts).
 */
export function pageLanguage(req: Request, url: URL): { language: LanguageCode; from: 'address' | 'cookie' | 'default' } {
  const fromAddress = toLanguageCode(url.searchParams.get('lang') ?? undefined);
  if (fromAddress) return { language: fromAddress, from: 'address' };
  const fromCookie = toLanguageCode(readCookie(req.headers.get('cookie'), LANGUAGE_COOKIE));
  return fromCookie ? { language: fromCookie, from: 'cookie' } : { language: DEFAULT_LANGUAGE, from: 'default' };
}

/** The merchant the page names (`<meta name="mc-merchant">`). */
const merchantOf = (html: string): string => /<meta name="mc-merchant" content="([A-Za-z0-9_-]+)"/.exec(html)?.[1] ?? 'MC01';

const numberShapes = new Map<LanguageCode, NumberShape | undefined>();
/** How the language writes numbers, read from this process's Intl once per language. */
function numberShape(language: LanguageCode): NumberShape | undefined {
  if (!numberShapes.has(language)) numberShapes.set(language, describeNumbers(localeTag(language)));
  return numberShapes.get(language);
}

/** Whom a hand-off brings to this request's page, when it has one (front/handoff/arrival.ts). */
export type ArrivingPlayer = (scope: CallScope) => Promise<Arrival | undefined>;

export async function firstScreenData(
  facts: PublicFacts,
  language: LanguageCode,
  route: Resolution,
  merchant: string,
  origin?: string,
  arriving?: ArrivingPlayer,
): Promise<FirstScreen> {
  const scope = { merchant, language, origin };
  const answer = <P, V>(ep: Endpoint<P, V>, params: P): Promise<V | undefined> => facts.get(ep, params, scope);

  // The page's language alone: every language has every text (core/i18n.test.ts), and the site
  // loads no other (core/i18n.ts); English as well would double the page for most players.
  const data: FirstScreen = { language, merchant, texts: { [language]: localeTexts(language) } };
  const numbers = numberShape(language);
  if (numbers) data.numbers = numbers;
  // Every fact at once: the page waits for the slowest, never for their sum.
  const [config, bannerFacts, listFacts, arrival] = await Promise.all([
    answer(initialConfig, undefined),
    bannerScreenFacts(),
    gameListFacts(),
    route.kind === 'page' && MEMBER_CARD_PAGES.has(route.route.id) ? arriving?.(scope) : undefined,
  ]);
  if (config) data.config = config;
  Object.assign(data, bannerFacts, listFacts);
  if (arrival) data.arrival = arrival;
  return data;

  async function bannerScreenFacts(): Promise<Partial<FirstScreen>> {
    if (route.kind !== 'page' || !route.route.banner) return {};
    const position = route.route.id === 'help' ? 'help' : 'home';
    const [list, matches, notices] = await Promise.all([
      answer(banners, { position }),
      answer(hotMatches, undefined),
      position === 'home' ? answer(announcements, { ...HOME_ANNOUNCEMENTS, merchantCode: merchant }) : undefined,
    ]);
    return {
      ...(list ? { banners: { position, list } } : {}),
      ...(matches ? { hotMatches: matches } : {}),
      ...(notices ? { announcements: notices } : {}),
    };
  }

  /** The paged list's first page, for the filter the element gets from the address (widgets/game-list). */
  async function gameListFacts(): Promise<Partial<FirstScreen>> {
    if (route.kind !== 'page') return {};
    const at = route.route.elements.findIndex((e) => e.tag === 'mc-game-list');
    const attrs = at < 0 ? undefined : elementAttributes(route.route, route.params)[at];
    const filter = attrs && {
      gameType: (attrs['game-type'] || 'RNG').toUpperCase(),
      classify: (attrs.classify || 'ALL').toUpperCase(),
      ...(attrs.vendor ? { vendor: attrs.vendor } : {}),
    };
    if (!filter || filter.gameType === 'LOTT' || ['HOT', 'FAV', 'RECENT'].includes(filter.classify)) return {};
    const [page, vendorTypes] = await Promise.all([
      answer(gameList, { ...gameListQuery(filter, 1, merchant, language) }),
      answer(vendorGameTypes, { typeId: 1, merchantCode: merchant }),
    ]);
    if (!page) return {};
    return { gameList: { filter, games: page.games, hasMore: page.totalPages > 1 }, ...(vendorTypes ? { vendorTypes } : {}) };
  }
}

/**
 * The page for `url`: index.html with the first screen's data and hints in it. `complete`: the
 * platform gave the configuration, so the page is what every visitor should get (a page made
 * while the platform was down is for this request alone).
 */
export async function firstScreenPage(
  facts: PublicFacts,
  language: LanguageCode,
  url: URL,
  indexHtml: string,
  origin?: string,
  arriving?: ArrivingPlayer,
): Promise<{ html: string; complete: boolean; personal: boolean; referrerPolicy?: 'no-referrer' }> {
  const route = resolveRoute(url.pathname + url.search);
  const data = await firstScreenData(facts, language, route, merchantOf(indexHtml), origin, arriving);
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  // Maintenance, a restricted region or an unknown mode: the shell shows its own screen instead.
  const normal = data.config !== undefined && !data.config.maintenance && !data.config.regionRestriction;
  const firstBanner = normal ? data.banners?.list[0] : undefined;
  const preload = firstBanner ? `<link rel="preload" as="image" href="${escapeHtml(firstBanner.url)}" fetchpriority="high" />\n` : '';
  const block = `${dataBlock(FIRST_SCREEN_ID, data)}\n`;
  const render = route.kind === 'page' ? (MARKUP as Partial<Record<PageId, Renderer>>)[route.route.id] : undefined;
  const t = textOf({ ...localeTexts(DEFAULT_LANGUAGE), ...localeTexts(language) });
  const content = normal && render && route.kind === 'page' ? render(data, t, route.route) : undefined;
  const markup = content ? `<div slot="first-screen" class="mc-first-screen" aria-hidden="true" inert>${content}</div>` : '';
  // Beside the first screen (outside <mc-site>, where nothing is inert), on the pages that have them.
  const has = (tag: string) => content !== undefined && route.kind === 'page' && route.route.elements.some((e) => e.tag === tag);
  const drawn = (has('mc-announcement-popup') ? popupScreen(data.announcements, t) : '') + (has('mc-download-bar') ? downloadBarScreen(data.config!, t) : '');
  // Drawn for the player a hand-off brings, the member card has their avatar: a first screen like any other.
  const skeleton = route.kind === 'page' && SKELETONS.has(route.route.id) && !data.arrival;
  const html = (
    markup && !skeleton
      ? // The site's code starts once the first screen is painted (host/main.ts): no preload competes with that paint.
        indexHtml.replace(/<link rel="modulepreload"[^>]*data-mc-shell[^>]*>\s*/g, '')
      : indexHtml
  )
    .replace('<mc-site></mc-site>', `<mc-site>${markup}</mc-site>${drawn}`)
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${escapeHtml(htmlLang(language))}" dir="${dir}">`)
    .replace('</head>', `${preload}</head>`)
    .replace('</body>', `${block}</body>`);
  const referrerPolicy = route.kind === 'page' ? route.route.referrerPolicy : undefined;
  // With an arriving player's facts in it, the page is theirs alone.
  return { html, complete: data.config !== undefined, personal: data.arrival !== undefined, ...(referrerPolicy ? { referrerPolicy } : {}) };
}

/** A page's first screen in the site's normal mode, or undefined when it has nothing to show before its code. */
type Renderer = (data: FirstScreen, t: Text, route: Route) => string | undefined;

/**
 * First screens that are skeletons: what the player came for is the element's to draw (the member
 * centre's facts), and the skeleton has no image for the site's code to compete with, so that
 * code is preloaded with the page as on a page without a first screen (not when the member centre
 * is drawn for an arriving player, with their avatar).
 */
const SKELETONS: ReadonlySet<PageId> = new Set<PageId>(['mine']);

/** Pages whose first screen is the member card: drawn with the player a hand-off brings, when it brings one. */
const MEMBER_CARD_PAGES: ReadonlySet<PageId> = new Set<PageId>(['mine']);

/** One renderer per page `FirstScreenPageId` names (core/pages.ts). */
const MARKUP: Record<FirstScreenPageId, Renderer> = {
  home: bannerScreen,
  help: bannerScreen,
  login: loginScreen,
  gameList: gameListScreen,
  mine: memberScreen,
};

/**
 * The footer as <mc-footer> draws it for a visitor (widgets/footer/Footer.tsx): the five items
 * with their icons, the page's own lit, and the minimum-age notice under them. Buttons like the
 * element's (the overlay is inert), so their text sits where the element's does.
 */
function footer(data: FirstScreen, t: Text, active: FooterItem | undefined): string {
  const items = (Object.keys(FOOTER_ICON) as FooterItem[])
    .map(
      (item) =>
        `<li><button type="button" class="${item === 'deposit' ? 'item deposit' : 'item'}"${item === active ? ' aria-current="page"' : ''}>` +
        `<span class="icon">${svg(24, stroke(FOOTER_ICON[item], 1.8, ' stroke-linejoin="round"'))}</span>` +
        `<span class="label">${t(`footer.${item}`)}</span></button></li>`,
    )
    .join('');
  const age = data.config?.responsibleGaming?.minimumAge ?? MINIMUM_AGE_DEFAULT;
  return (
    `<div class="mc-fs-footer"><nav class="nav"><ul>${items}</ul>` +
    `<p class="age-notice"><button type="button">${t('rg.notice', { age })}</button></p></nav></div>`
  );
}

/**
 * The header as <mc-header> draws it off the home page (widgets/header/Header.tsx): the back
 * arrow, the page's title, the menu. A signed-in player's balance and Deposit button depend on a
 * session only the page knows: they come with the element.
 */
function pageHeader(t: Text, route: Route): string {
  const iconButton = (icon: string) => `<span class="icon-btn">${icon}</span>`;
  return (
    `<div class="mc-fs-header"><div class="bar"><div class="start with-title">` +
    iconButton(svg(24, stroke(BACK_ICON, 2.2, ' stroke-linejoin="round"'), true)) +
    `<div class="title">${t(route.title)}</div></div>` +
    `<div class="end">${iconButton(svg(24, stroke(MENU_ICON, 2)))}</div></div></div>`
  );
}

/** Home and help: the header's logo, the first banner image, home's notice bar, the footer. */
function bannerScreen(data: FirstScreen, t: Text, route: Route): string | undefined {
  const banner = data.banners?.list[0];
  if (!banner) return undefined;
  const notice = data.announcements?.find((a) => !a.execution);
  const position = data.banners?.position === 'help' ? ' help' : '';
  return (
    // The header's buttons depend on a session only the page knows: the logo alone, the bar's size.
    `<div class="mc-fs-header"><div class="bar"><div class="start"><img src="/img/logo.svg" width="112" height="32" alt="" class="logo"></div></div></div>` +
    `<div class="mc-fs-banner${position}"><img src="${escapeHtml(banner.url)}" width="${banner.width}" height="${banner.height}" alt="" fetchpriority="high"></div>` +
    (data.banners?.position === 'home'
      ? `<div class="mc-fs-notice"><span class="mc-fs-icon"></span><span class="mc-fs-text">${notice ? escapeHtml(notice.title) : ''}</span></div>`
      : '') +
    footer(data, t, route.footerActive)
  );
}

/** The sign-in form as <mc-login closable> first renders it (front/site/forms.ts), under the inert overlay. */
function loginScreen(data: FirstScreen, t: Text): string {
  return loginForm(data.config!, t, { typeable: false, closable: true });
}

/** One game card as widgets/game-list/GameCard.tsx draws it for a visitor. */
function gameCard(game: GameTile, index: number, vendorNames: Record<string, string>, t: Text): string {
  const name = gameNameOf(game);
  const icon = iconsOf(game)[0];
  const src = icon ? assetUrl(icon) : '';
  // The first row is the page's largest paint; the rest load as the element's do.
  const priority = index < 3 ? ' fetchpriority="high"' : '';
  const picture = src
    ? `<img src="${escapeHtml(src)}" width="${ICON_SIZE}" height="${ICON_SIZE}" alt="" loading="${index < EAGER_CARDS ? 'eager' : 'lazy'}" decoding="async"${priority}>`
    : `<span class="icon-fallback">${escapeHtml(name.slice(0, 1))}</span>`;
  const room = roomTypeOf(game.roomType);
  return (
    `<li class="card"><span class="card-icon">${picture}</span>` +
    (room ? `<span class="room-badge on-icon" data-room="${room}">${t(`games.room.${room}`)}</span>` : '') +
    `<span class="card-favourite">${svg(20, `<path d="${HEART_ICON}" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/>`)}</span>` +
    `<span class="card-name" dir="auto">${escapeHtml(name)}</span>` +
    `<span class="card-vendor">${escapeHtml(vendorNames[game.vassalage] || game.vassalage)}</span>` +
    `<button type="button" class="btn btn-primary card-play">${t('games.play')}</button></li>`
  );
}

/**
 * The game list page as a visitor first sees it once its code is in: the header, then
 * <mc-game-list> (widgets/game-list/GameList.tsx) with the tabs of its game type (the carried
 * vendor classifications among them) and the address's tab lit, the search box, the filter button
 * (its count when the address names a vendor) and the first screen's cards of the carried page. Nothing when
 * the page carries no first page or an empty one: the element shows its own state then.
 */
function gameListScreen(data: FirstScreen, t: Text, route: Route): string | undefined {
  const list = data.gameList;
  if (!list || list.games.length === 0) return undefined;
  const { gameType, classify, vendor } = list.filter;
  const tabs = tabsFor(gameType, classificationsOf(data.vendorTypes, gameType), false)
    .map(
      (tab) =>
        `<button type="button" class="tab" role="tab"${tab.key === classify ? ' aria-selected="true"' : ''}>${tab.textKey ? t(tab.textKey) : escapeHtml(tab.label ?? '')}</button>`,
    )
    .join('');
  const vendorNames = vendorNamesOf(data.vendorTypes);
  const searchIcon = svg(20, '<circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" stroke-width="2"/>' + stroke(SEARCH_HANDLE_ICON, 2));
  return (
    (route.header ? pageHeader(t, route) : '') +
    `<div class="mc-fs-list"><div class="list"><div class="toolbar"><div class="tabs" role="tablist">${tabs}</div><div class="tools">` +
    `<div class="search"><input type="search" placeholder="${t('games.search.placeholder')}"><span class="icon-btn">${searchIcon}</span></div>` +
    `<button type="button" class="btn btn-outline filter-btn">${svg(16, stroke(FILTER_ICON, 2))}${t('games.filter.open')}${vendor ? '<span class="badge">1</span>' : ''}</button>` +
    `</div></div><div class="pages"><ul class="grid">${list.games
      .slice(0, FIRST_SCREEN_CARDS)
      .map((game, i) => gameCard(game, i, vendorNames, t))
      .join('')}</ul></div></div></div>` +
    (route.footer ? footer(data, t, route.footerActive) : '')
  );
}

/**
 * The member centre as <mc-member-centre> (widgets/member-centre/MemberCentre.tsx) first draws it
 * for a signed-in player, without anything only the session knows: its bar (back, title, the
 * message icon where the merchant has the mail centre, settings), the member card of the
 * merchant's layout with its boxes empty (avatar, name and two lines, the balance), the footer.
 * The page is the same for every player, so a CDN may keep it; the element fills it in. For the
 * player a hand-off brings (`data.arrival`), the card as the element draws it with their member
 * info: avatar, name, club label, account and days; the balance still comes with the element.
 */
function memberScreen(data: FirstScreen, t: Text, route: Route): string {
  const config = data.config!;
  const icon = (d: string) => `<span class="icon-btn">${svg(24, stroke(d, 1.8, ' stroke-linejoin="round"'))}</span>`;
  const modern = isNewTemplate(config.mobileTemplate.mem_cen);
  const card =
    `<div class="card info${modern ? ' hero' : ''}">${data.arrival ? arrivingMember(data.arrival, t, modern) : memberSkeleton()}` +
    `<div class="balance"><span class="meta">${t('header.balance')}</span><strong></strong></div></div>`;
  return (
    `<div class="mc-fs-member"><div class="page">` +
    `<div class="bar"><span class="icon-btn"><span class="flip-rtl">${svg(24, stroke(BACK_ICON, 1.8, ' stroke-linejoin="round"'))}</span></span>` +
    `<div class="title">${t('title.mine')}</div>` +
    `<div class="bar-end">${config.whitelabel.MAILCEN === true ? icon(MESSAGE_ICON) : ''}${icon(SETTINGS_ICON)}</div></div>` +
    (modern ? `<div class="modern">${card}</div>` : card) +
    `</div></div>` +
    (route.footer ? footer(data, t, route.footerActive) : '')
  );
}

/** The card's avatar and lines as grey bars where the player's name, account and days will be. */
function memberSkeleton(): string {
  const line = '<span><span class="skeleton-text"></span></span>';
  return (
    `<span class="avatar placeholder"></span>` +
    `<div class="who"><span class="mc-fs-mname"><span class="skeleton-text"></span></span>${line}${line}<span class="mc-fs-mverify"></span></div>`
  );
}

/** The avatar and lines of the card as MemberInfoCard draws them for `arrival`'s member (the verification badge's place kept). */
function arrivingMember({ member }: Arrival, t: Text, modern: boolean): string {
  const size = modern ? 72 : 56;
  const name = member.nickname || member.account;
  const src = member.headIcon ? assetUrl(member.headIcon) : '';
  const avatar = src
    ? `<img class="avatar" src="${escapeHtml(src)}" width="${size}" height="${size}" alt="" fetchpriority="high">`
    : `<span class="avatar">${escapeHtml(name.slice(0, 1).toUpperCase())}</span>`;
  const vip = member.clubLabel?.labelName ? `<span class="vip">${escapeHtml(member.clubLabel.labelName)}</span>` : '';
  return (
    `<span class="avatar-btn">${avatar}</span>` +
    `<div class="who"><p class="name"><span class="name-text">${escapeHtml(name)}</span>${vip}</p>` +
    `<p class="meta">${t('member.account')}: <span>${escapeHtml(member.account)}</span></p>` +
    `<p class="meta">${t('member.days', { count: daysSince(member.regDate) })}</p>` +
    `<span class="mc-fs-mverify"></span></div>`
  );
}
