import { createElement } from 'react';
import { define } from '../define.ts';
import { Banner, BANNER_DEFAULT_SIZE } from './Banner.tsx';
import { bannerStyles } from './banner.styles.ts';
import { css } from '../base/css.ts';
import { swiperCoreStyles, swiperPaginationStyles } from './swiper.styles.ts';

const [width, height] = BANNER_DEFAULT_SIZE.home;

export const MCBanner = define('mc-banner', Banner, {
  props: { position: 'string' },
  // swiper's own CSS first, the banner's after it (it overrides what swiper sets on :host).
  styles: [swiperCoreStyles, swiperPaginationStyles, bannerStyles],
  // While the texts load, the box already has the banners' shape: nothing below it moves.
  loading: () => createElement('div', { className: 'frame skeleton', part: 'frame', style: { aspectRatio: `${width} / ${height}` }, 'aria-busy': 'true' }),
  // And from the upgrade to that first render, the host itself has it.
  reserve: css`:host { display: block; aspect-ratio: ${width} / ${height}; }`,
  texts: ['lobby', 'member'],
});
