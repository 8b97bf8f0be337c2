import { css } from '../base/css.ts';

/** Profit and loss; the shared money styles (widgets/money-ui/money.styles.ts) do the rest. */
export const profitandlossStyles = css`
  :host {
    min-height: 320px;
  }
  .pnl {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
`;
