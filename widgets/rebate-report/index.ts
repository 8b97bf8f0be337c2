import { define } from '../define.ts';
import { moneyStyles } from '../money-ui/money.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { rebateReportStyles } from './rebate-report.styles.ts';
import { RebateReport } from './RebateReport.tsx';

export const MCRebateReport = define('mc-rebate-report', RebateReport, {
  styles: [moneyStyles, rebateReportStyles, loginDialogStyles],
  texts: ['games', 'header', 'member', 'records', 'title'],
});
