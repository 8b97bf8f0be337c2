import { css } from '../base/css.ts';

/** The transaction record; the shared money styles (widgets/money-ui/money.styles.ts) do the rest. */
export const transactionRecordStyles = css`
  :host {
    min-height: 320px;
  }
`;
