/**
 * The files a route of the built /m/ site loads, read from Vite's build manifest: the host entry
 * with what it imports, the English texts, the elements the shell places on every page, the
 * header and footer where the route shows them, and the route's own elements. Used by the route
 * budgets (scripts/route-budgets.ts) and by the service worker's precache list (the first
 * screen's code, scripts/pwa-plugin.ts), so both count the same files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Route } from '../host/routes.ts';
import { registryElements } from './kit-source.mjs';

export interface ManifestChunk {
  file: string;
  /** The chunk's name (scripts/site-chunks.ts names its groups). */
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

/** What the shell places on every page (host/shell.ts), then the header and footer where shown. */
export const SHELL_TAGS = ['mc-toast', 'mc-confirm-dialog', 'mc-contract-alerts', 'mc-reality-check'];

/**
 * What opens the parts the platform draws beside a page's first screen (core/app/drawn.ts): the
 * announcement popup (host/first-screen-popup.ts) and the download bar (host/first-screen-bar.ts),
 * one file. The page's script imports it only on a page with one of their elements, so only such a
 * route loads it.
 */
export const DRAWN_OPENERS = {
  modules: ['host/first-screen-popup.ts', 'host/first-screen-bar.ts'],
  chunk: 'first-screen-drawn',
  tags: ['mc-announcement-popup', 'mc-download-bar'],
} as const;

/** What the page's script imports (host/main.ts): the site's start on every route, the drawn parts' openers where it has them. */
function scriptImports(manifest: BuildManifest, openers: boolean): string[] {
  return (manifest['index.html']?.dynamicImports ?? []).filter((key) => (manifest[key]?.name === DRAWN_OPENERS.chunk) === openers);
}

/** Element module → the file it was folded into (scripts/site-chunks.ts), next to the manifest. */
export const MODULE_CHUNKS_FILE = '.vite/module-chunks.json';

/**
 * Vite's build manifest, where an element module folded into a shared chunk (the shell, the
 * first screen: scripts/site-chunks.ts) stands for that chunk.
 */
export function readBuildManifest(siteDir: string): BuildManifest {
  const manifest = JSON.parse(readFileSync(join(siteDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  const folded = join(siteDir, MODULE_CHUNKS_FILE);
  if (existsSync(folded)) {
    const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
    for (const [module, file] of Object.entries(JSON.parse(readFileSync(folded, 'utf8')) as Record<string, string>)) {
      const chunk = byFile.get(file);
      if (chunk && !manifest[module]) manifest[module] = chunk;
    }
  }
  return manifest;
}

/** Tag → module of the element catalogue, as the manifest names it (relative to host/). */
export function tagModules(): Map<string, string> {
  return new Map(registryElements().map(({ tag, module }) => [tag, `../${module}`]));
}

/** Adds a chunk's file (and, with `withCss`, its stylesheets) and everything it imports statically. */
function closure(manifest: BuildManifest, key: string, into: Set<string>, withCss: boolean): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  if (withCss) for (const css of chunk.css ?? []) into.add(css);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, into, withCss);
}

/** The files every route loads: the host entry and the English texts (the host page loads all of a language's texts in one file). */
export function baseFiles(siteDir: string, manifest: BuildManifest, withCss = false): Set<string> {
  const files = new Set<string>();
  closure(manifest, 'index.html', files, withCss);
  // The page's script starts the site with an import of its own (host/main.ts): what that loads is on every route too.
  for (const key of scriptImports(manifest, false)) closure(manifest, key, files, withCss);
  const texts = readdirSync(join(siteDir, 'assets')).find((name) => name.startsWith('texts-'));
  if (texts) files.add(`assets/${texts}/en.js`);
  return files;
}

/** The files a route loads on top of `base`, and the tags the build has no module for. */
export function routeFiles(
  route: Route,
  manifest: BuildManifest,
  base: ReadonlySet<string>,
  modules = tagModules(),
  withCss = false,
): { files: Set<string>; missing: string[] } {
  const files = new Set(base);
  const missing: string[] = [];
  const tags = [...SHELL_TAGS, ...(route.header ? ['mc-header'] : []), ...(route.footer ? ['mc-footer'] : []), ...route.elements.map((e) => e.tag)];
  for (const tag of tags) {
    const module = modules.get(tag);
    if (module && manifest[module]) closure(manifest, module, files, withCss);
    else missing.push(tag);
  }
  if (route.elements.some((e) => (DRAWN_OPENERS.tags as readonly string[]).includes(e.tag)))
    for (const key of scriptImports(manifest, true)) closure(manifest, key, files, withCss);
  return { files, missing };
}
