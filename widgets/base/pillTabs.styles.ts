import { css } from './css.ts';

/** A row of pill tabs that scrolls sideways without a scrollbar (game list, game lobby). */
export const pillTabsStyles = css`
  .tabs {
    display: flex;
    gap: 6px;
    overflow-x: auto;
    scrollbar-width: none;
  }
  .tabs::-webkit-scrollbar {
    display: none;
  }
  .tab {
    flex: none;
    min-height: 32px;
    padding: 0 14px;
    border-radius: 999px;
    background: var(--_surface-2);
    color: var(--_muted);
    font-weight: 600;
    white-space: nowrap;
  }
  .tab[aria-selected='true'] {
    background: var(--_primary);
    color: var(--_on-primary);
  }
`;
