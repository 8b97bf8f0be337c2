import { css } from '../ui/css.ts';

/** Withdraw records; the shared money styles (widgets/ui/money.styles.ts) do the rest. */
export const withdrawReportStyles = css`
  :host {
    min-height: 320px;
  }
`;
