import { define } from '../define.ts';
import { formStyles } from '../form/form.styles.ts';
import { moneyStyles } from '../money-ui/money.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { voucherCenterStyles } from './voucher-center.styles.ts';
import { VoucherCenter } from './VoucherCenter.tsx';

export const MCVoucherCenter = define('mc-voucher-center', VoucherCenter, {
  props: { method: 'string' },
  styles: [formStyles, moneyStyles, voucherCenterStyles, loginDialogStyles],
  texts: ['deposit', 'header', 'member', 'money', 'title'],
});
