/**
 * <mc-vou-report>: deposit records (/m/vouReport): amount, method, status and time of each
 * deposit in a date range, newest first, 20 at a time.
 *
 * @event mc-navigate - login (visitor)
 * @csspart range - the date-range bar
 * @csspart list - the record list
 * @csspart record - one record
 * @csspart input - an input field (every text, number, date and search box)
 */
import { depositRecords } from '../../core/api/wallet.ts';
import { MoneyRecordReport } from '../money-ui/MoneyRecordReport.tsx';

export function VouReport() {
  return <MoneyRecordReport idPrefix="vou" label="title.vouReport" endpoint={depositRecords} fallbackTitle="title.voucherCenter" />;
}
