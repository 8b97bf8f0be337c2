import { escapeHtml as e } from '../http/headers.ts';
import type { Guide, GuideIndex } from './guides.ts';
import { detailTypeName, type DocElement, type DocManifest, type DocNamed } from './manifest.ts';
import { themeRule, themes } from './themes.ts';

/**
 * The pages of /docs/, rendered from the kit's manifest for the kit version the platform serves.
 * Plain HTML: the only scripts are the kit's loader (for live examples) and the composer's own
 * file, both external, so every page passes the partner pages' CSP with Trusted Types enforced.
 */
export interface DocsContext {
  manifest: DocManifest;
  version: string;
  /** The platform's origin: kit, API and these pages. */
  origin: string;
  /** The CSP a partner page needs (the one these pages carry). */
  csp: string;
  /** Every kit version the platform serves. */
  versions: string[];
  /** Named types of the kit's type file (for event details). */
  types: Map<string, string>;
  /** The guides, when they are built. */
  guides?: GuideIndex;
}

const kitUrl = (c: DocsContext) => `${c.origin}/kit/${c.version}`;

export function loaderTag(c: DocsContext, merchant = 'MC01'): string {
  return `<script type="module" src="${e(kitUrl(c))}/mc-loader.js" data-api="${e(c.origin)}" data-merchant="${e(merchant)}"></script>`;
}

const NAV: [string, string][] = [
  ['/docs/', 'Elements'],
  ['/docs/guides/', 'Guides'],
  ['/docs/theming', 'Theming'],
  ['/docs/events', 'Events'],
  ['/docs/csp', 'Content Security Policy'],
  ['/docs/versions', 'Versions'],
  ['/docs/composer', 'Composer'],
];

/** The chrome of every page: `c.version` is the kit version the pages describe. */
export function layout(c: Pick<DocsContext, 'version'>, path: string, title: string, body: string, head = ''): string {
  const current = (href: string) => href === path || (href === '/docs/guides/' && path.startsWith(href));
  const nav = NAV.map(([href, text]) => `<li><a href="${href}"${current(href) ? ' aria-current="page"' : ''}>${e(text)}</a></li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} · MC embed kit ${e(c.version)}</title>
<link rel="stylesheet" href="/docs/assets/docs.css">
${head}
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="docs-header"><a class="brand" href="/docs/">MC embed kit <span>${e(c.version)}</span></a>
<nav aria-label="Documentation"><ul>${nav}</ul></nav></header>
<main id="main" tabindex="-1">
${body}
</main>
</body>
</html>
`;
}

function table(caption: string, head: string[], rows: string[][]): string {
  if (!rows.length) return '';
  return `<div class="table-wrap"><table><caption>${e(caption)}</caption><thead><tr>${head.map((h) => `<th scope="col">${e(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((cell, i) => (i === 0 ? `<th scope="row">${cell}</th>` : `<td>${cell}</td>`)).join('')}</tr>`)
    .join('')}</tbody></table></div>`;
}

const code = (s: string) => `<code>${e(s)}</code>`;

function snippet(text: string, label: string): string {
  return `<pre class="snippet" tabindex="0" aria-label="${e(label)}"><code>${e(text)}</code></pre>`;
}

export function elementSnippet(c: DocsContext, el: DocElement): string {
  return `${loaderTag(c)}\n<${el.tag}></${el.tag}>`;
}

export function indexPage(c: DocsContext): string {
  const items = c.manifest.elements
    .map((el) => `<li><a href="/docs/elements/${e(el.tag)}">${code(`<${el.tag}>`)}</a> <span>${e(firstSentence(el.summary))}</span></li>`)
    .join('');
  return layout(
    c,
    '/docs/',
    'Elements',
    `<h1>The MC embed kit</h1>
<p class="lead">Put the platform's features on your own page: one script tag loads the kit, and each feature is an HTML element you place where you want it. The elements talk to the platform themselves, follow your theme and tell your page what happens through events.</p>
<h2>Start in three steps</h2>
<ol>
<li>Allow the platform in your page's Content Security Policy (see <a href="/docs/csp">Content Security Policy</a>), and ask the platform to allow your page's origin.</li>
<li>Add the loader, with your merchant code:${snippet(loaderTag(c), 'The loader script tag')}</li>
<li>Place elements, e.g. ${code('<mc-game-list game-type="RNG"></mc-game-list>')}, and set the theme tokens you want (see <a href="/docs/theming">Theming</a>).</li>
</ol>
<p>The <a href="/docs/composer">composer</a> builds a page for you: pick elements, set their attributes and your colours, watch it at phone size and copy the HTML.</p>
${c.guides ? `<h2 id="guides">Guides</h2>\n${guideList(c.guides)}` : ''}
<h2 id="elements">All ${c.manifest.elements.length} elements</h2>
<ul class="element-list">${items}</ul>`,
  );
}

function firstSentence(text: string): string {
  const m = /^(.+?[.!?])(\s|$)/.exec(text);
  return m?.[1] ?? text;
}

function detailBlock(c: DocsContext, type: string): string {
  const name = detailTypeName(type);
  const declaration = c.types.get(name);
  return declaration ? `<details><summary>${code(name)}</summary>${snippet(declaration, `The type ${name}`)}</details>` : code(name);
}

export function elementPage(c: DocsContext, el: DocElement): string {
  const tokens = new Set(c.manifest.tokens.map((t) => t.name));
  const own = el.cssProperties.filter((p) => !tokens.has(p.name));
  const attrs = table(
    'Attributes',
    ['Attribute', 'Type', 'Default', 'What it does'],
    el.attributes.map((a) => [
      code(a.name),
      code(a.values ? a.values.map((v) => `'${v}'`).join(' | ') : a.type),
      a.default ? code(a.default) : '—',
      e(a.description),
    ]),
  );
  const props = table(
    'Properties',
    ['Property', 'Type', 'Attribute', 'What it does'],
    el.properties.map((p) => [code(p.name), code(p.type), p.attribute ? code(p.attribute) : '—', e(p.description)]),
  );
  const events = table(
    'Events',
    ['Event', 'Detail', 'When'],
    el.events.map((ev) => [`<a href="/docs/events#${e(ev.name)}">${code(ev.name)}</a>`, detailBlock(c, ev.type), e(ev.description)]),
  );
  const parts = table(
    'Parts (style them with ::part())',
    ['Part', 'What it is'],
    el.parts.map((p) => [code(p.name), e(p.description)]),
  );
  const cssProps = table(
    'Custom properties of this element',
    ['Custom property', 'Default', 'What it sets'],
    own.map((p) => [code(p.name), p.default ? code(p.default) : '—', e(p.description)]),
  );
  const none = (what: string) => `<p>This element has no ${what}.</p>`;
  return layout(
    c,
    `/docs/elements/${el.tag}`,
    `<${el.tag}>`,
    `<h1>${code(`<${el.tag}>`)}</h1>
<p class="lead">${e(el.summary)}</p>
<h2>Live example</h2>
<p>This is the element itself, loaded from this platform with the kit's loader, with the kit's default theme. Elements for signed-in players show what a visitor sees. This page handles navigation itself, so a link or sign-in request shows up below instead of leaving.</p>
<div class="example" data-events="${e(el.events.map((ev) => ev.name).join(' '))}"><${el.tag}></${el.tag}></div>
<h3 id="example-events">Events from the example</h3>
<ol id="example-log" class="event-log" aria-labelledby="example-events" aria-live="polite"></ol>
<h2>Snippet</h2>
${snippet(elementSnippet(c, el), `Snippet for ${el.tag}`)}
<h2>Attributes</h2>${attrs || none('attributes')}
<h2>Properties</h2>${props || none('properties')}
<h2>Events</h2>${events || none('events of its own')}
<p>Every element also sends ${code('mc-ready')} and ${code('mc-error')} where the <a href="/docs/events">events page</a> says so.</p>
<h2>Parts</h2>${parts || none('parts')}
<h2>Custom properties</h2>${cssProps || '<p>Only the <a href="/docs/theming">theme tokens</a>.</p>'}
<p>It also follows the <a href="/docs/theming">theme tokens</a>.</p>`,
    // The log listens before the loader runs: an element that renders at once is heard too.
    `<script type="module" src="/docs/assets/example.js"></script>\n${loaderTag(c)}`,
  );
}

function tokenRows(tokens: DocNamed[]): string[][] {
  return tokens.map((t) => [code(t.name), t.default ? code(t.default) : '—', e(t.description)]);
}

/** The stylesheet of the two sample themes (served as /docs/assets/themes.css). */
export function themesStylesheet(manifest: DocManifest): string {
  const { light, dark } = themes(manifest.tokens);
  return `/* The light and dark themes of the documentation, from the kit's theme tokens. */\n${themeRule('.theme-light', light)}${themeRule('.theme-dark', dark)}`;
}

export function themingPage(c: DocsContext): string {
  const { light, dark } = themes(c.manifest.tokens);
  const perElement = new Map<string, { description: string; default?: string; tags: string[] }>();
  const tokenNames = new Set(c.manifest.tokens.map((t) => t.name));
  for (const el of c.manifest.elements) {
    for (const p of el.cssProperties) {
      if (tokenNames.has(p.name)) continue;
      const seen = perElement.get(p.name) ?? { description: p.description, ...(p.default ? { default: p.default } : {}), tags: [] };
      seen.tags.push(el.tag);
      perElement.set(p.name, seen);
    }
  }
  const sample = (cls: string, label: string) =>
    `<section class="theme-sample ${cls}" aria-label="${e(label)}"><h3>${e(label)}</h3><mc-notice-bar></mc-notice-bar><mc-jackpot></mc-jackpot></section>`;
  return layout(
    c,
    '/docs/theming',
    'Theming',
    `<h1>Theming</h1>
<p class="lead">Every element reads the same theme tokens: CSS custom properties you set on your page, usually on ${code(':root')}. They pass into the elements' shadow roots, so one rule themes them all. Anything you do not set keeps the kit's default (a dark theme).</p>
${snippet(themeRule(':root', { '--mc-color-primary': '#1d4ed8', '--mc-radius': '6px' }), 'Setting two tokens')}
<h2>Every token</h2>
${table('Theme tokens', ['Token', 'Default', 'What it sets'], tokenRows(c.manifest.tokens))}
<h2>Per-element custom properties</h2>
${table(
  'Custom properties of single elements',
  ['Custom property', 'Default', 'What it sets', 'Elements'],
  [...perElement].map(([name, p]) => [
    code(name),
    p.default ? code(p.default) : '—',
    e(p.description),
    p.tags.map((t) => `<a href="/docs/elements/${e(t)}">${code(t)}</a>`).join(', '),
  ]),
)}
<p>For finer control, style an element's parts with ${code('::part()')}: each element's page lists them.</p>
<h2>A light and a dark theme</h2>
<p>Copy either as a start. The light one is for white pages; the dark one is the kit's defaults.</p>
<h3>Light</h3>
${snippet(themeRule(':root', light), 'Light theme')}
<h3>Dark</h3>
${snippet(themeRule(':root', dark), 'Dark theme')}
<div class="theme-samples">${sample('theme-light', 'Light theme, live')}${sample('theme-dark', 'Dark theme, live')}</div>
<p>To try your own colours on a page at phone size, use the <a href="/docs/composer">composer</a>.</p>`,
    `<link rel="stylesheet" href="/docs/assets/themes.css">\n<script type="module" src="/docs/assets/example.js"></script>\n${loaderTag(c)}`,
  );
}

export function eventsPage(c: DocsContext): string {
  const events = new Map<string, { type: string; description: string; tags: string[] }>();
  for (const el of c.manifest.elements) {
    for (const ev of el.events) {
      const seen = events.get(ev.name) ?? { type: ev.type, description: ev.description, tags: [] };
      seen.tags.push(el.tag);
      events.set(ev.name, seen);
    }
  }
  const everyone = c.manifest.elements.length;
  const list = [...events]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, ev]) => `<section class="event" id="${e(name)}" aria-labelledby="${e(name)}-title"><h3 id="${e(name)}-title">${code(name)}</h3>
<p>${e(ev.description)}</p>
<p>Detail: ${detailBlock(c, ev.type)}</p>
<p>Sent by ${ev.tags.length === everyone ? 'every element' : ev.tags.map((t) => `<a href="/docs/elements/${e(t)}">${code(t)}</a>`).join(', ')}.</p></section>`,
    )
    .join('\n');
  return layout(
    c,
    '/docs/events',
    'Events',
    `<h1>Events</h1>
<p class="lead">The elements tell your page what happens with DOM events. Every kit event bubbles and crosses shadow roots, so you can listen on the element or once on ${code('document')}. The detail of each event is typed in ${code('mc-kit.d.ts')}.</p>
${snippet(`document.addEventListener('mc-error', (event) => {\n  // event.detail says which element failed and why\n  console.warn(event.detail);\n});`, 'Listening for an event')}
<p>A navigation event you handle yourself (call ${code('event.preventDefault()')}) stays on your page; otherwise the element sends the visitor to the platform's own site.</p>
<h2>When an element is ready, and when something failed</h2>
<p>${code('mc-ready')} comes once per element, when its first screen has settled: it shows its data (a list its items, a form its fields), its empty state, or its failure with a retry; never while it is still loading. An element with nothing to load is ready after its first render. A sign-in or registration form that runs in a frame from the platform sends it from the element you placed, once the frame has taken its height.</p>
${table(
  'The kinds of mc-error',
  ['Kind', 'Sent on', 'When'],
  [
    ['load', 'the element', 'its code could not be loaded: the content you put inside the tag stays, and no mc-ready follows'],
    ['render', 'the element', 'it failed while rendering: it shows a retry, and mc-ready follows'],
    ['unreachable', 'document', 'the platform did not answer (offline, DNS, time-out)'],
    ['origin', 'document', "the platform answers but refuses your page's origin: ask for it to be allowed"],
    ['maintenance', 'document', 'the platform is in maintenance'],
    ['region', 'document', "the platform does not serve the visitor's region"],
    ['session-expired', 'document', "the player's session ended at the platform: they sign in again"],
  ].map(([kind = '', on = '', when = '']) => [code(kind), on === 'document' ? code(on) : e(on), e(when)]),
)}
<p>The platform's kinds (those on ${code('document')}) come once each until the platform answers again. Inside a frame they come on the element you placed.</p>
<h2>Every event</h2>
${list}`,
  );
}

export function cspPage(c: DocsContext): string {
  const lines = c.csp.split(/;\s*/);
  const why: Record<string, string> = {
    'default-src': 'nothing is allowed unless a line below allows it',
    'script-src': "your own scripts and the kit's loader and code, from the platform",
    'style-src': "your own stylesheets (the kit's styles live inside its elements and need nothing here)",
    'img-src': "the platform's images, and data: images (the captcha)",
    'connect-src': "the platform's API",
    'frame-src': 'the platform, for games and for sign-in and registration forms, which run in a frame from the platform',
    'font-src': 'your own fonts',
    'object-src': 'no plug-ins',
    'base-uri': 'no <base> tag',
    'form-action': 'your own forms only',
    'frame-ancestors': 'who may frame your page (set it as a header; a <meta> tag cannot)',
    'require-trusted-types-for': 'Trusted Types: no HTML from strings reaches the page unchecked',
    'trusted-types': 'the kit creates one policy, mc-kit, for platform HTML it has sanitised (dompurify when a second kit version is on the page)',
  };
  const rows = lines.map((l) => {
    const [name = '', ...rest] = l.split(' ');
    return [code(name), code(rest.join(' ')), e(why[name] ?? '')];
  });
  return layout(
    c,
    '/docs/csp',
    'Content Security Policy',
    `<h1>Content Security Policy</h1>
<p class="lead">The kit works under a strict policy: no inline scripts, no eval, Trusted Types enforced. This is the policy for a page that embeds the kit from this platform (${code(c.origin)}); these documentation pages carry it too.</p>
${snippet(`Content-Security-Policy: ${c.csp}`, 'The policy as a header')}
${table('What each line allows', ['Directive', 'Value', 'Why'], rows)}
<h2>Your own theme in a &lt;style&gt; block</h2>
<p>A policy with ${code("style-src 'self'")} blocks inline styles. Either put your theme tokens in a stylesheet file of your own, or allow that one block by its hash: ${code("style-src 'self' 'sha256-…'")}. The <a href="/docs/composer">composer</a> writes the hash for you.</p>
<h2>The platform's side</h2>
<p>The platform answers the API only for the origins it knows. Ask for your page's origin (for example ${code('https://www.your-site.example')}) to be allowed; on the reference platform that is ${code('MC_ALLOWED_ORIGINS')}.</p>`,
  );
}

export function versionsPage(c: DocsContext): string {
  const [major, minor] = c.version.split('.');
  const rows = c.versions.map((v) => [
    code(v),
    `<a href="${c.origin}/kit/${e(v)}/mc-loader.js">${code(`/kit/${v}/mc-loader.js`)}</a>`,
    v === c.version ? 'the version these pages describe' : '',
  ]);
  return layout(
    c,
    '/docs/versions',
    'Versions',
    `<h1>Versions</h1>
<p class="lead">The kit follows semantic versioning: a new major version may change elements, attributes or events; minor versions add; patches fix.</p>
<h2>Which URL to load</h2>
<ul>
<li>${code(`/kit/${c.version}/`)}: one exact version. Its files never change, so you can pin it and check it with a Subresource Integrity hash. Recommended for production.</li>
<li>${code(`/kit/${major}.${minor}/`)} and ${code(`/kit/${major}/`)}: the newest ${code(`${major}.${minor}.x`)} or ${code(`${major}.x`)}, where the platform offers these aliases. They change with each release and are cached briefly.</li>
</ul>
<p>Files of a version: ${code('mc-loader.js')} (the only one you load), ${code('custom-elements.json')} (the manifest these pages are made from) and ${code('mc-kit.d.ts')} (TypeScript types).</p>
${table('Versions on this platform', ['Version', 'Loader', ''], rows)}
<h2>Two versions on one page</h2>
<p>A second loader of another version keeps away from the tags and state of the first, so two teams can upgrade at different times. ${code('window.mcKits')} lists them by version.</p>`,
  );
}

export function composerPage(c: DocsContext): string {
  return layout(
    c,
    '/docs/composer',
    'Composer',
    `<h1>Composer</h1>
<p class="lead">Build a landing page from the kit's elements, try your colours at phone size, then copy the HTML with its Content Security Policy.</p>
<div class="composer">
<form id="composer" class="composer-form" novalidate>
<fieldset><legend>Elements</legend>
<label for="add-tag">Element</label>
<div class="row"><select id="add-tag" name="add-tag"></select><button type="button" id="add-element">Add</button></div>
<ol id="picked" class="picked" aria-label="Elements on the page"></ol>
<p id="picked-empty" class="hint">No elements yet: pick one and press Add.</p>
</fieldset>
<fieldset><legend>Theme</legend>
<div class="row"><button type="button" id="theme-light">Light theme</button><button type="button" id="theme-dark">Dark theme</button></div>
<div id="tokens" class="tokens"></div>
</fieldset>
<fieldset><legend>Platform</legend>
<label for="merchant">Merchant code</label>
<input id="merchant" name="merchant" value="MC01" pattern="[A-Za-z0-9_-]{1,32}" autocomplete="off" aria-describedby="merchant-hint">
<p id="merchant-hint" class="hint">Letters, digits, - and _.</p>
<label for="page-title">Page title</label>
<input id="page-title" name="page-title" value="Welcome" autocomplete="off">
</fieldset>
<fieldset><legend>Save and load</legend>
<div class="row"><button type="button" id="save-file">Save as file</button>
<label class="file-button" for="load-file">Load a file</label><input type="file" id="load-file" accept="application/json,.json" class="visually-hidden"></div>
<div class="row"><button type="button" id="save-local">Save in this browser</button><button type="button" id="load-local">Load from this browser</button></div>
</fieldset>
<p id="status" class="status" role="status" aria-live="polite"></p>
</form>
<section class="preview" aria-labelledby="preview-title"><h2 id="preview-title">Your page at phone size</h2>
<iframe id="preview" title="Preview of your page" src="/docs/composer/preview" width="390" height="844"></iframe>
</section>
<section class="output" aria-labelledby="output-title"><h2 id="output-title">HTML</h2>
<p>A complete page with its Content Security Policy line (a ${code('<meta>')} tag; the header form is below).</p>
<label for="snippet">HTML of your page</label>
<textarea id="snippet" readonly rows="14" spellcheck="false"></textarea>
<div class="row"><button type="button" id="copy-snippet">Copy HTML</button></div>
<label for="csp-header">The same policy as an HTTP header (adds frame-ancestors)</label>
<textarea id="csp-header" readonly rows="4" spellcheck="false"></textarea>
<div class="row"><button type="button" id="copy-csp">Copy header</button></div>
</section>
</div>`,
    '<script type="module" src="/docs/assets/composer.js"></script>',
  );
}

/** The page inside the composer's phone-sized frame: the loader, and the script that builds what the composer sends. */
export function previewPage(c: DocsContext, merchant: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Preview</title>
${loaderTag(c, merchant)}
<script type="module" src="/docs/assets/preview.js"></script>
</head>
<body><main id="page"></main></body>
</html>
`;
}

/** Every guide, reader by reader, with its summary. */
function guideList(index: GuideIndex): string {
  return `<div class="guide-readers">${index.readers
    .map(
      (r) =>
        `<section aria-labelledby="reader-${e(r.id)}"><h3 id="reader-${e(r.id)}">${e(r.title)}</h3><ul class="guide-list">${r.guides
          .map((g) => `<li><a href="${e(g.path)}">${e(g.title)}</a> <span>${e(g.summary)}</span></li>`)
          .join('')}</ul></section>`,
    )
    .join('')}</div>`;
}

/** /docs/guides/: one guide per reader. */
export function guidesIndexPage(c: Pick<DocsContext, 'version'>, index: GuideIndex): string {
  return layout(
    c,
    '/docs/guides/',
    'Guides',
    `<h1>Guides</h1>
<p class="lead">One guide per reader: affiliates and merchants who put the kit on their pages, operators who run it, contributors who change it, and how fast it is.</p>
${guideList(index)}`,
  );
}

/** A guide: its body as the build rendered it, beside the list of every guide. */
export function guidePage(c: Pick<DocsContext, 'version'>, index: GuideIndex, guide: Guide, html: string): string {
  const nav = index.readers
    .map(
      (r) =>
        `<li><span class="guide-nav-reader">${e(r.title)}</span><ul>${r.guides
          .map((g) => `<li><a href="${e(g.path)}"${g.path === guide.path ? ' aria-current="page"' : ''}>${e(g.title)}</a></li>`)
          .join('')}</ul></li>`,
    )
    .join('');
  return layout(
    c,
    guide.path,
    guide.title,
    `<div class="guide-layout">
<nav class="guide-nav" aria-label="Guides"><ul>${nav}</ul></nav>
<article class="guide">
${html}</article>
</div>`,
  );
}
