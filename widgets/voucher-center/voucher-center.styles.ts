import { css } from '../base/css.ts';

/**
 * The deposit form: room for the form before the methods arrive; the shared money styles
 * (widgets/money-ui/money.styles.ts) do the rest. The new layout (dep_func '1') adds numbered steps,
 * method cards with logos, a summary card and a submit bar that stays in view, above the host
 * page's fixed footer (--mc-page-bottom-inset).
 */
export const voucherCenterStyles = css`
  :host {
    min-height: 480px;
  }
  .step-no {
    display: inline-grid;
    place-items: center;
    width: 22px;
    height: 22px;
    margin-inline-end: 8px;
    border-radius: 50%;
    background: var(--_primary);
    color: var(--_on-primary);
    font-size: var(--_text-xs);
    font-weight: 700;
    vertical-align: middle;
  }
  .method-cards {
    grid-template-columns: repeat(auto-fill, minmax(100px, 1fr));
  }
  .method-card {
    align-items: center;
    text-align: center;
    gap: 6px;
    padding: 12px 8px;
  }
  .method-card .option-name {
    font-size: var(--_text-s);
  }
  .method-logo {
    flex: none;
  }
  .summary .promotions {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  .summary .promotions > legend {
    padding: 0;
    margin-bottom: 8px;
  }
  .summary-list {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 6px 12px;
    margin: 0;
    padding-top: 10px;
    border-top: 1px solid var(--_surface-2);
  }
  .summary-list dt {
    color: var(--_muted);
    font-size: var(--_text-s);
  }
  .summary-list dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .summary-list .total {
    font-weight: 700;
    color: var(--_text);
    font-size: 15px;
  }
  .sticky-submit {
    position: sticky;
    bottom: var(--mc-voucher-submit-offset, var(--mc-page-bottom-inset, 0px));
    z-index: 2;
    margin: 0 -12px -24px;
    padding: 10px 12px;
    background: var(--_surface);
    box-shadow: 0 -6px 16px rgb(0 0 0 / 0.25);
  }
`;
