import { define } from '../define.ts';
import { Banner } from './Banner.tsx';
import { bannerStyles } from './banner.styles.ts';
import { swiperCoreStyles, swiperPaginationStyles } from './swiper.styles.ts';

export const MCBanner = define('mc-banner', Banner, {
  props: { position: 'string' },
  // swiper's own CSS first, the banner's after it (it overrides what swiper sets on :host).
  styles: [swiperCoreStyles, swiperPaginationStyles, bannerStyles],
});
