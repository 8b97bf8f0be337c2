/**
 * Swiper with the one module the banner uses (pagination), loaded after the first banner is on
 * screen (dynamic import from Banner.tsx), so the carousel code never delays the first paint.
 *
 * Autoplay is a plain timer here rather than swiper's Autoplay module: that module runs a
 * requestAnimationFrame loop for as long as it plays (to report the time left), which keeps the
 * main thread producing frames on a phone for nothing.
 */
import Swiper from 'swiper';
import { Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

export type { Swiper };

export interface Carousel {
  swiper: Swiper;
  /** Whether the autoplay timer runs (false with one slide, reduced motion, or once destroyed). */
  readonly playing: boolean;
  pause(): void;
  resume(): void;
  destroy(): void;
}

/**
 * A swiper that moves to the next slide every `autoplayMs` (none when 0). A slide change made by
 * the player (swipe, dot) restarts the wait; a hidden page or a pause skips the turn.
 */
export function createCarousel(el: HTMLElement, options: SwiperOptions, autoplayMs: number): Carousel {
  const swiper = new Swiper(el, { modules: [Pagination], ...options });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = false;
  let destroyed = false;
  const schedule = () => {
    clearTimeout(timer);
    if (destroyed || autoplayMs <= 0) return;
    timer = setTimeout(() => {
      if (!paused && !document.hidden) {
        swiper.slideNext();
      }
      schedule();
    }, autoplayMs);
  };
  // The player moved it (a swipe or a dot): a full wait again. Swiper's own repositioning (loop
  // fixes, resizes) also reports slide changes, so only the player's gestures count.
  swiper.on('touchEnd', schedule);
  const dots = swiper.pagination?.el;
  const onDot = () => schedule();
  (Array.isArray(dots) ? dots : dots ? [dots] : []).forEach((d: HTMLElement) => d.addEventListener('click', onDot));
  schedule();
  return {
    swiper,
    get playing() {
      return !destroyed && autoplayMs > 0 && !paused;
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
    },
    destroy() {
      destroyed = true;
      clearTimeout(timer);
      swiper.destroy(true, true);
    },
  };
}
