/**
 * Partner apps install the kit like any component library: `npm run kit:pack` packs
 * @mc-kit/elements, and the React 19 + TypeScript app and the Vue 3 app of examples/ install the
 * tarball, type-check strictly (tsc; vue-tsc with strictTemplates) against the package's types,
 * build, and run in Chromium from a partner's origin (127.0.0.2) under the embed CSP with Trusted
 * Types, the kit served from the installed package and the platform on 127.0.0.1. Each renders
 * <mc-footer> and receives its mc-navigate, typed, and routes it itself.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, collectConsoleErrors, launchBrowser, listenOn, SITE_DIR, type E2EBrowser } from './harness.ts';
import { createPlatform, type Platform } from '../../server/app.ts';
import { embedContentSecurityPolicy } from '../../front/http/headers.ts';
import { packKit } from '../../scripts/kit-package.mjs';
import { buildExample, exampleDir, exampleOut, installKit, typecheck } from '../../scripts/examples.mjs';
import { checkJsxIntegration } from '../../scripts/jsx-integration.mjs';

const APPS = ['react', 'vue'] as const;
type App = (typeof APPS)[number];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
};

let platform: Platform;
let api: string;
let dataDir: string;
let browser: E2EBrowser;
const allowedOrigins: string[] = [];
const servers: Server[] = [];
const partners = new Map<App, string>();
const checks = new Map<App, { status: number; output: string }>();

/** A file under `dir`, or undefined (nothing outside it). */
function fileUnder(dir: string, path: string): Buffer | undefined {
  const file = resolve(dir, `.${decodeURIComponent(path)}`);
  if (!file.startsWith(dir + sep)) return undefined;
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** The partner's own server for one app: its page, its bundle (/app/) and the installed kit (/kit/). */
function partnerServer(app: App): Server {
  const kitDir = join(exampleDir(app), 'node_modules', '@mc-kit', 'elements', 'kit');
  // A partner whose framework makes a Trusted Types policy of its own allows it by name.
  const csp = `${embedContentSecurityPolicy(api)}${app === 'vue' ? ' vue' : ''}`;
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://partner').pathname;
    const body =
      path === '/'
        ? Buffer.from(readFileSync(join(exampleDir(app), 'index.html'), 'utf8').replace('%PLATFORM%', api))
        : path.startsWith('/app/')
          ? fileUnder(exampleOut(app), path.slice('/app'.length))
          : path.startsWith('/kit/')
            ? fileUnder(kitDir, path.slice('/kit'.length))
            : undefined;
    if (!body) return void res.writeHead(path === '/favicon.ico' ? 204 : 404).end();
    res.writeHead(200, {
      'Content-Type': TYPES[path === '/' ? '.html' : extname(path)] ?? 'application/octet-stream',
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(body);
  });
}

beforeAll(async () => {
  const tarball = await packKit({ quiet: true });
  for (const app of APPS) {
    const installed = installKit(app, tarball);
    expect(installed.status, installed.output).toBe(0);
    checks.set(app, typecheck(app));
    await buildExample(app);
  }
  dataDir = mkdtempSync(join(tmpdir(), 'mc-partner-apps-'));
  platform = createPlatform({ dbPath: join(dataDir, 'platform.db'), siteDir: SITE_DIR, testMode: true, allowedOrigins, log: () => undefined });
  api = await platform.listen(0, '127.0.0.1');
  for (const app of APPS) {
    const server = partnerServer(app);
    servers.push(server);
    const origin = await listenOn(server, '127.0.0.2');
    partners.set(app, origin);
    allowedOrigins.push(origin);
  }
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  for (const server of servers) await closeServer(server);
  await platform?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the installed package', () => {
  it('carries its manifest, its types, its changelog and, in the README snippet, the SRI hash of its loader', () => {
    const installed = join(exampleDir('react'), 'node_modules', '@mc-kit', 'elements');
    const hash = `sha384-${createHash('sha384')
      .update(readFileSync(join(installed, 'kit', 'mc-loader.js')))
      .digest('base64')}`;
    expect(readFileSync(join(installed, 'README.md'), 'utf8')).toContain(`integrity="${hash}"`);
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { customElements: string; exports: Record<string, unknown> };
    expect(JSON.parse(readFileSync(join(installed, pkg.customElements), 'utf8'))).toMatchObject({ schemaVersion: '2.1.0' });
    expect(Object.keys(pkg.exports)).toEqual(expect.arrayContaining(['.', './react', './vue', './web-types.json', './html-custom-data.json']));
    expect(readFileSync(join(installed, 'CHANGELOG.md'), 'utf8')).toMatch(/^## \d+\.\d+\.\d+$/m);
  });

  it('gives custom-element-jsx-integration a manifest whose types (event details included) type-check strictly', () => {
    const check = checkJsxIntegration(join(exampleDir('react'), 'node_modules', '@mc-kit', 'elements'));
    expect(check.output).toBe('');
    expect(check.status).toBe(0);
  });
});

describe.each(APPS)('the %s partner app', (app) => {
  it('type-checks strictly against the installed package', () => {
    const check = checks.get(app)!;
    expect(check.output).toBe('');
    expect(check.status).toBe(0);
  });

  it('renders <mc-footer> from the installed kit and routes its typed mc-navigate itself', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    const partner = partners.get(app)!;
    await page.goto(partner);
    const promotions = page.locator('mc-footer nav button', { hasText: 'Promotions' });
    await promotions.waitFor().catch((e: Error) => {
      throw new Error(`${e.message}\n${errors.join('\n')}`);
    });
    expect(await page.locator('#navigated').textContent()).toBe('No navigation yet');
    await promotions.click();
    await expect.poll(() => page.locator('#navigated').textContent()).toBe('The footer asked for /m/activity');
    expect(page.url()).toBe(`${partner}/`); // the app took the navigation over
    expect(errors).toEqual([]);
  });

  it('hears mc-ready once the footer rendered', async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(partners.get(app)!);
    await expect.poll(() => page.locator('#footer-state').textContent()).toBe('ready');
    expect(errors).toEqual([]);
  });

  it("shows the footer's own content when the kit's code never arrives, and hears mc-error of kind load", async () => {
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page, { ignore: [/Failed to load resource/, /Failed to fetch dynamically imported module/] });
    await page.route(/\/kit\/(lite|react)\//, (route) => route.abort());
    await page.goto(partners.get(app)!);
    await expect.poll(() => page.locator('#footer-state').textContent()).toBe('load');
    const fallback = page.locator('mc-footer a', { hasText: 'Open the site' });
    expect(await fallback.isVisible()).toBe(true);
    expect(await page.locator('mc-footer').evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
