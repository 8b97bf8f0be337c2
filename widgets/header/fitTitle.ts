/**
 * A page title that fits the header in every language: it wraps to two lines, then shrinks step by
 * step, and only at the smallest size breaks inside a word. Never cut with an ellipsis: a title
 * such as "Einzahlungsverlauf" or "Безопасность аккаунта" is read whole.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Font sizes tried in turn (px); the first is the header's normal title size. */
const SIZES = [16, 15, 14, 13, 12] as const;
/** Kept in step with `.title { line-height }` in header.styles.ts. */
export const TITLE_LINE_HEIGHT = 1.2;
const MAX_LINES = 2;

const fits = (el: HTMLElement, size: number): boolean =>
  el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= Math.ceil(size * TITLE_LINE_HEIGHT * MAX_LINES) + 1;

/** Sets the largest size at which the title fits (CSSOM, allowed under a strict style-src). */
export function fitTitle(el: HTMLElement): void {
  if (el.clientWidth === 0) return; // not laid out (hidden): the observer calls again once it is
  el.classList.remove('break');
  for (const size of SIZES) {
    el.style.fontSize = `${size}px`;
    if (fits(el, size)) return;
  }
  el.classList.add('break');
}

/** Fits the title on every change of its text and of its width (a balance arriving, a rotation). */
export function useFitTitle(text: string): RefObject<HTMLHeadingElement | null> {
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    fitTitle(el);
    if (typeof ResizeObserver !== 'function') return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return; // its own height changes while fitting
      width = el.clientWidth;
      fitTitle(el);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [text]);
  return ref;
}
