import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationSettings } from '../core/api/registration.ts';
import { initialConfig } from '../core/api/site.ts';
import { FRAME_DATA_ID, frameDataSchema, type FrameData } from '../core/frame-data.ts';
import { textsOfParts } from '../core/text-parts.ts';
import { FRAMED_FIRST_SCREENS } from '../front/embed/frame-first-screen.ts';
import { elementTextParts } from '../scripts/kit-source.mjs';
import FOLDERS from '../widgets/elements.json' with { type: 'json' };
import { frameContentSecurityPolicy } from '../front/embed/frame.ts';
import { FIRST_SCREEN_STYLES } from '../host/first-screen-styles.ts';
import { initialTab, shownFields } from '../widgets/register/fields.ts';
import { cleanupTempDirs, startPlatform, tempDir, type TestPlatform } from './testing.ts';

/**
 * The kit's frame page carries its element's first screen (front/embed/frame-first-screen.ts):
 * the form, typeable before any script, in the frame's language, with the fields the merchant's
 * registration settings show, under the frame's strict policy.
 */
const PARTNER = 'https://partner.example';
const SITE_CSS = '/m/assets/index-abc123.css';
const SITE_RULES = '.mc-fs-form{display:flex}';
const FRAME_CSS = join(import.meta.dirname, '..', 'front', 'embed', 'frame.css');
let t: TestPlatform;
let siteCss: string;

const cspSource = (css: string): string => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** Rewrites the built site's stylesheet; its time moves on, so the front reads it again. */
let written = Date.now() / 1000;
function setSiteRules(css: string): void {
  writeFileSync(siteCss, css);
  written += 10;
  utimesSync(siteCss, written, written);
}

beforeAll(async () => {
  const root = tempDir('mc-frame-fs-');
  mkdirSync(join(root, 'site', 'assets'), { recursive: true });
  mkdirSync(join(root, 'kit', '9.9.9'), { recursive: true });
  writeFileSync(join(root, 'kit', '9.9.9', 'frame-loader.js'), 'export {};');
  // The lite build's manifest: what the frame asks for at once (front/embed/frame-preloads.ts).
  mkdirSync(join(root, 'kit', '9.9.9', 'lite', '.vite'), { recursive: true });
  writeFileSync(
    join(root, 'kit', '9.9.9', 'lite', '.vite', 'manifest.json'),
    JSON.stringify({
      'kit/runtime.ts': { file: 'runtime-aaa.js', isEntry: true, dynamicImports: ['widgets/register/index.ts', 'kit/frame.ts'] },
      'kit/frame.ts': { file: 'frame-bbb.js', imports: ['kit/runtime.ts', '_live-ccc.js'], dynamicImports: ['core/auth/signOut.ts'] },
      '_live-ccc.js': { file: 'live-ccc.js', imports: ['kit/runtime.ts'] },
      'widgets/register/index.ts': { file: 'mc-register-ddd.js', imports: ['kit/runtime.ts', '_account-forms-eee.js', '_live-ccc.js'] },
      '_account-forms-eee.js': { file: 'account-forms-eee.js', imports: ['kit/runtime.ts'] },
      'core/auth/signOut.ts': { file: 'signOut-fff.js' },
      'widgets/settings/index.ts': { file: 'mc-settings-ggg.js', imports: ['kit/runtime.ts', '../../evil.js'] },
      '../../evil.js': { file: '../../evil.js' },
    }),
  );
  writeFileSync(
    join(root, 'site', 'index.html'),
    `<!doctype html><html lang="en" dir="ltr"><head><link rel="stylesheet" crossorigin href="${SITE_CSS}"></head><body><mc-site></mc-site></body></html>`,
  );
  siteCss = join(root, 'site', 'assets', 'index-abc123.css');
  writeFileSync(siteCss, SITE_RULES);
  t = await startPlatform({ siteDir: join(root, 'site'), allowedOrigins: [PARTNER] });
});
afterAll(async () => {
  await t.close();
  cleanupTempDirs();
});

async function frame(query: string): Promise<{ res: Response; html: string }> {
  const res = await fetch(`${t.url}/kit/9.9.9/frame.html?origin=${encodeURIComponent(PARTNER)}&${query}`);
  return { res, html: await res.text() };
}

/** The ids of the element's boxes the page's boxes stand for (theirs after the prefix). */
const ids = (html: string): string[] => [...html.matchAll(/<input [^>]*id="fs-([^"]+)"/g)].map((m) => m[1]!);
const locale = (code: string): Record<string, string> => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', `${code}.json`), 'utf8'));

describe('the frame page of a register form', () => {
  it('has the boxes the merchant’s settings show, with the element’s ids, in the frame’s language', async () => {
    const { res, html } = await frame('tag=mc-register&lang=PT&a.affiliate-code=AFF001');
    expect(res.status).toBe(200);
    const settings = await t.client.ok(registrationSettings);
    const fields = shownFields(settings, initialTab(settings)).map(({ field }) => `register-${field}`);
    expect(fields).toContain('register-username');
    expect(ids(html)).toEqual([...fields, 'register-agree']);
    expect(html).toMatch(/<input id="fs-register-username" name="username" type="text" autocomplete="username" aria-required="true">/);
    expect(html).toMatch(/<input id="fs-register-password" name="password" type="password" autocomplete="new-password"/);
    // The link's affiliate code is in its box, as the element fills it.
    expect(html).toMatch(/<input id="fs-register-affiliateCode" name="affiliateCode" type="text" value="AFF001">/);
    const pt = locale('pt');
    expect(html).toContain('<html lang="pt');
    // The element's markup and classes inside the part's wrapper (host/first-screen-styles.ts).
    expect(html).toContain('<div class="mc-fs-form"><div class="form"><h1 class="heading">');
    expect(html).toContain(`<label for="fs-register-username">${pt['register.field.username']}</label>`);
    expect(html).toContain(`<h1 class="heading">${pt['register.title']}</h1>`);
    expect(html).toContain(pt['register.agree']!.replace('{{age}}', String(settings.minimumAge)));
    // Both methods on: the tabs, the first one lit.
    expect(html).toContain(
      `<div class="tabs" role="tablist"><button type="button" class="tab" role="tab" aria-selected="true" tabindex="-1">${pt['register.tab.username']}</button>`,
    );
  });

  it('keeps the frame’s strict policy: its styles written in and allowed by their hashes alone, its one script the loader', async () => {
    const { res, html } = await frame('tag=mc-register&lang=EN');
    // The site's built stylesheet and the frame's own, in the page: no round trip before the form paints.
    const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toEqual([SITE_RULES, readFileSync(FRAME_CSS, 'utf8')]);
    expect(html).not.toContain('rel="stylesheet"');
    expect(res.headers.get('content-security-policy')).toBe(frameContentSecurityPolicy([PARTNER], styles.map(cspSource)));
    expect(html).not.toMatch(/\sstyle=|\son[a-z]+=/i);
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script type="module" src="/kit/9.9.9/frame-loader.js" data-merchant="MC01" data-build="lite" data-lang="EN" async>',
      // Data, never run (core/frame-data.ts).
      `<script type="application/json" id="${FRAME_DATA_ID}">`,
    ]);
  });

  it('paints in the page’s theme from the start: the kit’s tokens of its address, and no other', async () => {
    const theme = new URLSearchParams({
      't.--mc-color-primary': 'rgb(20, 184, 196)',
      't.--mc-font': "'Inter', sans-serif",
      't.--mc-color-text': 'red}body{display:none',
      't.--mc-color-muted': "'open",
      't.--page-own': 'blue',
    });
    const { res, html } = await frame(`tag=mc-register&${theme}`);
    const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]!);
    const themeCss = ":root{--mc-color-primary:rgb(20, 184, 196)}\n:root{--mc-font:'Inter', sans-serif}\n";
    expect(styles.at(-1)).toBe(themeCss);
    expect(res.headers.get('content-security-policy')).toContain(cspSource(themeCss));
    // The same sheet as a file, for a page that links it.
    const css = await fetch(`${t.url}/kit/9.9.9/theme.css?${theme}`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toBe(themeCss);
  });

  it('links its stylesheets as files, named by their text, where one could close its own element', async () => {
    const closing = `${SITE_RULES}/*</style>*/`;
    setSiteRules(closing);
    try {
      const { res, html } = await frame('tag=mc-register&lang=EN');
      expect(html).not.toContain('<style');
      expect(res.headers.get('content-security-policy')).toBe(frameContentSecurityPolicy([PARTNER]));
      const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!);
      expect(sheets).toEqual([
        expect.stringMatching(/^\/kit\/9\.9\.9\/site\.css\?h=[0-9a-f]{12}$/),
        expect.stringMatching(/^\/kit\/9\.9\.9\/frame\.css\?h=[0-9a-f]{12}$/),
      ]);
      const [site, own] = await Promise.all(sheets.map((href) => fetch(t.url + href)));
      for (const css of [site!, own!]) {
        expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
        expect(css.headers.get('cache-control')).toContain('immutable');
      }
      expect(await site!.text()).toBe(closing);
      expect(await own!.text()).toContain('.mc-fs-frame');
    } finally {
      setSiteRules(SITE_RULES);
    }
  });

  it('escapes the attributes it writes', async () => {
    const { html } = await frame(`tag=mc-register&a.affiliate-code=${encodeURIComponent('"><b>x')}`);
    expect(html).not.toContain('<b>');
    expect(html).toContain('value="&quot;&gt;&lt;b&gt;x"');
  });
});

/** The page's data block for its element (core/frame-data.ts), read as kit/frame.ts reads it. */
function frameData(html: string): FrameData | undefined {
  const block = html.match(new RegExp(`<script type="application/json" id="${FRAME_DATA_ID}">([^<]*)</script>`));
  return block ? frameDataSchema(JSON.parse(block[1]!)) : undefined;
}

describe('the data a framed form is taken over with', () => {
  it('is the texts of its parts in the frame’s language, and the answers the form was drawn from, as the element’s calls would have them', async () => {
    const data = frameData((await frame('tag=mc-register&lang=PT')).html);
    expect(data).toBeDefined();
    const parts = ['base', ...(elementTextParts({ tag: 'mc-register', module: 'widgets/register/index.ts' }) ?? [])];
    expect(data!.language).toBe('PT');
    expect(data!.merchant).toBe('MC01');
    expect(data!.parts).toEqual(parts);
    expect(data!.texts).toEqual({ PT: textsOfParts(locale('pt'), parts) });
    expect(data!.texts.PT!['register.title']).toBe(locale('pt')['register.title']);
    // Each answer passes its endpoint's check (core/api/request.ts carries it through it) and says what the platform says.
    expect(registrationSettings.response(data!.answers.registrationSettings)).toEqual(await t.client.ok(registrationSettings));
    expect(initialConfig.response(data!.answers.initialConfig)).toEqual(await t.client.ok(initialConfig));
  });

  it('is only English’s for an English frame, and the sign-in form’s carries no registration settings', async () => {
    const data = frameData((await frame('tag=mc-login&lang=EN')).html);
    expect(Object.keys(data!.texts)).toEqual(['EN']);
    expect(Object.keys(data!.answers)).toEqual(['initialConfig']);
  });

  it('names the parts each element renders with (its define()), and another element’s page carries none', async () => {
    for (const [tag, parts] of Object.entries(FRAMED_FIRST_SCREENS)) {
      const folder = (FOLDERS as Record<string, string>)[tag];
      expect(elementTextParts({ tag, module: `widgets/${folder}/index.ts` }), tag).toEqual(parts);
    }
    expect(frameData((await frame('tag=mc-settings')).html)).toBeUndefined();
  });
});

describe('the frame page of a sign-in form', () => {
  it('has the user name and password boxes in the frame’s language, right to left where it reads so', async () => {
    const { html } = await frame('tag=mc-login&lang=AR&a.closable=');
    const ar = locale('ar');
    expect(html).toContain('dir="rtl"');
    expect(ids(html).slice(0, 2)).toEqual(['login-username', 'login-password']);
    expect(ids(html)).toContain('login-remember');
    expect(html).toMatch(/<input id="fs-login-password" name="password" type="password" autocomplete="current-password"/);
    expect(html).toContain(`<label for="fs-login-username">${ar['login.username']}</label>`);
    // `closable`: the close control, before the heading (whose rule keeps it clear of the control).
    expect(html).toContain(`<button type="button" class="page-close" aria-label="${ar['common.close']}" tabindex="-1"><svg`);
    expect(html).toContain(`</button><h1 class="heading">${ar['login.title']}</h1>`);
  });

  it('without a language, in English; without `closable`, no close control', async () => {
    const { html } = await frame('tag=mc-login');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(`<div class="form"><h1 class="heading">${locale('en')['login.title']}</h1>`);
    expect(html).not.toContain('page-close');
  });
});

describe("the frame page's forms", () => {
  it("use the elements' classes, each one whose rules the site's stylesheet carries for the forms", async () => {
    // host/first-screen-styles.ts names them; the build writes their element rules under .mc-fs-form.
    const listed = FIRST_SCREEN_STYLES.parts.find((p) => p.scope === 'mc-fs-form')!.classes;
    for (const query of ['tag=mc-register&a.closable=', 'tag=mc-login&a.closable=']) {
      const { html } = await frame(query);
      const form = /<div class="mc-fs-frame"[^>]*>(.*)<\/div><script type="application\/json"[^>]*>[^<]*<\/script><\/body>/s.exec(html)?.[1] ?? '';
      expect(form, query).toMatch(/^<div class="mc-fs-form">/);
      const used = new Set([...form.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(' ')));
      for (const name of used) if (name !== 'mc-fs-form') expect(listed, `${query}: .${name}`).toContain(name);
    }
  });
});

describe('the modules a frame asks for at once', () => {
  const preloads = (html: string): string[] => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);

  it("are the runtime, the frame's code and the element's, each with what it imports, once each and after the loader", async () => {
    const { html } = await frame('tag=mc-register&lang=EN');
    expect(preloads(html)).toEqual([
      '/kit/9.9.9/lite/runtime-aaa.js',
      '/kit/9.9.9/lite/frame-bbb.js',
      '/kit/9.9.9/lite/live-ccc.js',
      '/kit/9.9.9/lite/mc-register-ddd.js',
      '/kit/9.9.9/lite/account-forms-eee.js',
    ]);
    expect(html.indexOf('rel="modulepreload"')).toBeGreaterThan(html.indexOf('frame-loader.js'));
  });

  it('name only files of the build’s folder, and nothing for a tag the kit does not have or a build with no manifest', async () => {
    expect(preloads((await frame('tag=mc-settings')).html)).toEqual([
      '/kit/9.9.9/lite/runtime-aaa.js',
      '/kit/9.9.9/lite/frame-bbb.js',
      '/kit/9.9.9/lite/live-ccc.js',
      '/kit/9.9.9/lite/mc-settings-ggg.js',
    ]);
    expect(preloads((await frame('tag=mc-nothing')).html)).toEqual([]);
    expect(preloads((await frame('tag=mc-register&build=react')).html)).toEqual([]);
  });
});

describe('the frame page of another element', () => {
  it('is the loader alone, as before', async () => {
    const { html } = await frame('tag=mc-settings');
    expect(html).toContain('<body></body>');
    expect(html).not.toContain('rel="stylesheet"');
  });
});
