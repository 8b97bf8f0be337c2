/**
 * Typed handles on the mocha globals that @web/test-runner installs in the test page, so element
 * tests import them (`import { describe, it } from '../../tests/browser/helpers.ts'`) instead of
 * relying on global type declarations that would leak into the vitest suites.
 */

export interface MochaContext {
  /** Per-test (or per-hook) time limit in ms; the suite default is 10 s. */
  timeout(ms: number): void;
  /** Marks the running test as skipped. */
  skip(): never;
  retries(n: number): void;
  /** In an afterEach hook: the test that just ran, with its error when it failed. */
  currentTest?: { title: string; err?: { actual?: unknown; expected?: unknown } };
}

export type TestFn = (this: MochaContext) => unknown;
export type SuiteFn = (this: MochaContext) => void;

export interface ItFn {
  (title: string, fn?: TestFn): void;
  only(title: string, fn?: TestFn): void;
  skip(title: string, fn?: TestFn): void;
}

export interface DescribeFn {
  (title: string, fn: SuiteFn): void;
  only(title: string, fn: SuiteFn): void;
  skip(title: string, fn: SuiteFn): void;
}

export interface HookFn {
  (fn: TestFn): void;
  (title: string, fn: TestFn): void;
}

interface MochaGlobals {
  describe: DescribeFn;
  it: ItFn;
  before: HookFn;
  after: HookFn;
  beforeEach: HookFn;
  afterEach: HookFn;
}

const g = globalThis as unknown as Partial<MochaGlobals>;
if (typeof g.describe !== 'function') {
  throw new Error('tests/browser: mocha globals are missing — run element tests with `npx web-test-runner`, not vitest.');
}

export const describe = g.describe as DescribeFn;
export const it = g.it as ItFn;
export const before = g.before as HookFn;
export const after = g.after as HookFn;
export const beforeEach = g.beforeEach as HookFn;
export const afterEach = g.afterEach as HookFn;
