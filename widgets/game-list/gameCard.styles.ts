import { css } from '../base/css.ts';

/** The game grid and card of `GameCard.tsx`. Columns follow `--mc-game-columns` (default 3). */
export const gameCardStyles = css`
  .grid {
    display: grid;
    grid-template-columns: repeat(var(--mc-game-columns, 3), minmax(0, 1fr));
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .card {
    position: relative;
    /* A new card or icon lays out and repaints only itself, not the grid around it. */
    contain: layout paint;
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: 4px;
    min-width: 0;
    padding: 6px;
    border-radius: var(--_radius);
    background: var(--_surface-2);
  }
  .card-icon {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    border-radius: calc(var(--_radius) - 4px);
    overflow: hidden;
    background: var(--_surface);
  }
  .card-icon img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .card-icon img[hidden] {
    display: none;
  }
  .icon-fallback {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    height: 100%;
    font-size: 32px;
    font-weight: 700;
    color: var(--_muted);
  }
  .card-favourite {
    position: absolute;
    top: 8px;
    inset-inline-end: 8px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.45);
    color: #fff;
  }
  .card-favourite[aria-pressed='true'] {
    color: var(--mc-color-favourite, #ff4d6d);
  }
  /* The name takes the lines it needs (two at most) and the vendor follows right under it; the
     Play button keeps to the bottom, so the buttons of a row still line up. */
  .card-name {
    font-size: var(--_text-xs);
    font-weight: 600;
    line-height: 1.25;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    word-break: break-word;
  }
  .card-vendor {
    font-size: 11px;
    color: var(--_muted);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .card-play {
    margin-top: auto;
    min-height: 30px;
    font-size: var(--_text-xs);
  }
`;
