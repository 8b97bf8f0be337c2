import { defineConfig } from 'vitest/config';
import { scaled } from './tests/timeout-scale.mjs';

/**
 * Unit tests: core, rules and the reference server, in Node. Element tests (`*.browser.test.ts`)
 * run in real Chromium through @web/test-runner; end-to-end tests have their own config.
 */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: [
      'core/**/*.test.ts',
      'server/**/*.test.ts',
      'host/**/*.test.ts',
      'widgets/**/*.unit.test.ts',
      'scripts/**/*.test.ts',
      'kit/**/*.test.ts',
      'front/**/*.test.ts',
    ],
    exclude: ['**/*.browser.test.*', 'node_modules/**', 'dist/**'],
    environment: 'node',
    // Scaled like the browser suites' (tests/timeout-scale.mjs): a hook that seeds a database
    // once took longer than vitest's default 10 s on a loaded machine.
    testTimeout: scaled(20_000),
    hookTimeout: scaled(30_000),
  },
});
