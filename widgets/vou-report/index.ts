import { define } from '../define.ts';
import { moneyStyles } from '../ui/money.styles.ts';
import { loginDialogStyles } from '../ui/loginDialog.styles.ts';
import { vouReportStyles } from './vou-report.styles.ts';
import { VouReport } from './VouReport.tsx';

export const MCVouReport = define('mc-vou-report', VouReport, { styles: [moneyStyles, vouReportStyles, loginDialogStyles] });
