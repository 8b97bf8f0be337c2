import { css } from '../base/css.ts';

/** The reward centre; the shared money styles (widgets/money-ui/money.styles.ts) do the rest. */
export const rewardCenterStyles = css`
  :host {
    min-height: 360px;
  }
`;
