import { css } from '../base/css.ts';

/** The promotion list; the shared money styles (widgets/money-ui/money.styles.ts) do the rest. */
export const activityStyles = css`
  :host {
    min-height: 360px;
  }
`;
