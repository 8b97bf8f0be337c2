import { define } from '../define.ts';
import { moneyStyles } from '../money-ui/money.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { profitandlossStyles } from './profitandloss.styles.ts';
import { Profitandloss } from './Profitandloss.tsx';

export const MCProfitandloss = define('mc-profitandloss', Profitandloss, {
  styles: [moneyStyles, profitandlossStyles, loginDialogStyles],
  texts: ['header', 'member', 'pnl', 'records', 'title'],
});
