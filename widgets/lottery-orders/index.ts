import { define } from '../define.ts';
import { lotteryStyles } from '../lottery-ui/lottery.tsx';
import { moneyStyles } from '../money-ui/money.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { lotteryOrdersStyles } from './lottery-orders.styles.ts';
import { LotteryOrders } from './LotteryOrders.tsx';

export const MCLotteryOrders = define('mc-lottery-orders', LotteryOrders, {
  props: { orderId: 'string' },
  styles: [moneyStyles, lotteryStyles, lotteryOrdersStyles, loginDialogStyles],
  texts: ['bets', 'games', 'header', 'lottery', 'member', 'orders', 'records', 'title'],
});
