import { define } from '../define.ts';
import { formStyles } from '../ui/form.styles.ts';
import { moneyStyles } from '../ui/money.styles.ts';
import { loginDialogStyles } from '../ui/loginDialog.styles.ts';
import { withdrawStyles } from './withdraw.styles.ts';
import { Withdraw } from './Withdraw.tsx';

export const MCWithdraw = define('mc-withdraw', Withdraw, {
  props: { card: 'string' },
  styles: [formStyles, moneyStyles, withdrawStyles, loginDialogStyles],
});
