// The partner apps of examples/ (React 19 + TypeScript, Vue 3) against the packed kit: each
// installs the tarball (npm, as a partner would; everything else it needs is already in its own
// or the repository's node_modules, so the install is quick and works offline), type-checks
// strictly and builds its bundle into dist/examples/<app>/ for tests/e2e/partner-apps.e2e.test.ts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './kit-source.mjs';

/** The apps: their folder, their entry and how they type-check (the command's arguments). */
export const EXAMPLES = {
  react: { entry: 'src/main.tsx', typecheck: [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.'] },
  // vue-tsc 3 reads strictTemplates from tsconfig.json's vueCompilerOptions (its CLI flag is gone).
  vue: { entry: 'src/main.ts', typecheck: ['node_modules/vue-tsc/bin/vue-tsc.js', '-p', '.'] },
};

export const exampleDir = (app) => join(ROOT, 'examples', app);
export const exampleOut = (app) => join(ROOT, 'dist', 'examples', app);

function run(cwd, command, args) {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8' });
  return { status: r.status ?? 1, output: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
}

/** Installs the packed kit (and the app's own locked dependencies, once) without saving it. */
export function installKit(app, tarball) {
  const cwd = exampleDir(app);
  const locked = existsSync(join(cwd, 'package-lock.json'));
  if (locked && !existsSync(join(cwd, 'node_modules', '.package-lock.json'))) {
    const ci = run(cwd, 'npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
    if (ci.status !== 0) return ci;
  }
  return run(cwd, 'npm', ['install', '--no-save', '--prefer-offline', '--no-audit', '--no-fund', ...(locked ? [] : ['--no-package-lock']), tarball]);
}

/** The app's strict type check: `{ status, output }`. */
export const typecheck = (app) => run(exampleDir(app), process.execPath, EXAMPLES[app].typecheck);

/** Builds the app's bundle (dist/examples/<app>/main.js) with the repository's vite. */
export async function buildExample(app) {
  const { build } = await import('vite');
  const plugins = [];
  if (app === 'vue') {
    const { default: vue } = await import(join(exampleDir('vue'), 'node_modules/@vitejs/plugin-vue/dist/index.mjs'));
    plugins.push(vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('mc-') } } }));
  }
  await build({
    configFile: false,
    root: exampleDir(app),
    logLevel: 'warn',
    plugins,
    mode: 'production',
    oxc: { jsx: { runtime: 'automatic', development: false } },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: exampleOut(app),
      emptyOutDir: true,
      modulePreload: false,
      rolldownOptions: { input: join(exampleDir(app), EXAMPLES[app].entry), output: { entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js' } },
    },
  });
}
