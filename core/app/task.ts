/** What the page's `scheduler` offers where the browser has one (Chromium); typed here, as TypeScript's DOM library lacks it. */
interface Scheduler {
  yield?(): Promise<void>;
  postTask?(run: () => void, options: { priority?: 'user-blocking' | 'user-visible' | 'background'; delay?: number; signal?: AbortSignal }): Promise<void>;
}

export const browserScheduler = (): Scheduler | undefined => (globalThis as { scheduler?: Scheduler }).scheduler;

/**
 * A task of its own, right away: a message the page posts to itself (as React's scheduler does),
 * not a timer, which is for waiting a given time. Returns a function that cancels it.
 */
export function inTaskOfItsOwn(run: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}

/**
 * Runs `run` once `delay` ms have passed, before the page's other queued work where the browser
 * can. The site takes over in slices that yield with `scheduler.yield()`, and the browser runs
 * those continuations before any timer: a timer's task waited for the whole take-over (the first
 * screen's popup opened about 0.35 s late at 4× CPU). A 'user-blocking' task goes before them; a
 * timer where the browser has no scheduler. Returns the cancel.
 */
export function onTime(run: () => void, delay: number): () => void {
  const scheduler = browserScheduler();
  if (!scheduler?.postTask) {
    const timer = setTimeout(run, delay);
    return () => clearTimeout(timer);
  }
  const controller = new AbortController();
  // Cancelled: the promise rejects with the abort, which is the point.
  scheduler.postTask(run, { priority: 'user-blocking', delay, signal: controller.signal }).catch(() => undefined);
  return () => controller.abort();
}
