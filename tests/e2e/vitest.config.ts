import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: `npm run test:e2e` (vitest in Node, Chromium through playwright-core,
 * the reference platform in-process, the built site from dist/site). One file at a time:
 * two cores, one browser, one server per file.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    exclude: ['node_modules/**', 'dist/**'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // A browser test that failed once because the machine was busy is still a failure: no retries.
    retry: 0,
  },
});
