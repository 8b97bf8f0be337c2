import { css } from '../base/css.ts';

/** The rebate report; the shared money styles (widgets/money-ui/money.styles.ts) do the rest. */
export const rebateReportStyles = css`
  :host {
    min-height: 320px;
  }
`;
