/**
 * The repository's Markdown holds together: every relative link of every Markdown file (README,
 * docs/, server/, package/…; not node_modules or dist) reaches a file that exists, and every
 * `#anchor` a heading of its target, slugged as the guides' renderer (and GitHub) slug them. The
 * guides build (scripts/docs-build.mjs): each is listed in the table of contents, an include is
 * put in, links between guides become the site's addresses, and the performance guide includes the
 * figures in the format `npm run perf` writes.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorsOf, expandIncludes, GUIDES_DIR, guideList, markdown, renderGuide, renderGuides, slugify } from './docs-build.mjs';
import { latestMarkdown, LATEST_FILE } from './perf-latest.mjs';
import { ROOT } from './site-build.mjs';

const SKIP = new Set(['node_modules', 'dist', 'data', 'coverage']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

interface Token {
  type: string;
  attrGet(name: string): string | null;
  children: Token[] | null;
}

/** Every link and image target of a Markdown text. */
function targets(source: string): string[] {
  const out: string[] = [];
  for (const token of markdown().parse(source, {}) as Token[]) {
    for (const child of token.children ?? []) {
      if (child.type === 'link_open') out.push(child.attrGet('href') ?? '');
      if (child.type === 'image') out.push(child.attrGet('src') ?? '');
    }
  }
  return out;
}

/** A Markdown file as a reader gets it: a guide with its includes put in. */
const readable = (file: string) => (file.startsWith(GUIDES_DIR) ? expandIncludes(file) : readFileSync(file, 'utf8'));

const anchors = new Map<string, Set<string>>();
const anchorsOfFile = (file: string) => {
  let found = anchors.get(file);
  if (!found) anchors.set(file, (found = anchorsOf(readable(file))));
  return found;
};

/** What is wrong with one link of `file`, or undefined. */
function problem(file: string, href: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined; // an address, not the repository's
  if (href.startsWith('/')) return 'a root-relative link does not resolve in the repository';
  const [path = '', anchor] = href.split('#');
  const target = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
  if (!existsSync(target)) return `${relative(ROOT, target)} does not exist`;
  if (anchor === undefined) return undefined;
  if (!target.endsWith('.md') || statSync(target).isDirectory()) return `#${anchor} points into a file that is not Markdown`;
  return anchorsOfFile(target).has(decodeURIComponent(anchor)) ? undefined : `${relative(ROOT, target)} has no heading #${anchor}`;
}

describe('the Markdown of the repository', () => {
  const files = markdownFiles(ROOT);

  it('includes the README, the guides, the server, the package and the changelogs', () => {
    const names = files.map((f) => relative(ROOT, f));
    expect(names).toEqual(
      expect.arrayContaining([
        'README.md',
        'SECURITY.md',
        'CHANGELOG.md',
        'docs/guides/README.md',
        'server/README.md',
        'package/README.md',
        'package/CHANGELOG.md',
      ]),
    );
  });

  it('every relative link and anchor resolves', () => {
    const broken = files.flatMap((file) =>
      targets(readable(file)).flatMap((href) => {
        const why = problem(file, href);
        return why ? [`${relative(ROOT, file)}: (${href}) ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('finds a missing file, a missing anchor and a root-relative link', () => {
    const readme = join(ROOT, 'README.md');
    expect(problem(readme, 'docs/nowhere.md')).toMatch(/does not exist/);
    expect(problem(readme, 'docs/guides/operators/security.md#nowhere')).toMatch(/has no heading #nowhere/);
    expect(problem(readme, 'docs/guides/operators/security.md#content-security-policy-both-sides')).toBeUndefined();
    expect(problem(readme, 'docs/guides/performance/report.md#latest-figures')).toBeUndefined();
    expect(problem(readme, '/docs/')).toMatch(/root-relative/);
    expect(problem(readme, 'https://example.com/x.md#y')).toBeUndefined();
    expect(files.reduce((n, file) => n + targets(readable(file)).length, 0)).toBeGreaterThan(100);
  });

  it('the README reaches every guide in one click', () => {
    const readme = targets(readFileSync(join(ROOT, 'README.md'), 'utf8')).map((href) => resolve(ROOT, href.split('#')[0] ?? ''));
    const guides = guideList().flatMap((r) => r.guides.map((g) => g.file));
    expect(guides.length).toBeGreaterThan(10);
    expect(guides.filter((g) => !readme.includes(g)).map((g) => relative(ROOT, g))).toEqual([]);
  });

  it('the README stays short', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(250);
  });

  it('every release of the kit is in the project changelog', () => {
    const releases = (text: string) => [...text.matchAll(/^## (\d+\.\d+\.\d+)\b/gm)].map((m) => m[1]);
    const project = releases(readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8'));
    for (const version of releases(readFileSync(join(ROOT, 'package/CHANGELOG.md'), 'utf8'))) expect(project, version).toContain(version);
  });
});

describe('the guides build', () => {
  const work = mkdtempSync(join(tmpdir(), 'mc-guides-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('slugs headings as GitHub does, repeated ones numbered', () => {
    expect(slugify('The page API: `window.mcKit`')).toBe('the-page-api-windowmckit');
    expect(slugify('Content-Security-Policy, both sides')).toBe('content-security-policy-both-sides');
    expect([...anchorsOf('# A\n## Setup\n## Setup\n')]).toEqual(['a', 'setup', 'setup-1']);
  });

  it('renders every guide with a title, headings with ids, and links to the site', () => {
    const { readers } = renderGuides();
    expect(readers.map((r) => r.id)).toEqual(['affiliates', 'merchants', 'operators', 'contributors', 'performance']);
    for (const guide of readers.flatMap((r) => r.guides)) {
      expect(guide.title, guide.path).toBeTruthy();
      expect(guide.headings.length, guide.path).toBeGreaterThan(0);
      for (const h of guide.headings) expect(guide.html, `${guide.path}#${h.id}`).toContain(` id="${h.id}"`);
      // No inline style (the docs' CSP refuses it), and no link points at a Markdown file.
      expect(guide.html, guide.path).not.toMatch(/\sstyle=/);
      expect(guide.html, guide.path).not.toMatch(/href="[^"]*\.md(#|")/);
    }
  });

  it('puts an include in, takes comments out, turns guide links into addresses and repository files into text', () => {
    const dir = join(work, 'guides');
    mkdirSync(join(dir, 'ops'), { recursive: true });
    writeFileSync(join(dir, 'README.md'), '# Guides\n\n## Ops\n\n- [Run it](ops/run.md): how.\n');
    writeFileSync(join(dir, 'ops', 'part.md'), '<!-- written by a script -->\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    writeFileSync(
      join(dir, 'ops', 'run.md'),
      '# Run it\n\n## Figures\n\n<!-- include: part.md -->\n\nSee [figures](#figures), [itself](run.md#figures), [all](../README.md), [code](../../../front/app.ts) and <b>bold</b>.\n',
    );
    const html = renderGuide(join(dir, 'ops', 'run.md'), dir).html;
    expect(html).toContain('<div class="table-wrap"><table>');
    expect(html).not.toContain('written by a script');
    expect(html).toContain('<a href="#figures">figures</a>');
    expect(html).toContain('<a href="/docs/guides/ops/run#figures">itself</a>');
    expect(html).toContain('<a href="/docs/guides/">all</a>');
    expect(html).toContain(' code ');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    writeFileSync(join(dir, 'ops', 'stray.md'), '# Stray\n');
    expect(() => guideList(dir)).toThrow(/not in docs\/guides\/README.md: ops\/stray.md/);
  });

  it('the performance guide includes the figures npm run perf writes, in the format it writes them', () => {
    const report = join(GUIDES_DIR, 'performance', 'report.md');
    expect(readFileSync(report, 'utf8')).toContain('<!-- include: latest.md -->');
    const row = {
      route: '/m/home',
      performance: 100,
      lcpMs: 1060,
      lcpToFloor: 1.13,
      cls: 0,
      tbtMs: 18,
      jsGzipBytes: 96_154,
      jsFiles: 12,
      requestsBeforeLcp: 4,
      runs: [{ lcpMs: 1060, tbtMs: 18 }],
    };
    const written = latestMarkdown({
      lighthouseVersion: '12.8.2',
      runs: 1,
      rows: [row, { ...row, route: '/m/mine (hand-off)', lcpMs: 2640, lcpToFloor: 2.34, tbtMs: 93, runs: [{ lcpMs: 2640, tbtMs: 93 }] }],
      startedAt: new Date('2026-11-26T03:58:00Z'),
      endedAt: new Date('2026-11-26T04:04:00Z'),
      cores: 2,
      loadStart: '2.9',
      loadEnd: '1.2',
      benchmarks: [{ name: 'The framed register form', lines: ['median of 1: LCP 480 ms, typeable 650 ms (1.35× LCP)'] }],
    });
    expect(written).toContain('| /m/home | 100 | 1.06 s | 1.13× | 0 | 18 ms | 93.9 kB in 12 files | 4 | 1.06 s |');
    // The member centre reached by the hand-off is a first visit of its own, with its row and its runs' TBT.
    expect(written).toContain('| /m/mine (hand-off) | 100 | 2.64 s | 2.34× | 0 | 93 ms |');
    expect(written).toContain('TBT of each run: `/m/home` 18 ms; `/m/mine (hand-off)` 93 ms.');
    // A benchmark's summary lines come as they were printed, under its name.
    expect(written).toContain('The framed register form:\n\n```text\nmedian of 1: LCP 480 ms, typeable 650 ms (1.35× LCP)\n```');
    // The committed figures have the same shape: the comment, the heading lines, the table header.
    const committed = readFileSync(LATEST_FILE, 'utf8').split('\n');
    const shape = written.split('\n');
    expect(committed[0]).toBe(shape[0]);
    expect(committed.slice(3, 6)).toEqual(shape.slice(3, 6));
    const rendered = renderGuide(report).html;
    expect(rendered).toContain('/m/home (repeat, SW)');
    expect(rendered).not.toContain('Do not edit by hand');
  });
});
