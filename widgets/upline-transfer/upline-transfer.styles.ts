import { css } from '../base/css.ts';

/** The transfer form; the shared money styles (widgets/money-ui/money.styles.ts) do the rest. */
export const uplineTransferStyles = css`
  :host {
    min-height: 360px;
  }
`;
