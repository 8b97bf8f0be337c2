import { define } from '../define.ts';
import { moneyStyles } from '../money-ui/money.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { vouReportStyles } from './vou-report.styles.ts';
import { VouReport } from './VouReport.tsx';

export const MCVouReport = define('mc-vou-report', VouReport, {
  styles: [moneyStyles, vouReportStyles, loginDialogStyles],
  texts: ['header', 'member', 'money', 'records', 'title'],
});
