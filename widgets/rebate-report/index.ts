import { define } from '../define.ts';
import { moneyStyles } from '../ui/money.styles.ts';
import { RebateReport } from './RebateReport.tsx';

export const MCRebateReport = define('mc-rebate-report', RebateReport, { styles: [moneyStyles] });
