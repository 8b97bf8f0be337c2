import { css } from '../base/css.ts';

export const responsibleGamingStyles = css`
  .page {
    display: flex;
    flex-direction: column;
    gap: 16px;
    padding: 16px;
  }
  .heading {
    margin: 0;
    font-size: var(--_text-xl);
  }
  .intro,
  .hint {
    margin: 0;
    color: var(--_muted);
    font-size: var(--_text-s);
    line-height: 1.4;
  }
  /* The help links come after a member's tools: under the tools' loading state they stood on the
     screen, and the tools pushed them off it as they came (a layout shift of the page). */
  .mc-state[aria-busy='true'] ~ [data-section='help'] {
    display: none;
  }
  .card {
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding: 16px;
    border-radius: var(--_radius);
    background: var(--_surface-2);
  }
  h2 {
    margin: 0;
    font-size: 17px;
  }
  h3 {
    margin: 0;
    font-size: 15px;
  }
  .limit {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding-top: 12px;
    border-top: 1px solid var(--_border);
  }
  .state,
  .pending {
    margin: 0;
    font-size: var(--_text-m);
  }
  .pending {
    color: var(--_primary);
  }
  .control {
    background: var(--_surface);
  }
  select {
    flex: 1;
    height: 44px;
    padding: 0 12px;
    border: 0;
    background: transparent;
    color: var(--_text);
    font: inherit;
    font-size: 16px;
  }
  select option {
    background: var(--_surface);
  }
  form {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  .row-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  .choice {
    display: flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 0 12px;
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
    font-size: var(--_text-m);
  }
  .warning {
    margin: 0;
    padding: 12px;
    border-radius: var(--_radius);
    border: 1px solid var(--_danger);
    font-size: var(--_text-m);
    line-height: 1.4;
  }
  .btn-danger {
    background: var(--_danger-fill);
    color: var(--_on-danger);
  }
  .card .tab:not([aria-selected='true']) {
    background: var(--_surface);
  }
  .chart {
    display: block;
  }
  .chart .axis {
    stroke: var(--_muted);
    stroke-width: 1;
  }
  .chart .bar.win {
    fill: var(--_success);
  }
  .chart .bar.loss {
    fill: var(--_danger);
  }
  .table-wrap {
    overflow-x: auto;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: var(--_text-s);
  }
  th,
  td {
    padding: 6px 4px;
    text-align: end;
    white-space: nowrap;
    border-bottom: 1px solid var(--_border);
  }
  th[scope='row'],
  thead th:first-child {
    text-align: start;
  }
  td.win {
    color: var(--_success);
  }
  td.loss {
    color: var(--_danger);
  }
  .help-links {
    margin: 0;
    padding-inline-start: 20px;
  }
  .help-links a {
    color: var(--_primary);
    line-height: 2;
  }
`;
