import { css } from '../ui/css.ts';

/** The withdraw form; the shared money styles (widgets/ui/money.styles.ts) do the rest. */
export const withdrawStyles = css`
  :host {
    min-height: 420px;
  }
`;
