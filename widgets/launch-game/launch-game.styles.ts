import { css } from '../ui/css.ts';

export const launchGameStyles = css`
  .launch {
    display: flex;
    flex-direction: column;
    --_bar: var(--mc-launch-bar-height, 48px);
  }
  .bar {
    display: flex;
    align-items: center;
    gap: 8px;
    height: var(--_bar);
    padding: 0 8px;
    background: var(--_surface);
    border-bottom: 1px solid var(--_surface-2);
  }
  .back {
    flex: none;
  }
  .name {
    flex: 1 1 auto;
    min-width: 0;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .icon-btn {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    flex: none;
  }
  .frame {
    display: block;
    width: 100%;
    /* The rest of the screen below the site header and this bar. */
    height: calc(100vh - var(--mc-header-height, 48px) - var(--_bar));
    height: calc(100dvh - var(--mc-header-height, 48px) - var(--_bar));
    min-height: 320px;
    border: 0;
    background: #000;
  }
  .mc-state {
    min-height: 240px;
  }
  [dir='rtl'] .flip-rtl {
    transform: scaleX(-1);
  }
`;
