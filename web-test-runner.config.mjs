// Element tests in real Chromium: `npx web-test-runner` (or `npm run test:elements`).
//
// Sources are served unbundled, so React's CommonJS needs the plugin chain measured in
// shared/notes/TOOLCHAIN.md: replace NODE_ENV, alias React to its CJS production builds, turn
// that CommonJS into ESM, then esbuild for TS/TSX (JSX automatic, from tsconfig.json) and JSON.
//
// Options through the environment:
//   CHROME_PATH=/usr/bin/chromium  use that browser (unset or `npm`: @sparticuz/chromium; see scripts/chromium.mjs)
//   WTR_FILES='widgets/login/**'  run only the test files under that glob (also: positional globs)
//   WTR_TIMEOUT=20000             per-test timeout in ms (default 10000), times the factor below
//   TEST_TIMEOUT_SCALE=3          multiply every time limit by 3: mocha's per-test timeout, the
//                                 run's start/finish limits, and in the page waitFor, mount and
//                                 oneEvent (tests/timeout-scale.mjs; CI=true alone means 3)
//   WTR_SUMMARY_FILE=out.json     write {passed, failed, skipped, files} there (used by scripts/test.mjs)
//   WTR_LITE=1                    the lite build: react, react-dom, react-dom/client and the JSX runtimes
//                                 aliased to their preact twins (kit/lite/), i18next to kit/lite/i18next.ts,
//                                 @nanostores/react to kit/lite/nanostores-react.ts
//                                 (the embed kit's default build, as vite.kit.config.ts makes it)
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { writeFileSync } from 'node:fs';

import { defaultReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import { chromeLauncher } from '@web/test-runner-chrome';
import rollupAlias from '@rollup/plugin-alias';
import rollupCommonjs from '@rollup/plugin-commonjs';
import rollupReplace from '@rollup/plugin-replace';

import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs';
import { freePort } from './scripts/free-port.mjs';
import { timeoutScale } from './tests/timeout-scale.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const pkg = (name) => dirname(require.resolve(`${name}/package.json`));
const reactDir = pkg('react');
const reactDomDir = pkg('react-dom');
const schedulerDir = dirname(require.resolve('scheduler', { paths: [reactDomDir] }));
const LITE = process.env.WTR_LITE === '1';
const SCALE = timeoutScale();

// React's CommonJS production builds (the site's and the kit's React build)...
const REACT_ALIASES = [
  { find: /^react$/, replacement: join(reactDir, 'cjs/react.production.js') },
  { find: /^react\/jsx-runtime$/, replacement: join(reactDir, 'cjs/react-jsx-runtime.production.js') },
  // Production has no dev runtime; the automatic runtime only asks for it in dev mode.
  { find: /^react\/jsx-dev-runtime$/, replacement: join(reactDir, 'cjs/react-jsx-runtime.production.js') },
  { find: /^react-dom$/, replacement: join(reactDomDir, 'cjs/react-dom.production.js') },
  { find: /^react-dom\/client$/, replacement: join(reactDomDir, 'cjs/react-dom-client.production.js') },
  { find: /^scheduler$/, replacement: join(schedulerDir, 'cjs/scheduler.production.js') },
];
// ...or their lite twins on preact (ES modules already), exactly as vite.kit.config.ts aliases them;
// react and react-dom go through kit/lite/react.ts (kit/lite/compat.ts with React's effect timing),
// i18next is kit/lite/i18next.ts (the subset core/i18n.ts uses), @nanostores/react is
// kit/lite/nanostores-react.ts (the useStore the kit calls).
const PREACT_ALIASES = [
  { find: /^i18next$/, replacement: join(root, 'kit/lite/i18next.ts') },
  { find: /^@nanostores\/react$/, replacement: join(root, 'kit/lite/nanostores-react.ts') },
  { find: /^react$/, replacement: join(root, 'kit/lite/react.ts') },
  { find: /^react-dom$/, replacement: join(root, 'kit/lite/react.ts') },
  { find: /^react-dom\/client$/, replacement: join(root, 'kit/lite/client.ts') },
  { find: /^react\/jsx-runtime$/, replacement: join(root, 'kit/lite/jsx-runtime.ts') },
  { find: /^react\/jsx-dev-runtime$/, replacement: join(root, 'kit/lite/jsx-runtime.ts') },
];

const alias = fromRollup(rollupAlias);
const commonjs = fromRollup(rollupCommonjs);
const replace = fromRollup(rollupReplace);

const executablePath = await chromiumPath();

const defaultFiles = [
  'host/**/*.browser.test.{ts,tsx}',
  'widgets/**/*.browser.test.{ts,tsx}',
  'tests/browser/**/*.browser.test.{ts,tsx}',
  'kit/**/*.browser.test.{ts,tsx}',
  'core/**/*.browser.test.{ts,tsx}',
];
const files = process.env.WTR_FILES ? process.env.WTR_FILES.split(',') : defaultFiles;

/**
 * Counts for scripts/test.mjs. A test file that failed without a failing test (it did not load,
 * a hook threw, the page crashed) counts as one failure.
 * @returns {import('@web/test-runner').Reporter}
 */
function summaryReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0, files: sessions.length, failures: [] };
      const firstLine = (error) =>
        String(error?.message ?? error ?? '')
          .split('\n')[0]
          .slice(0, 300);
      const walk = (suite, testFile, path) => {
        if (!suite) return 0;
        let failed = 0;
        for (const t of suite.tests) {
          if (t.skipped) counts.skipped += 1;
          else if (t.passed) counts.passed += 1;
          else {
            failed += 1;
            counts.failures.push({ file: testFile, name: [...path, t.name].join(' › '), message: firstLine(t.error) });
          }
        }
        for (const s of suite.suites) failed += walk(s, testFile, [...path, s.name]);
        return failed;
      };
      for (const session of sessions) {
        const testFile = relative(process.cwd(), session.testFile);
        const failed = walk(session.testResults, testFile, []);
        counts.failed += failed;
        if (session.passed === false && failed === 0) {
          counts.failed += 1;
          counts.failures.push({ file: testFile, name: '(the file itself)', message: firstLine(session.errors?.[0]) });
        }
      }
      writeFileSync(file, JSON.stringify(counts));
    },
  };
}

/**
 * The platform's game icons as the tests' fixtures name them (/img/game/<id>.webp and .svg): a
 * tiny picture of each kind, so a card's icon loads as it does on the platform and only a test
 * that names a missing one sees a failure.
 */
const TEST_ICON_WEBP = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAUAAAAdQs86Uuf+BiOh/AAA=', 'base64');
const TEST_ICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2" fill="#888"/></svg>';
function serveTestIcons(ctx, next) {
  const match = /^\/img\/game\/\d+\.(webp|svg)$/.exec(ctx.path);
  if (!match) return next();
  ctx.type = match[1] === 'webp' ? 'image/webp' : 'image/svg+xml';
  ctx.body = match[1] === 'webp' ? TEST_ICON_WEBP : TEST_ICON_SVG;
  return undefined;
}

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  rootDir: root,
  // Not the fixed 8000: a second suite on the machine (the React and lite builds, a stress run
  // beside CI) would fail to start on it.
  port: await freePort(),
  middleware: [serveTestIcons],
  files,
  nodeResolve: { exportConditions: ['browser', 'import', 'default'] },
  // Two cores: one browser page per core keeps the runner itself responsive.
  concurrency: 2,
  concurrentBrowsers: 1,
  testsStartTimeout: 60_000 * SCALE,
  testsFinishTimeout: 180_000 * SCALE,
  browserStartTimeout: 60_000 * SCALE,
  testFramework: {
    config: {
      ui: 'bdd',
      timeout: Number(process.env.WTR_TIMEOUT ?? 10_000) * SCALE,
    },
  },
  // The page learns the factor before any test module loads (tests/browser/helpers.ts reads it).
  testRunnerHtml: (testFramework) =>
    `<!DOCTYPE html><html><head><script>globalThis.__MC_TIMEOUT_SCALE__ = ${JSON.stringify(SCALE)};</script></head>` +
    `<body><script type="module" src="${testFramework}"></script></body></html>`,
  reporters: [defaultReporter(), ...(process.env.WTR_SUMMARY_FILE ? [summaryReporter(process.env.WTR_SUMMARY_FILE)] : [])],
  browsers: [
    chromeLauncher({
      // Each test page in its own browser context, which new-headless Chrome (Debian's chromium)
      // shows in its own window: otherwise only one of the concurrent pages is visible and the
      // others get no animation frames (mount() and React wait for frames: 10 s timeouts).
      createPage: async ({ browser }) => {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        page.once('close', () => void context.close().catch(() => undefined));
        return page;
      },
      launchOptions: {
        executablePath,
        headless: true,
        args: [...CHROMIUM_FLAGS],
      },
    }),
  ],
  // The esbuild plugin decides mime types by extension: .ts/.tsx/.json are served as JS.
  mimeTypes: {
    '**/*.ts': 'js',
    '**/*.tsx': 'js',
  },
  plugins: [
    // Libraries read process.env.NODE_ENV. "test" keeps nanostores' cleanStores() usable; React
    // itself is aliased to its production files below, so the value does not pick its build.
    replace({
      preventAssignment: true,
      include: ['**/node_modules/**'],
      values: { 'process.env.NODE_ENV': JSON.stringify('test') },
    }),
    alias({ entries: LITE ? PREACT_ALIASES : REACT_ALIASES }),
    commonjs({
      // React's builds, and @sinonjs/fake-timers (CommonJS) for the fake clock in helpers.ts.
      include: [
        ...(LITE ? [] : ['**/node_modules/react/**', '**/node_modules/react-dom/**', '**/node_modules/scheduler/**']),
        '**/node_modules/@sinonjs/**',
        '**/node_modules/type-detect/**',
      ],
      // fake-timers requires these only under Node (guarded at run time): leave them alone.
      ignore: ['timers', 'timers/promises', 'perf_hooks', 'util'],
      strictRequires: false,
      requireReturnsDefault: true,
    }),
    esbuildPlugin({
      ts: true,
      tsx: true,
      json: true,
      target: 'auto',
      tsconfig: join(root, 'tsconfig.json'),
    }),
  ],
};
