import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { initialConfig } from '../core/api/site.ts';
import { createHandoff, redeemHandoff } from '../core/api/handoff.ts';
import { memberInfo } from '../core/api/member.ts';
import { FIRST_SCREEN_ID, firstScreenSchema, type FirstScreen } from '../core/first-screen.ts';
import { FIRST_SCREEN_CARDS } from '../core/games/card.ts';
import { shapedNumbers } from '../core/number-shape.ts';
import { FRONT_NUMBER_SHAPES } from '../core/number-shape.fixture.ts';
import { FIRST_SCREEN_STYLES } from '../host/first-screen-styles.ts';
import { fingerprint } from '../core/rules/announcementPopup.ts';
import { contentSecurityPolicy, escapeHtml } from './http/security-headers.ts';
import { cleanupTempDirs, startPlatform, tempDir, type TestPlatform } from './testing.ts';

let t: TestPlatform;
const SITE_CSS = 'mc-site{display:block}.mc-first-screen{position:absolute}';

beforeAll(async () => {
  const site = tempDir();
  mkdirSync(join(site, 'assets'));
  writeFileSync(
    join(site, 'index.html'),
    '<!doctype html>\n<html lang="en" dir="ltr">\n<head><meta name="mc-merchant" content="MC01" /><script type="module" src="/m/assets/app-abc123.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/m/assets/index-abc123.css"></head>\n<body><mc-site></mc-site></body>\n</html>',
  );
  writeFileSync(join(site, 'assets', 'index-abc123.css'), SITE_CSS);
  t = await startPlatform({ siteDir: site });
});
afterAll(async () => {
  await t.close();
  cleanupTempDirs();
});

/** A player signed in elsewhere who tapped through a partner's frame: the cookies the site's hand-off route leaves with the browser. */
async function handedOff(username: string, password: string): Promise<{ cookie: string; token: string }> {
  const token = await t.client.login(username, password);
  const { code } = await t.client.ok(createHandoff, undefined, { token, headers: { Origin: t.url } });
  const res = await fetch(`${t.url}/m/handoff`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: t.url, 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams({ code, to: '/m/mine' }).toString(),
  });
  expect(res.status).toBe(303);
  return { cookie: [...new Set(res.headers.getSetCookie().map((c) => c.split(';')[0]!))].join('; '), token };
}

async function page(path: string, headers: Record<string, string> = {}): Promise<{ html: string; data: FirstScreen; res: Response }> {
  const res = await fetch(t.url + path, { headers });
  const html = await res.text();
  const m = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ID}">([^<]*)</script>`).exec(html);
  if (!m) throw new Error(`no first-screen block in ${path}`);
  return { html, data: firstScreenSchema(JSON.parse(m[1]!)), res };
}

describe('the /m/ page carries its first screen', () => {
  it('has its stylesheet inside, allowed by its hash alone: the first paint waits for no second request', async () => {
    const { res, html } = await page('/m/home');
    expect(html).toContain(`<style>${SITE_CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    const hash = `'sha256-${createHash('sha256').update(SITE_CSS).digest('base64')}'`;
    const policy = res.headers.get('content-security-policy')!;
    expect(policy).toBe(contentSecurityPolicy([hash]));
    expect(policy).toContain(`style-src 'self' ${hash};`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('has the configuration the start-up call would answer, and every English text, under the same strict CSP', async () => {
    const { data, res, html } = await page('/m/login');
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self' 'sha256-[\w+/=]+'; /);
    // The same page for every visitor in this language: a CDN may keep it a short time, the browser asks each time.
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(data.config).toEqual(await t.client.ok(initialConfig));
    expect(data.language).toBe('EN');
    expect(data.merchant).toBe('MC01');
    expect(data.texts.EN?.['site.name']).toBeTruthy();
    expect(Object.keys(data.texts)).toEqual(['EN']);
    // Only the home and help pages show banners: the login page has no content data, and no image preload.
    expect(data.banners).toBeUndefined();
    expect(data.hotMatches).toBeUndefined();
    expect(html).not.toContain('rel="preload"');
    // The only script that runs is the site's own module: the block is data.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="module" src="/m/assets/app-abc123.js">',
      `<script type="application/json" id="${FIRST_SCREEN_ID}">`,
    ]);
  });

  it('on the home page also has the banners (the first one preloaded), the home announcements and the hot matches', async () => {
    const { data, html } = await page('/m/home');
    expect(data.banners?.position).toBe('home');
    expect(data.banners?.list.length).toBeGreaterThan(0);
    expect(data.announcements?.length).toBeGreaterThan(0);
    expect(data.hotMatches?.length).toBeGreaterThan(0);
    const first = data.banners!.list[0]!;
    expect(html).toContain(`<link rel="preload" as="image" href="${first.url.replaceAll('&', '&amp;')}" fetchpriority="high" />`);
    // Its markup, painted before any script: the header's logo, that banner image, the notice, the footer.
    const markup = /<mc-site>(<div slot="first-screen" class="mc-first-screen" aria-hidden="true" inert>.*)<\/mc-site>/.exec(html)?.[1] ?? '';
    expect(markup).toContain(`<img src="${first.url.replaceAll('&', '&amp;')}" width="${first.width}" height="${first.height}" alt="" fetchpriority="high">`);
    expect(markup).toContain('<img src="/img/logo.svg"');
    const notice = data.announcements!.find((a) => !a.execution)!;
    expect(markup).toContain(`<div class="mc-fs-notice">`);
    expect(markup).toContain(notice.title.replaceAll('&', '&amp;').replaceAll('<', '&lt;'));
    // The footer lights the page's own item, as the shell tells <mc-footer>: home here, none on help.
    const lit = (html: string) =>
      [...html.matchAll(/<button type="button" class="item[^"]*" aria-current="page">.*?<span class="label">([^<]*)</g)].map((m) => m[1]);
    expect(lit(markup)).toEqual([data.texts.EN!['footer.home']]);
    expect((await page('/m/register')).html).toContain('<mc-site></mc-site>');
    const help = await page('/m/help');
    expect(help.data.banners?.position).toBe('help');
    expect(help.data.announcements).toBeUndefined();
    expect(help.html).toContain('class="mc-fs-footer"');
    expect(lit(help.html)).toEqual([]);
  });

  it("on the login page has the sign-in form in the player's language, as the registration settings make it", async () => {
    const form = (html: string) => /<mc-site>(<div slot="first-screen" class="mc-first-screen" aria-hidden="true" inert>.*)<\/mc-site>/.exec(html)?.[1] ?? '';
    const { data, html } = await page('/m/login?redirect=/m/mine', { Cookie: 'mc_lang=PT' });
    expect(Object.keys(data.texts)).toEqual(['PT']);
    const pt = data.texts.PT!;
    const markup = form(html);
    for (const key of ['login.title', 'login.username', 'login.password', 'login.remember', 'login.forgot', 'login.submit', 'login.trial', 'account.service'])
      expect(markup).toContain(`>${pt[key]!.replaceAll('&', '&amp;')}<`);
    expect(pt['login.title']).not.toBe((await page('/m/login')).data.texts.EN!['login.title']);
    const sms = data.config!.register.mobileLogin === true && data.config!.whitelabel.LOGINSMS3 !== false;
    expect(markup.includes('class="tabs"')).toBe(sms);
    expect(markup.includes(`>${pt['login.register']}<`)).toBe(data.config!.whitelabel.DIRECTREG3 !== false);
    // Nothing there to use: the markup is inert, with no form, link, script or image.
    expect(markup.match(/<(script|img|a|form)\b/g)).toBeNull();
  });

  it("draws the parts like elements with the elements' classes, each one whose rules the site's stylesheet carries for that part", async () => {
    // host/first-screen-styles.ts names them; the build writes their element rules under the part's scope.
    const { Window } = await import('happy-dom');
    const window = new Window();
    const classes = new Map(FIRST_SCREEN_STYLES.parts.map((p) => [p.scope, p.classes]));
    const drawn = new Set<string>();
    try {
      const arrived = { Cookie: (await handedOff('demo', 'demo1234')).cookie };
      for (const [path, headers] of [
        ...['/m/home', '/m/help', '/m/login', '/m/mine', '/m/gameList?gameType=RNG&vendor=JL'].map((p) => [p, {}] as const),
        ['/m/mine', arrived] as const,
      ]) {
        // The first screen, and beside it the announcement popup and the download bar (front/site/popup.ts, download-bar.ts).
        window.document.body.innerHTML =
          /<(mc-site>.*<\/mc-site>(?:<div class="mc-fs-popup".*?<\/dialog><\/div>)?(?:<div class="mc-fs-bar".*?<\/button><\/div><\/div>)?)/s.exec(
            (await page(path, headers)).html,
          )?.[1] ?? '';
        const parts = [...window.document.querySelectorAll('.mc-first-screen > *, body > .mc-fs-popup, body > .mc-fs-bar')];
        expect(parts.length, path).toBeGreaterThan(0);
        for (const part of parts) {
          const scope = [...part.classList].find((c) => classes.has(c));
          // The page's own: the banner image and the notice bar.
          if (!scope) {
            expect(part.className, path).toMatch(/^mc-fs-(banner|notice)\b/);
            continue;
          }
          drawn.add(scope);
          for (const element of part.querySelectorAll('[class]'))
            for (const name of element.classList) if (!name.startsWith('mc-fs-')) expect(classes.get(scope), `${path}: .${name} in .${scope}`).toContain(name);
        }
      }
    } finally {
      await window.happyDOM.close();
    }
    expect([...drawn].sort()).toEqual([...classes.keys()].sort());
  });

  it('has no first-screen markup when the platform could not say how the site starts (no configuration)', async () => {
    await t.client.admin('/__admin/switches', { failureRate: 1, failureMode: '500', failurePaths: ['/wps/system/init'] });
    try {
      expect((await page('/m/login')).html).toContain('<mc-site></mc-site>');
    } finally {
      await t.client.admin('/__admin/reset', {});
    }
  });

  it("on the game list page has the paged list's first page for the address's filter (not hot, favourites or recents)", async () => {
    const { data } = await page('/m/gameList?gameType=fish&vendor=JL');
    expect(data.gameList?.filter).toEqual({ gameType: 'FISH', classify: 'ALL', vendor: 'JL' });
    expect(data.gameList?.games.every((g) => g.gameType === 'FISH' && g.vassalage === 'JL')).toBe(true);
    expect((await page('/m/gameList')).data.gameList?.games).toHaveLength(26);
    for (const classify of ['HOT', 'FAV', 'RECENT']) expect((await page(`/m/gameList?classify=${classify}`)).data.gameList).toBeUndefined();
    expect((await page('/m/gameList?gameType=LOTT')).data.gameList).toBeUndefined();
    expect((await page('/m/home')).data.gameList).toBeUndefined();
  });

  it("on the game list page also carries the game types' vendors and classifications the list's tabs and cards name", async () => {
    const { data } = await page('/m/gameList?gameType=RNG');
    const answer = (await (
      await fetch(`${t.url}/wps/relay/GCSGAME_getVassGameType?typeId=1&merchantCode=MC01`, { headers: { Merchant: 'MC01', 'Module-Id': 'GAMELO3' } })
    ).json()) as { value: unknown };
    expect(data.vendorTypes).toEqual(answer.value);
    expect((await page('/m/gameList?classify=HOT')).data.vendorTypes).toBeUndefined();
    expect((await page('/m/home')).data.vendorTypes).toBeUndefined();
  });

  it("on the game list page has the list as a visitor first sees it, in the player's language: tabs, search, filter and the first page's cards", async () => {
    const screen = (html: string) =>
      /<mc-site><div slot="first-screen" class="mc-first-screen" aria-hidden="true" inert>(.*)<\/div><\/mc-site>/.exec(html)?.[1] ?? '';
    const { data, html } = await page('/m/gameList?gameType=rng&vendor=JL', { Cookie: 'mc_lang=PT' });
    const pt = data.texts.PT!;
    const markup = screen(html);
    for (const key of ['title.gameList', 'games.tab.all', 'games.tab.new', 'games.tab.fav', 'games.tab.hot', 'games.filter.open', 'games.play', 'footer.home'])
      expect(markup).toContain(`>${pt[key]}<`);
    expect(markup).toContain(`placeholder="${pt['games.search.placeholder']}"`);
    for (const { displayName } of data.vendorTypes!.RNG!.gameClassify) expect(markup).toContain(`>${escapeHtml(displayName)}</button>`);
    // The address's vendor counts as a filter, as on the element's button.
    expect(markup).toContain('<span class="badge">1</span>');
    // A visitor has no recents: no tab for them.
    expect(markup).not.toContain(`>${pt['games.tab.recent']}<`);
    const cards = [...markup.matchAll(/<li class="card">(.*?)<\/li>/g)].map((m) => m[1]!);
    // The rows of a phone's first screen; the rest of the carried page comes with the element.
    expect(cards).toHaveLength(FIRST_SCREEN_CARDS);
    expect(data.gameList!.games.length).toBeGreaterThan(FIRST_SCREEN_CARDS);
    data.gameList!.games.slice(0, FIRST_SCREEN_CARDS).forEach((game, i) => {
      expect(cards[i]).toContain(`<img src="/img/game/${game.nodeId}.webp" width="160" height="160" alt="" loading="${i < 9 ? 'eager' : 'lazy'}"`);
      expect(cards[i]!.includes('fetchpriority="high"')).toBe(i < 3);
      expect(cards[i]).toContain(`<span class="card-name" dir="auto">${escapeHtml(game.displayName)}</span><span class="card-vendor">JILI</span>`);
    });
    expect(markup.match(/<(script|a|form)\b/g)).toBeNull();
  });

  it('writes what the platform names on the game list as text, never as markup', async () => {
    const evil = '<img src=x onerror=alert(1)>"&';
    const [first] = t.platform.db.prepare("SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY sort LIMIT 1").all() as { node_id: string }[];
    t.platform.db.prepare('UPDATE games SET display_name = ? WHERE node_id = ?').run(evil, first!.node_id);
    t.platform.db.prepare("UPDATE classifications SET display_name = ? WHERE game_type = 'RNG'").run(evil);
    t.platform.db.prepare("UPDATE vendors SET display_name = ? WHERE code = 'JL'").run(evil);
    const { html } = await page('/m/gameList?gameType=RNG');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<span class="card-name" dir="auto">&lt;img src=x onerror=alert(1)&gt;&quot;&amp;</span>');
    expect(html).toContain('<span class="card-vendor">&lt;img src=x onerror=alert(1)&gt;&quot;&amp;</span>');
    expect(html).toContain('<button type="button" class="tab" role="tab">&lt;img src=x onerror=alert(1)&gt;&quot;&amp;</button>');
  });

  it('draws the popup announcements beside the first screen, outside it: each with its group and title, each group with the fingerprint the site reckons, the content sanitised', async () => {
    const evil =
      '<p id="mc-first-screen" class="mc-fs-header" onclick="alert(1)">Hi <a href="javascript:alert(1)">x</a> <a href="https://example.com/t">terms</a>' +
      '<img src="/img/a.png" onerror="alert(2)"><script>alert(3)</script><style>*{}</style></p>';
    const [row] = t.platform.db.prepare("SELECT content_i18n FROM announcements WHERE id = 'AN006'").all() as { content_i18n: string }[];
    t.platform.db.prepare("UPDATE announcements SET content_i18n = ? WHERE id = 'AN006'").run(JSON.stringify({ EN: evil }));
    try {
      // A language no earlier page asked for: the front's short cache has no answer for it yet.
      const { html, data } = await page('/m/home?lang=de');
      const popup = /<\/mc-site>(<div class="mc-fs-popup" data-groups="([^"]*)">.*?<\/dialog><\/div>)/s.exec(html);
      expect(popup).not.toBeNull();
      const items = data.announcements!.filter((a) => a.execution !== undefined);
      expect(new Set(items.map((a) => a.execution))).toEqual(new Set(['A', 'B', 'F']));
      const groups = JSON.parse(popup![2]!.replaceAll('&quot;', '"')) as unknown;
      expect(groups).toEqual(
        (['A', 'B', 'F'] as const).map((group) => {
          const mine = items.filter((a) => a.execution === group);
          return { group, fingerprint: fingerprint(mine), count: mine.length };
        }),
      );
      for (const a of items) expect(popup![1]).toContain(`<article class="item" data-execution="${a.execution}" data-title="${escapeHtml(a.title)}">`);
      const content = /data-execution="B".*?<div class="platform-html" dir="auto">(.*?)<\/div><\/article>/s.exec(popup![1]!)?.[1];
      expect(content).toBe(
        '<p>Hi <a>x</a> <a href="https://example.com/t" target="_blank" rel="noopener noreferrer">terms</a><img src="/img/a.png" loading="lazy" decoding="async" /></p>',
      );
      // Nothing of the platform's HTML inside the inert first screen, and no popup where the page has none.
      expect((await page('/m/login')).html).not.toContain('mc-fs-popup');
    } finally {
      t.platform.db.prepare("UPDATE announcements SET content_i18n = ? WHERE id = 'AN006'").run(row!.content_i18n);
    }
  });

  it("draws the download bar beside the first screen, hidden until the page shows it, with the merchant's app and the store links' button; none without a store link", async () => {
    await t.client.admin('/__admin/switches', { mobileTemplate: { app_desc: '<b onmouseover="alert(1)">Best</b> app', app_background: '/img/bar"x".png' } });
    try {
      const { html } = await page('/m/home?lang=fr');
      const bar = /<\/mc-site>(?:<div class="mc-fs-popup".*?<\/dialog><\/div>)?(<div class="mc-fs-bar" hidden([^>]*)>(.*?)<\/div><\/div>)<script/s.exec(html);
      expect(bar).not.toBeNull();
      const [, , attrs, inner = ''] = bar!;
      // The template's colours for the CSSOM (no style attribute under the page's CSP), its text as text.
      expect(attrs).toBe(
        ' data-background="var(--mc-download-bar-background, center / cover no-repeat url(&quot;/img/bar\\&quot;x\\&quot;.png&quot;))" data-desc-color="#ffffff"',
      );
      expect(inner).not.toContain('style=');
      expect(inner).toContain('<span class="desc">&lt;b onmouseover=&quot;alert(1)&quot;&gt;Best&lt;/b&gt; app</span>');
      expect(inner).toContain('<img class="icon" src="/img/app-icon.svg" width="40" height="40" alt="" fetchpriority="low">');
      expect(inner).toMatch(/<button type="button" class="close" aria-label="[^"]+">/);
      expect(inner).toMatch(/<button type="button" class="btn btn-primary download" aria-haspopup="dialog">[^<]+<\/button>$/);
      expect(inner.match(/class="stars" role="img" aria-label="[^"]+"/)).not.toBeNull();
      // Only where the page has the element.
      expect((await page('/m/login')).html).not.toContain('mc-fs-bar');
      expect((await page('/m/help')).html).not.toContain('mc-fs-bar');
    } finally {
      await t.client.admin('/__admin/reset', {});
    }
    // The app icon alone is no store link: the install offer that could still bring a bar is the page's to see.
    const [row] = t.platform.db.prepare("SELECT value FROM settings WHERE key = 'resources'").all() as { value: string }[];
    t.platform.db
      .prepare("INSERT INTO settings (key, value) VALUES ('resources', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
      .run(JSON.stringify([{ resourceType: 'AppDownloadIcon', url: '/img/app-icon.svg' }]));
    try {
      // A language no earlier page asked for: the front's short cache has no answer for it yet.
      expect((await page('/m/home?lang=es')).html).not.toContain('mc-fs-bar');
    } finally {
      if (row) t.platform.db.prepare("UPDATE settings SET value = ? WHERE key = 'resources'").run(row.value);
      else t.platform.db.prepare("DELETE FROM settings WHERE key = 'resources'").run();
    }
  });

  it('has no game list markup where the list has nothing to show before its code: hot, favourites, an empty first page', async () => {
    const hasMarkup = async (path: string) => (await page(path)).html.includes('slot="first-screen"');
    expect(await hasMarkup('/m/gameList?gameType=RNG')).toBe(true);
    expect(await hasMarkup('/m/gameList?classify=HOT')).toBe(false);
    expect(await hasMarkup('/m/gameList?gameType=RNG&vendor=NOPE')).toBe(false);
  });

  it('speaks the language the site remembered in its cookie, its texts alone (English comes later, as the fallback), and sets <html lang dir>', async () => {
    const { data, html } = await page('/m/home', { Cookie: 'other=1; mc_lang=AR' });
    expect(data.language).toBe('AR');
    expect(Object.keys(data.texts)).toEqual(['AR']);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const unknown = await page('/m/home', { Cookie: 'mc_lang=XX' });
    expect(unknown.data.language).toBe('EN');
  });

  it("carries how the page's language writes numbers, as the front's Intl writes them, so the site makes no Intl object of its own", async () => {
    for (const [path, code] of [
      ['/m/home', 'EN'],
      ['/m/home?lang=HI', 'HI'],
      ['/m/login?lang=FA', 'FA'],
      ['/m/gameList?lang=MY', 'MY'],
    ] as const) {
      const { data } = await page(path);
      expect(data.language, path).toBe(code);
      expect(data.numbers, path).toEqual(FRONT_NUMBER_SHAPES[code]);
    }
    const hindi = (await page('/m/home?lang=HI')).data.numbers!;
    expect(shapedNumbers(hindi)!(123456789.5, 2)).toBe('12,34,56,789.50');
  });

  it('lets a CDN share a page whose language the address names (or nobody names), never one the cookie chose', async () => {
    const shared = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;
    const byCookie = await page('/m/home', { Cookie: 'mc_lang=PT' });
    expect(byCookie.data.language).toBe('PT');
    expect(byCookie.res.headers.get('cache-control')).toBe('private, no-cache');
    const byAddress = await page('/m/home?lang=pt', { Cookie: 'mc_lang=AR' });
    expect(byAddress.data.language).toBe('PT');
    expect(byAddress.res.headers.get('cache-control')).toMatch(shared);
    const nobody = await page('/m/home');
    expect(nobody.data.language).toBe('EN');
    expect(nobody.res.headers.get('cache-control')).toMatch(shared);
    expect(nobody.res.headers.get('vary')).not.toMatch(/cookie/i);
  });

  it("on the member centre a hand-off leads to, draws the arriving player's card, for them alone, and leaves the code to the page", async () => {
    const { cookie, token } = await handedOff('demo', 'demo1234');
    const member = await t.client.ok(memberInfo, undefined, { token });
    expect(member.headIcon).toBeTruthy();
    const { data, html, res } = await page('/m/mine', { Cookie: cookie });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(data.arrival).toEqual({ userName: 'demo', member });
    const markup = /<mc-site>(.*)<\/mc-site>/s.exec(html)![1]!;
    expect(markup).toContain(`<img class="avatar" src="${escapeHtml(member.headIcon!)}" width="72" height="72" alt="" fetchpriority="high">`);
    expect(markup).toContain(`<span class="name-text">${escapeHtml(member.nickname || member.account)}</span>`);
    expect(markup).toContain(`Account: <span>${member.account}</span>`);
    expect(markup).not.toContain('avatar placeholder');

    // Opened, not used: the page redeems the same code afterwards.
    const redeemed = await t.client.send(redeemHandoff, {}, { headers: { Cookie: cookie, Origin: t.url } });
    expect(redeemed.body).toMatchObject({ success: true, value: { userName: 'demo' } });
    // A used code draws nobody: the skeleton every player gets.
    const after = await page('/m/mine', { Cookie: cookie });
    expect(after.data.arrival).toBeUndefined();
    expect(after.html).toContain('avatar placeholder');
    expect(after.res.headers.get('cache-control')).toMatch(/^public, /);
  });

  it('draws nobody for a page without the member card, a code of the wrong shape or a platform that does not answer', async () => {
    const { cookie } = await handedOff('demo', 'demo1234');
    const home = await page('/m/home', { Cookie: cookie });
    expect(home.data.arrival).toBeUndefined();
    expect(home.res.headers.get('cache-control')).toMatch(/^public, /);
    expect((await page('/m/mine', { Cookie: 'mc_handoff_code=not-a-code' })).data.arrival).toBeUndefined();
    await t.client.admin('/__admin/switches', { failureRate: 1, failureMode: '500', failurePaths: ['/wps/member/info'] });
    try {
      const mine = await page('/m/mine', { Cookie: cookie });
      expect(mine.data.arrival).toBeUndefined();
      expect(mine.html).toContain('avatar placeholder');
    } finally {
      await t.client.admin('/__admin/reset', {});
    }
  });

  it('keeps no page whose address carries a secret (a reset link), and that page sends no Referer', async () => {
    const { res } = await page('/m/resetPassword?token=abcdefghijklmnopqrstuvwxyz012345');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await page('/m/home')).res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keeps platform text that looks like markup inside the data block', async () => {
    const evil = '</script><script src="https://evil.example/x.js"></script><!--';
    t.platform.db.prepare('UPDATE banners SET title_i18n = ?').run(JSON.stringify({ EN: evil }));
    const { data, html } = await page('/m/home');
    expect(data.banners?.list[0]?.title).toBe(evil);
    expect(html).not.toContain('evil.example/x.js"></script>');
    expect(html.match(/<script\b/g)).toHaveLength(2);
  });

  it('leaves out what the failure switches make fail, so the site asks and meets the failure', async () => {
    await t.client.admin('/__admin/switches', { failureRate: 1, failureMode: '500', failurePaths: ['/wps/system/init'] });
    try {
      const { data } = await page('/m/home');
      expect(data.config).toBeUndefined();
      expect(data.banners).toBeDefined();
    } finally {
      await t.client.admin('/__admin/reset', {});
    }
  });
});
