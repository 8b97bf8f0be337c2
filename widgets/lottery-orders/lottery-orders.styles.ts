import { css } from '../base/css.ts';

/** The lottery orders; record rows, badges and chips come from widgets/money-ui/money.styles.ts. */
export const lotteryOrdersStyles = css`
  :host {
    min-height: 320px;
  }
  .order {
    padding: 0;
  }
  .order-open {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 4px 8px;
    width: 100%;
    padding: 12px;
    text-align: start;
  }
  .record-end {
    display: inline-flex;
    align-items: center;
    justify-content: flex-end;
    gap: 6px;
  }
  .order-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  .subs {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .sub {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 10px;
    border-radius: var(--_radius);
    background: var(--_surface-2);
  }
  .sub-head,
  .sub-content,
  .sub-foot {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  .sub-issue {
    font-size: var(--_text-s);
    font-variant-numeric: tabular-nums;
  }
  .sub-stake {
    font-weight: 600;
  }
  .cancel {
    min-height: 32px;
    padding: 0 14px;
    font-size: var(--_text-s);
  }
  .closed-note {
    margin: 0;
  }
  .back {
    align-self: center;
  }
`;
