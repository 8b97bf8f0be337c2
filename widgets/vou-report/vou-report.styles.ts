import { css } from '../base/css.ts';

/** Deposit records; the shared money styles (widgets/money-ui/money.styles.ts) do the rest. */
export const vouReportStyles = css`
  :host {
    min-height: 320px;
  }
`;
