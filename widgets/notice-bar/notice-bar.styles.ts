import { css } from '../base/css.ts';

export const noticeBarStyles = css`
  :host {
    --_height: var(--mc-notice-bar-height, 36px);
    min-height: var(--_height);
  }
  .bar {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 100%;
    height: var(--_height);
    padding: 0 12px;
    overflow: hidden;
    background: var(--mc-notice-bar-background, var(--_surface));
    color: var(--_text);
    font-size: var(--_text-s);
    text-align: start;
  }
  .icon {
    flex: none;
    color: var(--_primary);
  }
  .viewport {
    position: relative;
    flex: 1 1 auto;
    min-width: 0;
    height: 100%;
    overflow: hidden;
    white-space: nowrap;
  }
  .track {
    position: absolute;
    top: 0;
    left: 0;
    display: inline-flex;
    align-items: center;
    height: 100%;
    gap: 48px;
    /* Starts just past the right edge (padding of the viewport's width), ends past the left. */
    padding-left: 100%;
    will-change: transform;
  }
  .track[data-running] {
    animation: mc-marquee linear infinite;
  }
  .bar:hover .track,
  .bar:focus-visible .track {
    animation-play-state: paused;
  }
  @keyframes mc-marquee {
    from {
      transform: translateX(0);
    }
    to {
      transform: translateX(-100%);
    }
  }
  :host(:dir(rtl)) .track,
  [dir='rtl'] .track {
    left: auto;
    right: 0;
    padding-left: 0;
    padding-right: 100%;
    animation-name: mc-marquee-rtl;
  }
  @keyframes mc-marquee-rtl {
    from {
      transform: translateX(0);
    }
    to {
      transform: translateX(100%);
    }
  }
  .text {
    flex: 1 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: var(--_muted);
  }
  .retry .text {
    color: var(--_text);
    text-decoration: underline;
  }
  .skeleton {
    flex: 1 1 auto;
    height: 12px;
    border-radius: 6px;
    background: var(--_surface-2);
  }
  @media (prefers-reduced-motion: reduce) {
    .track {
      position: static;
      padding: 0;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .track[data-running] {
      animation: none;
    }
  }
`;
