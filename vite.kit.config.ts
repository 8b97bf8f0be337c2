/**
 * The embed kit build (`npm run build:kit`, which runs scripts/kit-build.mjs: the three modes
 * below, then the manifest and the types). Output for one version, dist/kit/<version>/:
 *
 *   mc-loader.js               the loader (mode loader): tags and runtime paths built in
 *   frame-loader.js            the kit's frame page's loader (mode frame-loader): the same, for
 *                              the one element a frame renders in place
 *   lite/runtime-<hash>.js     the lite build's runtime (mode lite): react → preact (kit/lite/), with
 *                              the core every element needs
 *   lite/mc-<tag>-<hash>.js    one file per element, loaded on first use; one hash for all of
 *                              them, of the sources (kitSourceHash), so the runtime needs no table
 *   lite/<shared>-<hash>.js    code two or more elements share (scripts/kit-chunks.ts): one copy
 *                              per build, so every element of a build uses the same nanostores atoms
 *   lite/texts-<hash>/         the texts, one small module per language and part (en-account.js),
 *                              per element's first parts (en-account+base.js) and per language
 *                              with all of them (en.js): scripts/texts-plugin.ts
 *   react/…                    the same with React 19 (mode react)
 *   custom-elements.json, mc-kit.d.ts
 *
 * Chunks are ES modules, minified twice (oxc, then terser), with content hashes (cacheable for a
 * year) and source maps; they import one another by relative URL, so the folder can be served
 * from any origin or CDN path.
 *
 *   vite build -c vite.kit.config.ts --mode lite|react|loader|frame-loader
 *   MC_KIT_VERSION=0.0.0-test MC_KIT_OUT=/tmp/kit …   another version, elsewhere (tests)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { kitOutDir, kitSourceHash, kitVersion, registryElements } from './scripts/kit-source.mjs';
import { cssMinifyPlugin } from './scripts/css-minify-plugin.ts';
import { kitChunkPlan } from './scripts/kit-chunks.ts';
import { liteAliases, liteReactDefault } from './scripts/lite-build.ts';
import { terserPassPlugin } from './scripts/terser-pass-plugin.ts';
import { textsPlugin } from './scripts/texts-plugin.ts';
import { PAGE_PATHS } from './core/page-paths.ts';
import { KIT_HASH_LENGTH } from './kit/file-names.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const at = (path: string) => join(root, path);

/**
 * kit/elements.ts becomes a function from a tag to its element's file: `<tag>-<hash>.js`, one hash
 * for every element of the build (kitSourceHash), so the runtime that every element loads carries
 * no table of their names. The element modules are entries of the build, named so
 * (entryFileNames below). Only a tag's form is checked: the loader asks only for its own tags,
 * and an element that shows another names it in its code; any other tag fails to import.
 */
function elementsModule(elementHash: string): Plugin {
  const target = at('kit/elements.ts');
  return {
    name: 'mc-kit-elements',
    enforce: 'pre',
    load(id) {
      if (id !== target) return null;
      // The file name through a variable, as the texts' (scripts/texts-plugin.ts): Vite would
      // otherwise try to resolve \`new URL('./…', import.meta.url)\` itself.
      return `const end = ${JSON.stringify(`-${elementHash}.js`)};
export const loadElement = (tag) => /^mc-[a-z]+(-[a-z]+)*$/.test(tag) ? import(/* @vite-ignore */ new URL("./" + tag + end, import.meta.url).href) : undefined;
`;
    },
  };
}

/**
 * core/page-paths.ts becomes its object as a literal: the paths of every page, without the page
 * table it is computed from (core/pages.ts, which only the /m/ site needs whole).
 */
function pagePathsModule(): Plugin {
  const target = at('core/page-paths.ts');
  return {
    name: 'mc-kit-page-paths',
    enforce: 'pre',
    load(id) {
      if (id !== target) return null;
      return [
        `export const PAGE_PATHS = ${JSON.stringify(PAGE_PATHS)};`,
        'export const PAGE_IDS = Object.keys(PAGE_PATHS);',
        'export const pathsOf = (id) => PAGE_PATHS[id];',
        '',
      ].join('\n');
    },
  };
}

/**
 * swiper (mc-banner's carousel) sets its pagination markup through a Trusted Types policy named
 * 'html' that it creates anew on every call: refused by a page that allows only the kit's
 * policies, and by any page the second time. In the kit it goes through the kit's policy instead
 * (widgets/base/trusted-types.ts, which accepts plain markup only).
 */
function swiperTrustedTypes(): Plugin {
  const from = "tt.createPolicy('html', { createHTML: (s) => s }).createHTML(html)";
  return {
    name: 'mc-kit-swiper-trusted-types',
    transform(code, id) {
      if (!/node_modules[\\/]swiper[\\/]shared[\\/]utils\.mjs$/.test(id)) return null;
      if (!code.includes(from)) this.error(`swiper changed: "${from}" not found in ${id}; update swiperTrustedTypes() in vite.kit.config.ts`);
      const helper = JSON.stringify(at('widgets/base/trusted-types.ts'));
      return { code: `import { trustedMarkup as __mcTrustedMarkup } from ${helper};\n${code.replace(from, '__mcTrustedMarkup(html)')}`, map: null };
    },
  };
}

export default defineConfig(({ mode }): UserConfig => {
  // Library code reads NODE_ENV at build time; the kit is always the production build.
  process.env.NODE_ENV = 'production';
  const version = kitVersion();
  const out = kitOutDir(version);
  const shared: UserConfig = {
    root,
    base: './',
    publicDir: false,
    logLevel: process.env.MC_KIT_QUIET ? 'warn' : 'info',
    oxc: { jsx: { runtime: 'automatic' } },
    // false: core/api/schema.ts's shape notes (for the OpenAPI document) drop out of every chunk.
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), __MC_SCHEMA_SHAPES__: 'false' },
    json: { stringify: true },
  };

  // mc-loader.js, and the frame page's own loader (kit/frame-loader.ts): each one file, with the
  // tags and the runtimes' paths built in.
  if (mode === 'loader' || mode === 'frame-loader') {
    const runtimes = Object.fromEntries(
      (['lite', 'react'] as const).map((build) => {
        const manifestPath = join(out, build, '.vite/manifest.json');
        if (!existsSync(manifestPath)) throw new Error(`kit loader: build ${build} first (${manifestPath} is missing)`);
        const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
        const entry = manifest['kit/runtime.ts'];
        if (!entry) throw new Error(`kit loader: no kit/runtime.ts entry in ${manifestPath}`);
        return [build, `./${build}/${entry.file}`];
      }),
    );
    return {
      ...shared,
      plugins: [terserPassPlugin()],
      define: {
        ...shared.define,
        __MC_VERSION__: JSON.stringify(version),
        __MC_TAG_NAMES__: JSON.stringify(
          registryElements().map(({ tag }) => {
            if (!tag.startsWith('mc-')) throw new Error(`kit loader: ${tag} does not start with mc-`);
            return tag.slice(3);
          }),
        ),
        __MC_RUNTIMES__: JSON.stringify(runtimes),
      },
      build: {
        outDir: out,
        emptyOutDir: false,
        target: 'es2022',
        minify: true,
        sourcemap: false,
        copyPublicDir: false,
        lib:
          mode === 'loader'
            ? { entry: at('kit/loader.ts'), formats: ['es'], fileName: () => 'mc-loader.js' }
            : { entry: at('kit/frame-loader.ts'), formats: ['es'], fileName: () => 'frame-loader.js' },
        rolldownOptions: { output: { minify: true, chunkFileNames: `[name]-[hash:${KIT_HASH_LENGTH}].js` } },
      },
    };
  }

  if (mode !== 'lite' && mode !== 'react') throw new Error(`vite.kit.config.ts: --mode lite, react, loader or frame-loader (not "${mode}")`);
  const elementHash = kitSourceHash(mode, version).slice(0, KIT_HASH_LENGTH);
  const chunkPlan = kitChunkPlan(root, registryElements());
  return {
    ...shared,
    resolve: mode === 'lite' ? { alias: liteAliases(root) } : {},
    plugins: [
      elementsModule(elementHash),
      pagePathsModule(),
      swiperTrustedTypes(),
      textsPlugin(),
      cssMinifyPlugin(),
      chunkPlan.plugin,
      terserPassPlugin(),
      ...(mode === 'lite' ? [liteReactDefault(root)] : []),
    ],
    build: {
      outDir: join(out, mode),
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: true,
      manifest: true,
      copyPublicDir: false,
      assetsInlineLimit: 0,
      // No preload helper: it would add <link rel=modulepreload> tags to the partner's <head>.
      // An element's shared chunks are static imports of its chunk, fetched in parallel with it.
      modulePreload: false,
      // A library build, because only there does Vite leave dynamic import() as it is: elsewhere
      // it wraps each one in its preload helper even with modulePreload off (an empty list of
      // files to preload, and 1.3 kB of helper in the core chunk).
      lib: { entry: { runtime: at('kit/runtime.ts'), ...Object.fromEntries(registryElements().map((e) => [e.tag, at(e.module)])) }, formats: ['es'] },
      rolldownOptions: {
        // Every constant of a primitive value is written where it is used (rolldown's default
        // inlines only some): a module's constants otherwise stay in the chunk of the module, so
        // those one element uses (the jackpot's range, an icon's path) rode in the runtime as
        // exports every element downloaded. About 0.5 kB off every element, and the icons' chunk.
        optimization: { inlineConst: { mode: 'all', pass: 2 } },
        // The terser pass (scripts/terser-pass-plugin.ts) takes most of the build's time, by design.
        checks: { bundlerTimings: false },
        // The loader calls the runtime's exports: keep them. 'allow-extension' (the runtime may
        // export more, for chunks that import from it) is what a group that leaves out its
        // modules' imports needs (scripts/kit-chunks.ts).
        preserveEntrySignatures: 'allow-extension',
        output: {
          minify: true,
          entryFileNames: (chunk) => (chunk.name === 'runtime' ? `runtime-[hash:${KIT_HASH_LENGTH}].js` : `${chunk.name}-${elementHash}.js`),
          chunkFileNames: `[name]-[hash:${KIT_HASH_LENGTH}].js`,
          // scripts/kit-chunks.ts says which code shares a file.
          codeSplitting: { groups: chunkPlan.groups },
        },
      },
    },
  };
});
