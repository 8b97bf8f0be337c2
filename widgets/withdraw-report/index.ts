import { define } from '../define.ts';
import { moneyStyles } from '../money-ui/money.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { withdrawReportStyles } from './withdraw-report.styles.ts';
import { WithdrawReport } from './WithdrawReport.tsx';

export const MCWithdrawReport = define('mc-withdraw-report', WithdrawReport, {
  styles: [moneyStyles, withdrawReportStyles, loginDialogStyles],
  texts: ['header', 'member', 'money', 'records', 'title'],
});
