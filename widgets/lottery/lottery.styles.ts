import { css } from '../base/css.ts';

export const lotteryPageStyles = css`
  .page {
    display: flex;
    flex-direction: column;
    gap: 16px;
    padding: 12px;
  }
  .mc-state {
    min-height: 200px;
  }
`;
