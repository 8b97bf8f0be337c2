#!/usr/bin/env node
// `npm run build:docs` (the last step of `npm run build`): the guides of docs/guides/ rendered to
// HTML for the docs site (front/docs/server.ts serves them at /docs/guides/<reader>/<guide>).
//
//   dist/docs/guides/index.json            the readers and their guides, in the order of
//                                          docs/guides/README.md, with each guide's title and headings
//   dist/docs/guides/<reader>/<guide>.html the guide's body (the page chrome is the front's)
//
// Markdown by markdown-it with raw HTML off: the guides are the repository's own, and none needs
// HTML. Every heading gets an id (slugged as GitHub slugs it, so an anchor works in both places);
// a link to another guide becomes its page's address, a link to another file of the repository
// becomes its plain text (the site serves no source). `<!-- include: file.md -->` on a line of
// its own is replaced by that file (the performance guide's latest figures, which
// `npm run perf` writes); other HTML comments are left out.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import MarkdownIt from 'markdown-it';
import { newestMtime, ROOT } from './site-build.mjs';

export const GUIDES_DIR = join(ROOT, 'docs', 'guides');
export const GUIDES_OUT = join(ROOT, 'dist', 'docs', 'guides');
/** The guides' table of contents: `## Reader` sections, each a list of `[Title](reader/guide.md): summary`. */
const CONTENTS = 'README.md';
const INCLUDE = /^<!--\s*include:\s*([\w./-]+\.md)\s*-->[ \t]*$/gm;
const COMMENT = /<!--[\s\S]*?-->\n?/g;

/** A heading's anchor as GitHub makes it: lower case, punctuation out, each space a hyphen. */
export function slugify(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The text of an inline token as a reader sees it (code spans without their backticks). */
const inlineText = (token) =>
  (token.children ?? [])
    .filter((t) => t.type === 'text' || t.type === 'code_inline')
    .map((t) => t.content)
    .join('');

/** Inline tokens as plain text, line breaks as spaces. */
const plain = (tokens) => tokens.map((t) => (t.type === 'softbreak' || t.type === 'hardbreak' ? ' ' : t.content)).join('');

/** markdown-it with raw HTML off, and ids on headings (repeated titles get -1, -2…, as on GitHub). */
export function markdown() {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  md.core.ruler.push('heading_ids', (state) => {
    const seen = new Map();
    state.tokens.forEach((token, i) => {
      if (token.type !== 'heading_open') return;
      const base = slugify(inlineText(state.tokens[i + 1]));
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      token.attrSet('id', n ? `${base}-${n}` : base);
    });
  });
  // A column's alignment as a class: the docs' CSP allows no inline style.
  md.core.ruler.push('align_classes', (state) => {
    for (const token of state.tokens) {
      const align = /text-align:(left|center|right)/.exec(token.attrGet('style') ?? '')?.[1];
      if (!align) continue;
      token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
      token.attrJoin('class', `align-${align}`);
    }
  });
  // Wide tables scroll inside their own box on a phone.
  md.renderer.rules.table_open = () => '<div class="table-wrap"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
  // A code block that scrolls sideways takes the keyboard focus, so it can be scrolled without a mouse.
  const fence = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, i, options, env, self) => fence(tokens, i, options, env, self).replace(/^<pre>/, '<pre tabindex="0">');
  return md;
}

/** Every anchor a Markdown text offers: its headings' ids. */
export function anchorsOf(source, md = markdown()) {
  return new Set(
    md
      .parse(source, {})
      .filter((t) => t.type === 'heading_open')
      .map((t) => t.attrGet('id')),
  );
}

/** The Markdown of a guide with its includes put in and its comments taken out. */
export function expandIncludes(file) {
  const text = readFileSync(file, 'utf8').replace(INCLUDE, (_, name) => {
    const included = join(dirname(file), name);
    if (!existsSync(included)) throw new Error(`${relative(ROOT, file)}: includes ${name}, which does not exist`);
    return readFileSync(included, 'utf8').replace(COMMENT, '').trim();
  });
  return text.replace(COMMENT, '');
}

/** The files a guide includes (they are parts of it, not pages of their own). */
function includedBy(file) {
  return [...readFileSync(file, 'utf8').matchAll(INCLUDE)].map((m) => resolve(dirname(file), m[1]));
}

function markdownFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/**
 * The readers and their guides, from the table of contents (docs/guides/README.md). Every
 * Markdown file under docs/guides/ is listed there, is included by a listed one, or the build fails.
 */
export function guideList(dir = GUIDES_DIR) {
  const md = markdown();
  const tokens = md.parse(readFileSync(join(dir, CONTENTS), 'utf8'), {});
  const readers = [];
  let reader;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type === 'heading_open' && t.tag === 'h2') {
      const title = inlineText(tokens[i + 1]);
      reader = { id: slugify(title), title, guides: [] };
      readers.push(reader);
    }
    if (t.type === 'inline' && reader && tokens[i - 1]?.type === 'paragraph_open' && tokens[i - 2]?.type === 'list_item_open') {
      const children = t.children ?? [];
      const open = children.findIndex((c) => c.type === 'link_open');
      if (open < 0) continue;
      const href = children[open].attrGet('href') ?? '';
      const close = children.findIndex((c, j) => j > open && c.type === 'link_close');
      const title = plain(children.slice(open + 1, close));
      const summary = plain(children.slice(close + 1)).replace(/^[:\s]+/, '');
      const m = /^([a-z0-9-]+)\/([a-z0-9-]+)\.md$/.exec(href);
      if (!m) throw new Error(`docs/guides/${CONTENTS}: "${href}" is not <reader>/<guide>.md`);
      reader.guides.push({ reader: m[1], name: m[2], file: join(dir, m[1], `${m[2]}.md`), title, summary });
    }
  }
  const listed = new Set(readers.flatMap((r) => r.guides.map((g) => g.file)));
  for (const file of listed) if (!existsSync(file)) throw new Error(`docs/guides/${CONTENTS} lists ${relative(dir, file)}, which does not exist`);
  const parts = new Set([...listed].flatMap(includedBy));
  const stray = markdownFiles(dir).filter((f) => f !== join(dir, CONTENTS) && !listed.has(f) && !parts.has(f));
  if (stray.length) throw new Error(`not in docs/guides/${CONTENTS}: ${stray.map((f) => relative(dir, f)).join(', ')}`);
  return readers;
}

/** The site's address of a guide. */
export const guidePath = (reader, name) => `/docs/guides/${reader}/${name}`;

/**
 * Renders one guide: its body HTML, title (its h1) and headings. Links: another guide → its page,
 * the table of contents → /docs/guides/, an anchor stays, http(s) and mailto stay, any other file
 * of the repository → its text alone.
 */
export function renderGuide(file, dir = GUIDES_DIR, md = markdown()) {
  const tokens = md.parse(expandIncludes(file), {});
  const listed = pages(dir);
  const at = relative(dir, dirname(file));
  const headings = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type === 'heading_open') headings.push({ level: Number(t.tag.slice(1)), id: t.attrGet('id'), text: inlineText(tokens[i + 1]) });
    if (t.type !== 'inline') continue;
    const children = t.children ?? [];
    const dropped = [];
    children.forEach((c, j) => {
      if (c.type === 'image') {
        const src = c.attrGet('src') ?? '';
        if (!/^https?:/.test(src)) throw new Error(`${relative(ROOT, file)}: a guide's images must be addresses (the site serves no repository files): ${src}`);
      }
      if (c.type !== 'link_open') return;
      const href = c.attrGet('href') ?? '';
      const site = siteLink(href, at, listed);
      if (site === null) {
        dropped.push(j);
        const close = children.findIndex((x, k) => k > j && x.type === 'link_close');
        dropped.push(close);
      } else c.attrSet('href', site);
    });
    t.children = children.filter((_, j) => !dropped.includes(j));
  }
  const h1 = headings.find((h) => h.level === 1);
  if (!h1) throw new Error(`${relative(ROOT, file)}: a guide starts with a # heading`);
  return { title: h1.text, headings: headings.filter((h) => h.level > 1), html: md.renderer.render(tokens, md.options, {}) };
}

/** The guides of a table of contents (`reader/name`): only these are pages; an included part is not. */
function pages(dir) {
  return new Set(guideList(dir).flatMap((r) => r.guides.map((g) => `${g.reader}/${g.name}`)));
}

/** A guide's link as the site's address, or null for a repository file the site does not serve. */
function siteLink(href, at, listed) {
  if (/^(https?:|mailto:|#)/.test(href)) return href;
  const [path = '', anchor] = href.split('#');
  const target = posix.normalize(posix.join(at.split(sep).join('/'), path));
  const hash = anchor ? `#${anchor}` : '';
  if (target === CONTENTS || target === '.' || target === './') return `/docs/guides/${hash}`;
  const m = /^([a-z0-9-]+)\/([a-z0-9-]+)\.md$/.exec(target);
  if (m && listed.has(`${m[1]}/${m[2]}`)) return `${guidePath(m[1], m[2])}${hash}`;
  return null;
}

/** Every guide rendered, with the index the front reads. */
export function renderGuides(dir = GUIDES_DIR) {
  const md = markdown();
  const readers = guideList(dir).map((r) => ({
    id: r.id,
    title: r.title,
    guides: r.guides.map((g) => ({ ...g, path: guidePath(g.reader, g.name), ...renderGuide(g.file, dir, md) })),
  }));
  const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
  return { version, readers };
}

/** Writes dist/docs/guides/ (or `outDir`): index.json and one HTML body per guide. */
export function buildDocs({ dir = GUIDES_DIR, outDir = GUIDES_OUT, quiet = false } = {}) {
  const { version, readers } = renderGuides(dir);
  rmSync(outDir, { recursive: true, force: true });
  for (const r of readers) {
    for (const g of r.guides) {
      mkdirSync(join(outDir, g.reader), { recursive: true });
      writeFileSync(join(outDir, g.reader, `${g.name}.html`), g.html);
    }
  }
  const index = {
    version,
    readers: readers.map((r) => ({
      id: r.id,
      title: r.title,
      guides: r.guides.map(({ reader, name, path, title, summary, headings }) => ({ reader, name, path, title, summary, headings })),
    })),
  };
  writeFileSync(join(outDir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  if (!quiet) console.log(`[docs] ${readers.reduce((n, r) => n + r.guides.length, 0)} guides into ${relative(ROOT, outDir)}`);
  return outDir;
}

const SOURCES = ['docs/guides', 'scripts/docs-build.mjs', 'package.json'];

/** 'missing', 'stale' (a guide changed after the build) or 'fresh', for the default output. */
export function docsState(outDir = GUIDES_OUT) {
  const index = join(outDir, 'index.json');
  if (!existsSync(index)) return 'missing';
  return Math.max(...SOURCES.map((s) => newestMtime(join(ROOT, s)))) > statSync(index).mtimeMs ? 'stale' : 'fresh';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildDocs();
  } catch (e) {
    console.error(`[docs] ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
}
