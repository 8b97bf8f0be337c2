/**
 * Page transitions of §2.3: a 300 ms fade, except after a horizontal back swipe — the browser
 * (iOS Safari, Android Chrome) already animates that gesture, and a fade on top of it flickers.
 * The Web Animations API is used because it needs no inline styles (strict CSP).
 */
import { BACK_SWIPE_PX, PAGE_TRANSITION_MS } from '../core/rules/constants.ts';

/** How long after a swipe the navigation it caused may still arrive. */
const SWIPE_WINDOW_MS = 1000;

let start: { x: number; y: number } | undefined;
let swipedAt = Number.NEGATIVE_INFINITY;

function handleTouchStart(event: TouchEvent): void {
  const touch = event.touches[0];
  start = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : undefined;
}

function handleTouchMove(event: TouchEvent): void {
  const touch = event.touches[0];
  if (!start || !touch) return;
  const dx = Math.abs(touch.clientX - start.x);
  const dy = Math.abs(touch.clientY - start.y);
  if (dx > BACK_SWIPE_PX && dx > dy) swipedAt = performance.now();
}

/** Watches touches for back swipes; passive listeners, so scrolling is never delayed. */
export function watchBackSwipes(target: EventTarget = document): () => void {
  const opts: AddEventListenerOptions = { passive: true, capture: true };
  target.addEventListener('touchstart', handleTouchStart as EventListener, opts);
  target.addEventListener('touchmove', handleTouchMove as EventListener, opts);
  return () => {
    target.removeEventListener('touchstart', handleTouchStart as EventListener, opts);
    target.removeEventListener('touchmove', handleTouchMove as EventListener, opts);
  };
}

/** Whether a navigation happening now was most likely caused by a back swipe. */
export function followsBackSwipe(now = performance.now()): boolean {
  return now - swipedAt < SWIPE_WINDOW_MS;
}

const prefersReducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Fades the new page in; nothing when the visitor asked for less motion or it cannot animate. */
export function fadeIn(el: Element): Animation | undefined {
  if (prefersReducedMotion() || typeof el.animate !== 'function') return undefined;
  return el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: PAGE_TRANSITION_MS, easing: 'ease-out' });
}
