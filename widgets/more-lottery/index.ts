import { define } from '../define.ts';
import { MoreLottery } from './MoreLottery.tsx';
import { lotteryStyles } from '../lottery-ui/lottery.tsx';
import { css } from '../base/css.ts';

const pageStyles = css`
  .page {
    display: flex;
    flex-direction: column;
    gap: 16px;
    padding: 12px;
  }
  .notice {
    margin: 0;
    text-align: center;
  }
  .mc-state {
    min-height: 200px;
  }
`;

export const MCMoreLottery = define('mc-more-lottery', MoreLottery, {
  props: {},
  styles: [lotteryStyles, pageStyles],
  texts: ['games', 'lottery', 'member', 'orders'],
});
