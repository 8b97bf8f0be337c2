import { define } from '../define.ts';
import { Lottery } from './Lottery.tsx';
import { lotteryStyles } from '../lottery-ui/lottery.tsx';
import { lotteryPageStyles } from './lottery.styles.ts';

export const MCLottery = define('mc-lottery', Lottery, {
  props: { prizeMode: 'string', gameType: 'string' },
  styles: [lotteryStyles, lotteryPageStyles],
  texts: ['games', 'lottery', 'member', 'orders'],
});
