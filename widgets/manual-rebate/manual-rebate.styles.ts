import { css } from '../base/css.ts';

/** The manual rebate; the shared money styles (widgets/money-ui/money.styles.ts) do the rest. */
export const manualRebateStyles = css`
  :host {
    min-height: 280px;
  }
`;
