import { css } from '../base/css.ts';

export const securityCenterStyles = css`
  .list {
    margin: 12px;
    padding: 0;
    list-style: none;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
    overflow: hidden;
  }
  .list-state {
    margin: 12px;
  }
  .item + .item {
    border-top: 1px solid var(--_border);
  }
  .entry {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    min-height: 52px;
    padding: 0 14px;
    text-align: start;
  }
  .entry-title {
    flex: 1;
    font-weight: 600;
  }
  .entry-state {
    max-width: 45%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: var(--_danger);
    font-size: var(--_text-s);
  }
  .entry-state.done {
    color: var(--_muted);
  }
  .chevron {
    flex: none;
    color: var(--_muted);
  }
  .open .chevron {
    transform: rotate(180deg);
    color: var(--_primary);
  }
  .panel {
    padding: 0 14px 14px;
  }
  .panel[hidden] {
    display: none;
  }
  .panel .form {
    padding: 4px 0 0;
    gap: 12px;
  }
  .form-title {
    margin: 8px 0 0;
    font-size: var(--_text-m);
  }
  .note {
    margin: 0;
    color: var(--_muted);
    font-size: var(--_text-xs);
  }
  .cards {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0 0 8px;
    padding: 0;
    list-style: none;
  }
  .card {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 2px 12px;
    padding: 12px;
    border-radius: var(--_radius);
    background: linear-gradient(135deg, #3b4a6b, #27324a);
  }
  .card-no {
    grid-column: 1 / -1;
    font-variant-numeric: tabular-nums;
    letter-spacing: 1px;
  }
  .card-holder {
    grid-column: 2;
    grid-row: 1;
    color: var(--_muted);
    font-size: var(--_text-xs);
  }
`;
