import { css } from '../ui/css.ts';

/** The deposit form: room for the form before the methods arrive; the shared money styles (widgets/ui/money.styles.ts) do the rest. */
export const voucherCenterStyles = css`
  :host {
    min-height: 480px;
  }
`;
