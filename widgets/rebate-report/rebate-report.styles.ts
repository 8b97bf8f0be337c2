import { css } from '../ui/css.ts';

/** The rebate report; the shared money styles (widgets/ui/money.styles.ts) do the rest. */
export const rebateReportStyles = css`
  :host {
    min-height: 320px;
  }
`;
