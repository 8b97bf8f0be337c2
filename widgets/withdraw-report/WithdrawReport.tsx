/**
 * <mc-withdraw-report>: withdraw records (/m/withdrawReport): amount, bank, status and time of each
 * withdrawal in a date range, newest first, 20 at a time.
 *
 * @event mc-navigate - login (visitor)
 * @csspart range - the date-range bar
 * @csspart list - the record list
 * @csspart record - one record
 * @csspart input - an input field (every text, number, date and search box)
 */
import { withdrawReport } from '../../core/api/wallet.ts';
import { MoneyRecordReport } from '../money-ui/MoneyRecordReport.tsx';

export function WithdrawReport() {
  return <MoneyRecordReport idPrefix="wdr" label="title.withdrawReport" endpoint={withdrawReport} fallbackTitle="title.withdraw" />;
}
