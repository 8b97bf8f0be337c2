import { css } from '../base/css.ts';

export const launchGameStyles = css`
  .launch {
    display: flex;
    flex-direction: column;
    --_bar: var(--mc-launch-bar-height, 40px);
    background: var(--_surface);
  }
  /* One slim bar; the game takes the rest of the screen. */
  .bar {
    display: flex;
    align-items: center;
    gap: 6px;
    height: var(--_bar);
    padding: 0 6px;
    background: var(--_surface);
    border-bottom: 1px solid var(--_surface-2);
  }
  .bar .btn {
    min-height: 30px;
    padding: 0 10px;
    font-size: var(--_text-s);
  }
  .balance {
    flex: none;
    font-weight: 700;
    font-size: var(--_text-s);
    color: var(--_primary);
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .balance.retry {
    font-size: 11px;
    font-weight: 500;
    text-decoration: underline;
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
    width: 36px;
    height: 36px;
    border-radius: 50%;
    flex: none;
  }
  .frame {
    display: block;
    width: 100%;
    /* The rest of the screen below this bar (and any room the page keeps above the element). */
    height: calc(100vh - var(--mc-launch-top, 0px) - var(--_bar));
    height: calc(100dvh - var(--mc-launch-top, 0px) - var(--_bar));
    min-height: 320px;
    border: 0;
    background: #000;
  }
  .launch:fullscreen .frame {
    flex: 1 1 auto;
    height: auto;
  }
  .mc-state {
    min-height: 240px;
  }
  [dir='rtl'] .flip-rtl {
    transform: scaleX(-1);
  }
`;
