/**
 * Swiper with the two modules the banner uses, loaded after the first banner is on screen
 * (dynamic import from Banner.tsx), so the carousel code never delays the first paint.
 */
import Swiper from 'swiper';
import { Autoplay, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

export type { Swiper };

export function createCarousel(el: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(el, { modules: [Autoplay, Pagination], ...options });
}
