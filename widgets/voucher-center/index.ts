import { define } from '../define.ts';
import { formStyles } from '../ui/form.styles.ts';
import { moneyStyles } from '../ui/money.styles.ts';
import { loginDialogStyles } from '../ui/loginDialog.styles.ts';
import { voucherCenterStyles } from './voucher-center.styles.ts';
import { VoucherCenter } from './VoucherCenter.tsx';

export const MCVoucherCenter = define('mc-voucher-center', VoucherCenter, {
  props: { method: 'string' },
  styles: [formStyles, moneyStyles, voucherCenterStyles, loginDialogStyles],
});
