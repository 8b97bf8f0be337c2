import { css } from '../ui/css.ts';

/** The reward centre; the shared money styles (widgets/ui/money.styles.ts) do the rest. */
export const rewardCenterStyles = css`
  :host {
    min-height: 360px;
  }
`;
