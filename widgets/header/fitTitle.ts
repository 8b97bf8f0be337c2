/**
 * A page title that fits the header in every language: it wraps to two lines, then shrinks step by
 * step; when even the smallest size is too wide, the header is told (`onTight`: it makes room, the
 * Deposit button keeps only its icon) and the title fits again in the new room; only as a last
 * resort it breaks inside a word. Never cut with an ellipsis: a title such as "An übergeordnetes
 * Konto übertragen" or "Договор с ежедневной оплатой" is read whole.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Font sizes tried in turn (px); the first is the header's normal title size. */
const SIZES = [16, 15, 14, 13, 12, 11] as const;
/** Kept in step with `.title { line-height }` in header.styles.ts. */
export const TITLE_LINE_HEIGHT = 1.2;
const MAX_LINES = 2;

const fits = (el: HTMLElement, size: number): boolean =>
  el.scrollWidth <= el.clientWidth && el.scrollHeight <= Math.ceil(size * TITLE_LINE_HEIGHT * MAX_LINES) + 1;

/**
 * Sets the largest size at which the title fits (CSSOM, allowed under a strict style-src). False
 * when none does: the title then breaks inside words at the smallest size.
 */
export function fitTitle(el: HTMLElement): boolean {
  if (el.clientWidth === 0) return true; // not laid out (hidden): the observer calls again once it is
  el.classList.remove('break');
  for (const size of SIZES) {
    el.style.fontSize = `${size}px`;
    if (fits(el, size)) return true;
  }
  el.classList.add('break');
  return false;
}

/**
 * Fits the title on every change of its text and of its width (a balance arriving, the header
 * making room, a rotation); `onTight` hears when the smallest size was still too wide.
 */
export function useFitTitle(text: string, onTight: () => void): RefObject<HTMLHeadingElement | null> {
  const ref = useRef<HTMLHeadingElement>(null);
  const tight = useRef(onTight);
  tight.current = onTight;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      if (!fitTitle(el)) tight.current();
    };
    fit();
    if (typeof ResizeObserver !== 'function') return;
    let width = el.clientWidth;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return; // its own height changes while fitting
      width = el.clientWidth;
      // Next frame, not inside the observer's callback: a fit changes sizes the observer watches.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [text]);
  return ref;
}
