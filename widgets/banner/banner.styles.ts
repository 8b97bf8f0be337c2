import { css } from '../base/css.ts';

export const bannerStyles = css`
  /* swiper.css gives :host position and z-index (for its own element); a banner needs neither. */
  :host {
    display: block;
    position: static;
    z-index: auto;
    margin: 0;
  }
  .frame {
    position: relative;
    display: block;
    width: 100%;
    overflow: hidden;
    border-radius: var(--mc-banner-radius, 0);
    background: var(--_surface-2);
    --swiper-theme-color: var(--mc-banner-dot-color, var(--_primary));
    --swiper-pagination-bullet-inactive-color: #fff;
    --swiper-pagination-bullet-inactive-opacity: 0.55;
    --swiper-pagination-bottom: 0px;
    --swiper-pagination-bullet-horizontal-gap: 0px;
  }
  .swiper-wrapper {
    height: 100%;
  }
  .swiper-slide a {
    display: block;
    width: 100%;
    height: 100%;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* An 8px dot in a 24px button: the padding is the tap target, the dot is only the content box. */
  .swiper-pagination .swiper-pagination-bullet {
    box-sizing: content-box;
    padding: 8px;
    border: 0;
    background-clip: content-box;
  }
  .state {
    display: flex;
    align-items: center;
    justify-content: center;
    color: var(--_muted);
    text-align: center;
  }
  .retry {
    width: 100%;
    height: 100%;
    color: var(--_text);
    text-decoration: underline;
  }
  .skeleton {
    animation: mc-banner-pulse 1.4s ease-in-out infinite;
  }
  @keyframes mc-banner-pulse {
    50% {
      opacity: 0.6;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .skeleton {
      animation: none;
    }
  }
`;
