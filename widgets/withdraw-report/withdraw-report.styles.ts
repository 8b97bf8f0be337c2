import { css } from '../base/css.ts';

/** Withdraw records; the shared money styles (widgets/money-ui/money.styles.ts) do the rest. */
export const withdrawReportStyles = css`
  :host {
    min-height: 320px;
  }
`;
