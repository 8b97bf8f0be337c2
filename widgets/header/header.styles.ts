import { css } from '../base/css.ts';

export const headerStyles = css`
  :host {
    --_height: var(--mc-header-height, 48px);
    min-height: var(--_height);
  }
  .bar {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    height: var(--_height);
    padding-block: 0;
    padding-inline: 12px 8px;
    background: var(--mc-header-background, var(--_surface));
    color: var(--_text);
  }
  .start,
  .end {
    display: flex;
    align-items: center;
    gap: 8px;
    min-width: 0;
  }
  /* When the bar is short of room, the start side (the logo) gives it up first: its shrink
     weighs a thousand times the end's, so the buttons keep their labels until the logo is at
     its smallest. */
  .start {
    flex: 1 1000 auto;
  }
  /* With a title, its room does not depend on its own size (fitTitle.ts measures it). */
  .start.with-title {
    flex-basis: 0;
  }
  .end {
    flex: 0 1 auto;
  }
  /* On a narrow phone with long words (Tagalog, Portuguese) the logo gives way first: it
     scales down instead of running under the balance. */
  .logo {
    display: block;
    flex: 0 1 112px;
    min-width: 32px;
    width: 112px;
    height: 32px;
    object-fit: contain;
    object-position: left center;
  }
  [dir='rtl'] .logo {
    object-position: right center;
  }
  .end > .btn {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* Room for a long title: the Deposit button keeps its icon and its name for screen readers. */
  .end > .btn.icon-only {
    flex: none;
    width: 36px;
    padding: 0;
  }
  @media (max-width: 380px) {
    .end > .btn {
      padding: 0 10px;
      font-size: var(--_text-s);
    }
  }
  /* Two lines at most, shrunk to fit by fitTitle.ts; the line height is TITLE_LINE_HEIGHT there. */
  .title {
    flex: 1 1 0;
    min-width: 0;
    margin: 0;
    font-size: 16px;
    font-weight: 600;
    line-height: 1.2;
    max-height: 2.4em;
    overflow: hidden;
    overflow-wrap: normal;
  }
  /* The last resort (fitTitle.ts): lines filled to the end, breaking inside words, so that a
     title with very long words still shows whole in two lines. */
  .title.break {
    word-break: break-all;
  }
  /* Back arrow and menu: 36 px leaves the title room and is still a comfortable target. */
  .icon-btn {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 40px;
    border-radius: 50%;
    flex: none;
  }
  .who {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    flex: none;
    line-height: 1.2;
  }
  .name {
    font-size: var(--_text-xs);
    color: var(--_muted);
    max-width: 28vw;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The balance is never cut: the name and then the button's label give way instead. */
  .balance {
    white-space: nowrap;
    font-weight: 700;
    color: var(--_primary);
    min-height: 1.2em;
    font-variant-numeric: tabular-nums;
  }
  .balance.retry {
    font-size: 11px;
    font-weight: 500;
    text-decoration: underline;
  }
  .menu {
    display: flex;
    flex-direction: column;
    min-width: 180px;
  }
  .menu [role='menuitem'] {
    text-align: start;
    padding: 10px 12px;
    border-radius: calc(var(--_radius) - 4px);
  }
  .menu [role='menuitem']:hover,
  .menu [role='menuitem']:focus-visible {
    background: rgba(255, 255, 255, 0.08);
  }
  .menu [data-item='logout'] {
    color: var(--_danger);
  }
  :host(:dir(rtl)) .flip-rtl,
  [dir='rtl'] .flip-rtl {
    transform: scaleX(-1);
  }
`;
