/**
 * How the /m/ site's code is grouped into files (Rolldown's `output.codeSplitting`). Left to
 * itself, the bundler makes a chunk per distinct set of importers: the home page came in 57 files,
 * most under 1 kB, each a request and a gzip stream of its own. Here:
 *
 * - `shell`: everything the site's start (host/start.ts), the header, the footer and the shell's own elements
 *   (toast, confirm dialog…) import statically, the UI library included. Almost every page shows
 *   all of them, so one file (preloaded with the entry) is cheaper than a dozen.
 * - `first-screen`: what the home page's first screen adds on top (banner, notice bar, hot
 *   matches, jackpot, popular games), fetched in parallel with the shell, not in a chain.
 * - `first-screen-drawn`: what opens the popup and the download bar the platform drew beside the
 *   page's first screen (host/first-screen-popup.ts, host/first-screen-bar.ts), fetched after the
 *   first paint only where there is one, and `site-core`: what it shares with the site's start
 *   (storage, the stillness watch, the session's check), so it never waits for the shell and no
 *   page without them pays for it.
 *
 * Everything else keeps the automatic chunking: an element's own code loads when a page shows
 * it, and the libraries the first screen only needs after its first paint (swiper, DOMPurify)
 * stay dynamic imports of their own.
 */
import { relative, resolve } from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';
import { registryElements } from './kit-source.mjs';
import { DRAWN_OPENERS, MODULE_CHUNKS_FILE, SHELL_TAGS } from './route-files.ts';

const CHROME_TAGS = ['mc-header', 'mc-footer'] as const;
/** The home page's elements within the first 823 px of a phone screen; the rest load near the viewport (core/pages.ts `defer`). */
export const FIRST_SCREEN_TAGS = ['mc-banner', 'mc-notice-bar', 'mc-hot-matches', 'mc-jackpot', 'mc-popular-games'] as const;

interface GraphInfo {
  importedIds: readonly string[];
  isEntry: boolean;
}
type ModuleGraph = { getModuleInfo(id: string): GraphInfo | null };

/** Every module `roots` import statically, the roots included. */
function staticClosure(graph: ModuleGraph, roots: readonly string[], into = new Set<string>()): Set<string> {
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (into.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    into.add(id);
    stack.push(...info.importedIds);
  }
  return into;
}

export function siteChunkGroups(
  repoRoot: string,
  entry = 'host/main.ts',
  start = 'host/start.ts',
  openers: readonly string[] = DRAWN_OPENERS.modules,
): CodeSplittingGroup[] {
  const modules = new Map(registryElements().map(({ tag, module }) => [tag, resolve(repoRoot, module)]));
  const modulesOf = (tags: readonly string[]) => tags.map((tag) => modules.get(tag)).filter((m): m is string => m !== undefined);
  const entryId = resolve(repoRoot, entry);
  // One chunking pass asks for every module; the closures are worked out once per pass (the
  // pass reuses its module records, so the entry's record tells one pass from the next).
  let pass: { key: GraphInfo | null; shell: Set<string>; firstScreen: Set<string>; popup: Set<string>; core: Set<string> } | undefined;
  const sets = (graph: ModuleGraph) => {
    const key = graph.getModuleInfo(entryId);
    if (!pass || pass.key !== key) {
      const shell = staticClosure(graph, [resolve(repoRoot, start), ...modulesOf([...SHELL_TAGS, ...CHROME_TAGS])]);
      // What the page's script needs before it starts the site stays in that script's file.
      const own = staticClosure(graph, [entryId]);
      for (const id of own) shell.delete(id);
      const firstScreen = staticClosure(graph, modulesOf(FIRST_SCREEN_TAGS));
      for (const id of [...shell, ...own]) firstScreen.delete(id);
      const popup = staticClosure(
        graph,
        openers.map((module) => resolve(repoRoot, module)),
      );
      for (const id of own) popup.delete(id);
      const core = new Set([...popup].filter((id) => shell.has(id) || firstScreen.has(id)));
      for (const id of core) {
        popup.delete(id);
        shell.delete(id);
        firstScreen.delete(id);
      }
      pass = { key, shell, firstScreen, popup, core };
    }
    return pass;
  };
  const group = (name: 'shell' | 'firstScreen' | 'popup' | 'core', chunk: string, priority: number): CodeSplittingGroup => ({
    name: (id, ctx) => {
      const graph = ctx as unknown as ModuleGraph;
      if (graph.getModuleInfo(id)?.isEntry) return null;
      return sets(graph)[name].has(id) ? chunk : null;
    },
    debugName: chunk,
    priority,
    // The sets above are whole static closures already, less what the page's script keeps.
    includeDependenciesRecursively: false,
  });
  return [group('core', 'site-core', 4), group('popup', DRAWN_OPENERS.chunk, 3), group('shell', 'shell', 2), group('firstScreen', 'first-screen', 1)];
}

/**
 * The build manifest names an element module only when it is a chunk of its own; one folded
 * into a group above is not in it. This writes `.vite/module-chunks.json` (element module, as the
 * manifest names modules → the file it is in), so scripts/route-files.ts can still find it.
 */
export function moduleChunksPlugin(repoRoot: string, root = 'host'): Plugin {
  const elementModules = new Set(registryElements().map(({ module }) => resolve(repoRoot, module)));
  return {
    name: 'mc-module-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        for (const id of out.moduleIds) if (elementModules.has(id)) chunks[relative(resolve(repoRoot, root), id)] = out.fileName;
      }
      this.emitFile({ type: 'asset', fileName: MODULE_CHUNKS_FILE, source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}

/**
 * The page's script starts the site with an import (host/main.ts), so without a hint the shell
 * would be fetched only once that script has run: the page names it for preloading. The
 * platform takes the hint out of a page it writes a first screen into (front/site/first-screen.ts),
 * where the banner image has the network to itself until it is painted.
 */
export function preloadShellPlugin(base: string): Plugin {
  return {
    name: 'mc-preload-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {};
        const shell = Object.values(bundle).find((out) => out.type === 'chunk' && out.name === 'shell');
        if (shell?.type !== 'chunk') return [];
        // The page's own script is loaded by its script tag already.
        const entry = (file: string) => bundle[file]?.type === 'chunk' && (bundle[file] as { isEntry: boolean }).isEntry;
        return [shell.fileName, ...shell.imports.filter((file) => !entry(file))].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}`, 'data-mc-shell': true },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
