// One factor for every time limit the test suites set, so a busy machine (CI, `npm run
// test:stress`) gets longer limits without a test changing:
//
//   TEST_TIMEOUT_SCALE=3   multiply the limits by 3 (any number >= 1)
//   CI=true                without TEST_TIMEOUT_SCALE: 3
//   otherwise              1
//
// Read in Node by web-test-runner.config.mjs (mocha's per-test timeout; the test page gets the
// factor as globalThis.__MC_TIMEOUT_SCALE__, which tests/browser/helpers.ts applies to waitFor,
// mount and oneEvent) and by tests/e2e (vitest's test and hook timeouts, tests/e2e/harness.ts's
// `scaled()` for playwright's and expect.poll's limits). The limits scale; what a test waits for
// does not: a test never passes by waiting longer for something that should not happen.

/** The factor from the environment (see above). */
export function timeoutScale(env = process.env) {
  const raw = env.TEST_TIMEOUT_SCALE;
  if (raw !== undefined && raw !== '') {
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 1) throw new Error(`TEST_TIMEOUT_SCALE=${raw}: expected a number >= 1`);
    return n;
  }
  return env.CI === 'true' || env.CI === '1' ? 3 : 1;
}

/** `ms` times the factor, rounded. */
export function scaled(ms, env = process.env) {
  return Math.round(ms * timeoutScale(env));
}
