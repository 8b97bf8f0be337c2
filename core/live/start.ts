/**
 * Starts the live client (core/live/client.ts, a file of its own) once the first screen has
 * painted and the browser has a quiet moment, so it never competes with the page's own start.
 * The site starts it for everyone (visitors follow the public stream); the kit (kit/runtime.ts,
 * the frames on partner pages included) once a player is signed in.
 */
import { whenNearOrIdle } from '../app/near-or-idle.ts';
import { $session } from '../stores/session.ts';

let started = false;

export function startLiveLater(visitors: boolean): void {
  if (started) return;
  const go = () => {
    if (started || (!visitors && !$session.get())) return;
    started = true;
    // Once the page has painted, at a quiet moment.
    whenNearOrIdle(
      null,
      () =>
        void import('./client.ts').then(
          (live) => live.startLive({ visitors }),
          () => (started = false),
        ),
    );
  };
  $session.listen(go);
  go();
}
