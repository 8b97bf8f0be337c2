import { defineConfig } from 'vitest/config';

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
    testTimeout: 20_000,
  },
});
