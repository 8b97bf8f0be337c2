import { define } from '../define.ts';
import { formStyles } from '../form/form.styles.ts';
import { moneyStyles } from '../money-ui/money.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { withdrawStyles } from './withdraw.styles.ts';
import { Withdraw } from './Withdraw.tsx';

export const MCWithdraw = define('mc-withdraw', Withdraw, {
  props: { card: 'string' },
  styles: [formStyles, moneyStyles, withdrawStyles, loginDialogStyles],
  texts: ['account', 'codes', 'header', 'member', 'money', 'security', 'title', 'withdraw'],
});
