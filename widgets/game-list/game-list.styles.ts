import { css } from '../base/css.ts';

export const gameListStyles = css`
  .list {
    display: flex;
    flex-direction: column;
    gap: 10px;
    padding: 10px 12px 16px;
  }
  .list.compact {
    padding: 8px 0;
  }
  .toolbar {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  /* Pill tabs come from widgets/base/pillTabs.styles.ts. */
  .tabs {
    padding-bottom: 2px;
  }
  .tools {
    display: flex;
    gap: 8px;
    align-items: center;
    justify-content: flex-end;
  }
  .search {
    flex: 1 1 auto;
    display: flex;
    align-items: center;
    min-width: 0;
    height: 36px;
    padding-inline-start: 12px;
    border-radius: 999px;
    background: var(--_surface-2);
  }
  .search input {
    flex: 1 1 auto;
    min-width: 0;
    height: 100%;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    outline: none;
  }
  .search input::placeholder {
    color: var(--_muted);
  }
  .search:focus-within {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
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
  .filter-btn {
    flex: none;
    height: 36px;
  }
  .badge {
    min-width: 18px;
    height: 18px;
    padding: 0 5px;
    border-radius: 9px;
    background: var(--_primary);
    color: var(--_on-primary);
    font-size: 11px;
    line-height: 18px;
    text-align: center;
  }
  .pages {
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  /* A block of cards off screen skips layout and paint; its size is remembered once seen. A
     block added as the player scrolls is rendered until it is far from the screen (GameList.tsx,
     SETTLE_MARGIN). */
  .pages > .grid {
    content-visibility: auto;
    contain-intrinsic-size: auto 780px;
  }
  .pages > .grid.fresh {
    content-visibility: visible;
  }
  .skeleton .ghost {
    height: 190px;
    background: var(--_surface-2);
    opacity: 0.6;
  }
  .empty-image {
    color: var(--_muted);
  }
  .sentinel {
    height: 1px;
  }
  .more {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    margin: 0;
    min-height: 40px;
    color: var(--_muted);
  }

  /* Filter panel: a bottom sheet. */
  .sheet {
    width: min(100vw, 480px);
    max-width: 100vw;
    max-height: 85vh;
    margin: auto auto 0;
    padding: 0;
    border: 0;
    border-radius: var(--_radius) var(--_radius) 0 0;
    background: var(--_surface);
    color: var(--_text);
    font-family: var(--_font);
    overflow: auto;
  }
  .sheet::backdrop {
    background: rgba(0, 0, 0, 0.55);
  }
  .sheet form {
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding: 12px 16px 16px;
  }
  .sheet-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
  .sheet h2 {
    margin: 0;
    font-size: 16px;
  }
  .sheet fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  .sheet legend {
    margin-bottom: 8px;
    padding: 0;
    font-size: var(--_text-s);
    font-weight: 600;
    color: var(--_muted);
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
    padding: 0 12px;
    border-radius: 999px;
    border: 1px solid var(--_surface-2);
    background: var(--_surface-2);
    font-size: var(--_text-s);
  }
  .chip img {
    border-radius: 4px;
  }
  .chip[aria-pressed='true'] {
    border-color: var(--_primary);
    color: var(--_primary);
  }
  .sheet-actions {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 10px;
    position: sticky;
    bottom: 0;
    padding-top: 8px;
    background: var(--_surface);
  }
  .sheet-actions .btn {
    min-height: 42px;
  }
`;
