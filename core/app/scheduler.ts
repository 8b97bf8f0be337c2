/**
 * The browser's task scheduler (`scheduler.yield()`, `scheduler.postTask()`), where it has one.
 * Apart from core/app/task.ts: the lite build's React (kit/lite/react.ts), in the runtime every
 * element loads, needs this and nothing else of either.
 */
/** What it offers (Chromium); typed here, as TypeScript's DOM library lacks it. */
export interface Scheduler {
  yield?(): Promise<void>;
  postTask?(run: () => void, options: { priority?: 'user-blocking' | 'user-visible' | 'background'; delay?: number; signal?: AbortSignal }): Promise<void>;
}

/** The page's scheduler, where the browser has one. */
export const browserScheduler = (): Scheduler | undefined => (globalThis as { scheduler?: Scheduler }).scheduler;
