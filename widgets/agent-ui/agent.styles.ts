import { css } from '../base/css.ts';

/** The agency centre's pages: sections, figures, lists, chips, pager. */
export const agentStyles = css`
  .page {
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding: 12px;
  }
  .card {
    padding: 14px;
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .card h2 {
    margin: 0 0 10px;
    font-size: 15px;
  }
  .state-box {
    min-height: 160px;
  }
  .stats {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
    margin: 0;
  }
  .stat {
    padding: 10px;
    border-radius: var(--_radius);
    background: var(--_surface-2);
  }
  .stat dt {
    color: var(--_muted);
    font-size: var(--_text-xs);
  }
  .stat dd {
    margin: 4px 0 0;
    font-size: 17px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .up {
    color: var(--_success);
  }
  .down {
    color: var(--_danger);
  }
  .range {
    display: flex;
    gap: 8px;
    overflow-x: auto;
  }
  .chip {
    flex: none;
    min-height: 32px;
    padding: 0 14px;
    border-radius: 999px;
    background: var(--_surface-2);
    color: var(--_muted);
  }
  .chip[aria-pressed='true'] {
    background: var(--_primary);
    color: var(--_on-primary);
    font-weight: 600;
  }
  .rows {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 10px;
    padding: 12px 0;
    border-bottom: 1px solid var(--_border);
  }
  .row:last-child {
    border-bottom: 0;
  }
  .row-main {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .row-title {
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .row-sub {
    color: var(--_muted);
    font-size: var(--_text-xs);
  }
  .row-end {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 4px;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .tag {
    display: inline-block;
    padding: 1px 8px;
    border-radius: 999px;
    background: var(--_surface-2);
    color: var(--_muted);
    font-size: 11px;
  }
  .pager {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  .pager-at {
    color: var(--_muted);
    font-size: var(--_text-s);
  }
  .search {
    display: flex;
    gap: 8px;
  }
  .search input {
    flex: 1;
    min-width: 0;
    height: 40px;
    padding: 0 12px;
    border: 1px solid transparent;
    border-radius: var(--_radius);
    background: var(--_surface-2);
    color: var(--_text);
    font: inherit;
    font-size: 16px;
  }
  .search input:focus {
    border-color: var(--_primary);
    outline: none;
  }
  .note {
    margin: 0;
    color: var(--_muted);
    font-size: var(--_text-s);
  }
  .actions {
    display: flex;
    gap: 10px;
  }
  .actions .btn {
    flex: 1;
    min-height: 44px;
    border-radius: var(--_radius);
  }
  .link-btn {
    color: var(--_primary);
    font-size: var(--_text-s);
    font-weight: 600;
  }
`;

/** Forms inside cards. */
export const agentFormStyles = css`
  .form-card {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  .unit {
    padding: 0 12px;
    color: var(--_muted);
  }
`;
