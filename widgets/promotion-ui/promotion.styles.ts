import { css } from '../base/css.ts';

/** Promotion cards, tabs of the reward centre and the details page. */
export const promotionStyles = css`
  .promo-list {
    display: flex;
    flex-direction: column;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .promo-card {
    overflow: hidden;
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .promo-card[data-state='closed'] .promo-image {
    filter: grayscale(0.8);
  }
  .promo-open {
    display: block;
    width: 100%;
  }
  .promo-image {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 690 / 260;
    object-fit: cover;
    background: var(--_surface-2);
  }
  .promo-body {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 12px 14px 14px;
  }
  .promo-title {
    margin: 0;
    font-size: 15px;
    font-weight: 600;
  }
  .promo-line {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  .promo-actions {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
  }
  .tabs {
    display: flex;
    gap: 4px;
    padding: 4px;
    overflow-x: auto;
    border-radius: var(--_radius);
    background: var(--_surface);
    scrollbar-width: none;
  }
  .tab {
    position: relative;
    flex: 1 1 0;
    min-width: 0;
    min-height: 36px;
    padding: 4px 6px;
    font-size: var(--_text-s);
    line-height: 1.15;
    border-radius: calc(var(--_radius) - 2px);
    color: var(--_muted);
    font-weight: 600;
    overflow-wrap: normal;
  }
  .tab[aria-selected='true'] {
    background: var(--_primary);
    color: var(--_on-primary);
  }
  .tab-count {
    margin-inline-start: 4px;
    font-variant-numeric: tabular-nums;
  }
  .summary {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 8px;
  }
  .summary-item {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: 12px;
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .summary-value {
    font-size: 20px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;
