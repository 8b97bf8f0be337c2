/**
 * The elements of a page the player leaves unmount after the next page has painted, one per
 * task. The tap that left the page is answered by the next frame, not after the old page's
 * teardown (the home page's elements took 36 to 78 ms to unmount at 4× CPU, all in the tap's
 * own task). Out of the page, an element shows nothing and its events reach no one, so its
 * last moments change nothing the player sees; an element put back before its turn keeps its
 * state (widgets/define.ts checks again when the turn comes).
 *
 * A tab in the background paints no frames: there the unmounts go at once, a task at a time,
 * so a page left behind stops its work (its polls, its timers) all the same.
 */
import { afterNextPaint, inTaskOfItsOwn } from '../core/app/task.ts';
import { installUnmountPacer } from '../widgets/pacing.ts';

/** In the order they left; asking again moves an element to the end of the line. */
const waiting = new Map<HTMLElement, () => void>();
let scheduled = false;
function unmount(host: HTMLElement): void {
  const run = waiting.get(host);
  waiting.delete(host);
  try {
    run?.();
  } catch (error) {
    // One element failing must not keep the others mounted.
    reportError(error);
  }
}

function unmountNext(): void {
  const host = waiting.keys().next().value;
  if (host) unmount(host);
  if (waiting.size > 0) inTaskOfItsOwn(unmountNext);
  else scheduled = false;
}

function pace(host: HTMLElement, run: () => void): void {
  waiting.delete(host);
  waiting.set(host, run);
  if (scheduled) return;
  scheduled = true;
  afterNextPaint(unmountNext);
}

/** Starts pacing unmounts (the shell, while it is on the page); the function it returns unmounts whatever still waits, at once, and stops. */
export function startRetiring(): () => void {
  installUnmountPacer(pace);
  return () => {
    installUnmountPacer(undefined);
    for (const host of [...waiting.keys()]) unmount(host);
  };
}
