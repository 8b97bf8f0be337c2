/**
 * Full screen for the launch page on a phone (Fullscreen API). The page's own part goes full
 * screen, not the game's frame, so the bar with the way back stays on screen. Offered only where
 * it can work: a touch screen (a phone or tablet; a desktop window is already large) whose browser
 * lets pages go full screen (iPhone Safari does not: there the button does not show).
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface Fullscreen {
  offered: boolean;
  active: boolean;
  toggle(): void;
  /** Leaves full screen, if this page is in it (before going back to the site). */
  exit(): void;
}

const offeredHere = (): boolean =>
  typeof document !== 'undefined' && document.fullscreenEnabled === true && typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

export function useFullscreen(target: RefObject<HTMLElement | null>): Fullscreen {
  const [offered] = useState(offeredHere);
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (!offered) return;
    // The document's element is the custom element (shadow DOM retargets it); its root knows ours.
    const onChange = () => {
      const el = target.current;
      const root = el?.getRootNode() as Document | ShadowRoot | undefined;
      setActive(!!el && root?.fullscreenElement === el);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [offered, target]);

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  const toggle = useCallback(() => {
    const el = target.current;
    if (!el) return;
    if (active) exit();
    // A refusal (no user gesture, a policy) leaves the page as it was: nothing to say.
    else void el.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
  }, [active, exit, target]);

  return { offered, active, toggle, exit };
}
