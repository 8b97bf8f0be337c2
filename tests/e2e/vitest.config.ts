import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { scaled } from '../timeout-scale.mjs';

/**
 * End-to-end tests: `npm run test:e2e` (vitest in Node, Chromium through playwright-core,
 * the reference platform in-process, the built site from dist/site). One file at a time:
 * two cores, one browser, one server per file. Time limits scale with TEST_TIMEOUT_SCALE (3 under
 * CI=true; tests/timeout-scale.mjs), expect.poll's default included.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    exclude: ['node_modules/**', 'dist/**'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: scaled(60_000),
    hookTimeout: scaled(120_000),
    teardownTimeout: scaled(30_000),
    expect: { poll: { timeout: scaled(1_000) } },
    // A browser test that failed once because the machine was busy is still a failure: no retries.
    retry: 0,
    projects: [
      // Each project names its files: a project that extends the root adds its include to the root's.
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.e2e.test.ts'] } },
      // The first-screen and hand-off stories again with the front in front of a platform at
      // another address (tests/e2e/harness.ts, E2E_FRONT=separate), as an operator runs them.
      {
        extends: true,
        test: {
          name: 'separate-front',
          include: ['tests/e2e/first-screen.e2e.test.ts', 'tests/e2e/session.e2e.test.ts'],
          env: { E2E_FRONT: 'separate' },
        },
      },
    ],
  },
});
