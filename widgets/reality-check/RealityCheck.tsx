/**
 * <mc-reality-check>: the reality check of responsible gaming. While a player is signed in it
 * asks the platform for the play session (which the platform times, so a reload or a game
 * launch does not restart it) and, every interval the player chose (the merchant's default
 * otherwise), shows a dialog with the time played and the session's net result: Continue,
 * Stop (signs out) or View history. When the player's session time limit is reached it says so
 * and offers only Stop and View history. The host page shows it on every page, the game launch
 * included; a partner page puts it next to its games. A check that falls due while the player is
 * tapping or scrolling opens once they are still, never under the tap. The
 * live stream's `realityCheck` makes it ask for the play session at once.
 *
 * @event mc-reality-check - { action: 'continue' | 'stop' | 'history', reason: 'interval' | 'limit' } after the player answered
 * @event mc-navigate - the game history, home after Stop
 * @csspart dialog - the dialog
 * @csspart actions - its buttons
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $online, mayImport } from '../../core/app/connection.ts';
import { isFreeTrial } from '../../core/rules/roles.ts';
import { loadInitialConfig } from '../../core/stores/platform.ts';
import { $rgConfig, rgToolOn } from '../../core/stores/responsibleGaming.ts';
import { $session } from '../../core/stores/session.ts';

type WatchPart = typeof import('./Watch.tsx');
let watchPart: Promise<WatchPart> | undefined;

export function RealityCheck() {
  const session = useStore($session);
  const config = useStore($rgConfig);
  useEffect(() => {
    void loadInitialConfig();
  }, []);
  const watched = !!session && !isFreeTrial(session.type) && !!config && rgToolOn(config, 'realityCheck');
  // The check itself (its calls, dialog and money format) loads for the first player it watches:
  // the host page has this element on every page, and a visitor's never needs it. Not through
  // lazyPart (the sign-in forms' helper): shared with them, it would be one more file for each.
  const [part, setPart] = useState<WatchPart>();
  // Read for the effect below: offline, the check's code is asked for once the browser is back
  // online (the check is the player's safeguard; it must not stay away for the visit).
  const online = useStore($online);
  useEffect(() => {
    if (!watched || part || !mayImport()) return;
    let live = true;
    watchPart ??= import('./Watch.tsx').catch((error: unknown) => {
      // Asked again at the next sign-in; the browser may keep the failure for this document.
      watchPart = undefined;
      throw error;
    });
    watchPart.then(
      (loaded) => live && setPart(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [watched, part, online]);
  if (!watched || !part) return null;
  // Keyed by the player: another sign-in starts another session's clock.
  return <part.Watch key={session.userName} />;
}
