import { css } from '../ui/css.ts';

/** The promotion list; the shared money styles (widgets/ui/money.styles.ts) do the rest. */
export const activityStyles = css`
  :host {
    min-height: 360px;
  }
`;
