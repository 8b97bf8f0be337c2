import { css } from '../base/css.ts';

export const popularGamesStyles = css`
  .games {
    padding: 4px 0 12px;
  }
  .categories {
    display: flex;
    gap: 4px;
    height: 68px;
    padding: 4px 8px;
    overflow-x: auto;
    scrollbar-width: none;
    scroll-behavior: smooth;
  }
  .categories::-webkit-scrollbar {
    display: none;
  }
  .category {
    flex: none;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 3px;
    min-width: 64px;
    height: 60px;
    padding: 0 6px;
    border-radius: var(--_radius);
    color: var(--_muted);
    font-size: var(--_text-xs);
    white-space: nowrap;
  }
  .category[aria-selected='true'] {
    background: var(--_surface-2);
    color: var(--_primary);
    font-weight: 700;
  }
  .panel {
    min-height: var(--mc-popular-games-min-height, 360px);
    padding: 8px 12px 0;
  }
  .loading {
    min-height: 200px;
    font-size: 24px;
    color: var(--_primary);
  }

  .hot {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .game {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: 4px;
    width: 100%;
    text-align: center;
  }
  .game img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    border-radius: var(--_radius);
    background: var(--_surface-2);
  }
  .game-name {
    font-size: var(--_text-xs);
    line-height: 1.3;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .more {
    display: flex;
    margin: 12px auto 0;
  }

  .vendor-tiles {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .vendor-tile {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 6px;
    width: 100%;
    height: 96px;
    padding: 8px;
    border-radius: var(--_radius);
    background: var(--_surface);
    font-size: var(--_text-xs);
    text-align: center;
  }
  .vendor-tile img {
    width: 48px;
    height: 48px;
    border-radius: 12px;
  }
  .vendor-tile span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .vendor-menu {
    display: flex;
    align-items: center;
    gap: 4px;
    height: 48px;
    margin-bottom: 8px;
  }
  .arrow {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 40px;
    border-radius: 8px;
    background: var(--_surface);
  }
  .arrow:disabled {
    opacity: 0.3;
  }
  .vendor-scroll {
    display: flex;
    flex: 1 1 auto;
    gap: 6px;
    min-width: 0;
    overflow-x: auto;
    scrollbar-width: none;
  }
  .vendor-scroll::-webkit-scrollbar {
    display: none;
  }
  .vendor {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 4px;
    min-width: 52px;
    height: 40px;
    padding: 0 10px;
    border: 1px solid transparent;
    border-radius: 8px;
    background: var(--_surface);
    font-size: var(--_text-xs);
    white-space: nowrap;
  }
  .vendor img {
    width: 28px;
    height: 28px;
    border-radius: 6px;
  }
  .vendor[aria-selected='true'] {
    border-color: var(--_primary);
    color: var(--_primary);
    font-weight: 700;
  }
  mc-game-list {
    display: block;
    min-height: 240px;
  }
  :host(:dir(rtl)) .flip-rtl,
  [dir='rtl'] .flip-rtl {
    transform: scaleX(-1);
  }
`;
