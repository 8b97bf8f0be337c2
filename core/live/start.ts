/**
 * Starts the live client (core/live/client.ts, a file of its own) once the first screen has
 * painted and the browser has a quiet moment, so it never competes with the page's own start.
 * The site starts it for everyone (visitors follow the public stream); the kit (kit/runtime.ts,
 * the frames on partner pages included) once a player is signed in.
 */
import { $session } from '../stores/session.ts';

let started = false;

export function startLiveLater(visitors: boolean): void {
  if (started) return;
  const go = () => {
    if (started || (!visitors && !$session.get())) return;
    started = true;
    // Two frames (the page painted), then a quiet moment (at most 3 s later).
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const load = () =>
          void import('./client.ts').then(
            (live) => live.startLive({ visitors }),
            () => (started = false),
          );
        if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 3_000 });
        else setTimeout(load);
      }),
    );
  };
  $session.listen(go);
  go();
}
