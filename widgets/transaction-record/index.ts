import { define } from '../define.ts';
import { formStyles } from '../ui/form.styles.ts';
import { moneyStyles } from '../ui/money.styles.ts';
import { loginDialogStyles } from '../ui/loginDialog.styles.ts';
import { transactionRecordStyles } from './transaction-record.styles.ts';
import { TransactionRecord } from './TransactionRecord.tsx';

export const MCTransactionRecord = define('mc-transaction-record', TransactionRecord, {
  props: { types: 'string' },
  styles: [formStyles, moneyStyles, transactionRecordStyles, loginDialogStyles],
});
