import { css } from '../base/css.ts';

/**
 * Money and promotion pages: sections, option grids (deposit methods, bank cards), amount chips,
 * status badges, key/value lists, record rows, the date-range bar and the load-more footer.
 */
export const moneyStyles = css`
  .page {
    display: flex;
    flex-direction: column;
    gap: 14px;
    padding: 14px 12px 24px;
  }
  .section {
    display: flex;
    flex-direction: column;
    gap: 10px;
    padding: 14px;
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  fieldset.section {
    margin: 0;
    border: 0;
    min-width: 0;
  }
  fieldset.section > legend {
    float: inline-start;
    width: 100%;
    padding: 0;
    margin-bottom: 10px;
  }
  fieldset.section > legend + * {
    clear: both;
  }
  a.btn {
    text-decoration: none;
  }
  .balance-line {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
  .result-spinner {
    width: 40px;
    height: 40px;
    color: var(--_primary);
  }
  .section-title {
    margin: 0;
    font-size: var(--_text-m);
    font-weight: 600;
    color: var(--_text);
  }
  .muted {
    color: var(--_muted);
    font-size: var(--_text-xs);
  }
  .options {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
    gap: 8px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  .options.single {
    grid-template-columns: 1fr;
  }
  .option {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 2px;
    min-height: 52px;
    padding: 10px 12px;
    border: 1px solid var(--_surface-2);
    border-radius: var(--_radius);
    background: var(--_surface-2);
    text-align: start;
    cursor: pointer;
  }
  .option:has(input:checked),
  .option[aria-pressed='true'] {
    border-color: var(--_primary);
    box-shadow: inset 0 0 0 1px var(--_primary);
  }
  .option:has(input:focus-visible) {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .option input {
    position: absolute;
    inset: 0;
    z-index: 1;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  .option-name {
    font-weight: 600;
    color: var(--_text);
  }
  .option-note {
    font-size: var(--_text-xs);
    color: var(--_muted);
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .chip {
    min-height: 32px;
    padding: 0 12px;
    border-radius: 999px;
    border: 1px solid var(--_surface-2);
    background: var(--_surface-2);
    color: var(--_text);
    font-size: var(--_text-s);
    font-variant-numeric: tabular-nums;
  }
  .chip[aria-pressed='true'] {
    border-color: var(--_primary);
    color: var(--_primary);
  }
  select,
  textarea {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    border: 1px solid transparent;
    border-radius: var(--_radius);
    background: var(--_surface-2);
    color: var(--_text);
    font: inherit;
    font-size: 16px;
  }
  select:focus,
  textarea:focus {
    border-color: var(--_primary);
    outline: none;
  }
  .actions {
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  .kv {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 6px 12px;
    margin: 0;
  }
  .kv dt {
    color: var(--_muted);
    font-size: var(--_text-s);
  }
  .kv dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .big {
    font-size: 26px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .positive {
    color: var(--_success);
  }
  .negative {
    color: var(--_danger);
  }
  .status {
    display: inline-flex;
    align-items: center;
    min-height: 20px;
    padding: 0 8px;
    border-radius: 999px;
    font-size: 11px;
    font-weight: 600;
    white-space: nowrap;
    background: var(--_surface-2);
    color: var(--_muted);
  }
  .status[data-status='approved'],
  .status[data-status='claimed'],
  .status[data-status='joined'] {
    color: var(--_success);
  }
  .status[data-status='rejected'],
  .status[data-status='closed'] {
    color: var(--_danger);
  }
  .status[data-status='pending'],
  .status[data-status='applying'],
  .status[data-status='coming_soon'] {
    color: var(--_primary);
  }
  .status[data-status='issued'] {
    background: var(--_primary);
    color: var(--_on-primary);
  }
  .result {
    align-items: center;
    text-align: center;
  }
  .result-icon {
    width: 56px;
    height: 56px;
  }
  .notice {
    margin: 0;
    padding: 10px 12px;
    border-radius: var(--_radius);
    background: var(--_surface-2);
    color: var(--_muted);
    font-size: var(--_text-s);
  }

  /* records */
  .range {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .range-days {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 8px;
  }
  .range-days label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: var(--_text-xs);
    color: var(--_muted);
  }
  .range-days input {
    min-height: 38px;
    padding: 0 8px;
    border: 1px solid transparent;
    border-radius: var(--_radius);
    background: var(--_surface-2);
    color: var(--_text);
    font: inherit;
    color-scheme: dark;
  }
  .records {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .record {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 4px 12px;
    padding: 12px 14px;
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .record-title {
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .record-amount {
    text-align: end;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .record-meta {
    color: var(--_muted);
    font-size: var(--_text-xs);
    font-variant-numeric: tabular-nums;
  }
  .record-end {
    text-align: end;
  }
  .more {
    display: flex;
    justify-content: center;
    padding: 4px 0;
  }
  .end-note {
    text-align: center;
    color: var(--_muted);
    font-size: var(--_text-xs);
    padding: 4px 0;
  }
`;
