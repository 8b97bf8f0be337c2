import { define } from '../define.ts';
import { formStyles } from '../form/form.styles.ts';
import { moneyStyles } from '../money-ui/money.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { uplineTransferStyles } from './upline-transfer.styles.ts';
import { UplineTransfer } from './UplineTransfer.tsx';

export const MCUplineTransfer = define('mc-upline-transfer', UplineTransfer, {
  styles: [formStyles, moneyStyles, uplineTransferStyles, loginDialogStyles],
  texts: ['header', 'member', 'money', 'title', 'upline'],
});
