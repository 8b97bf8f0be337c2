import { define } from '../define.ts';
import { formStyles } from '../ui/form.styles.ts';
import { moneyStyles } from '../ui/money.styles.ts';
import { loginDialogStyles } from '../ui/loginDialog.styles.ts';
import { uplineTransferStyles } from './upline-transfer.styles.ts';
import { UplineTransfer } from './UplineTransfer.tsx';

export const MCUplineTransfer = define('mc-upline-transfer', UplineTransfer, { styles: [formStyles, moneyStyles, uplineTransferStyles, loginDialogStyles] });
