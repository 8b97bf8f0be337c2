import { define } from '../define.ts';
import { formStyles } from '../form/form.styles.ts';
import { moneyStyles } from '../money-ui/money.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { transactionRecordStyles } from './transaction-record.styles.ts';
import { TransactionRecord } from './TransactionRecord.tsx';

export const MCTransactionRecord = define('mc-transaction-record', TransactionRecord, {
  props: { types: 'string' },
  styles: [formStyles, moneyStyles, transactionRecordStyles, loginDialogStyles],
  texts: ['header', 'member', 'records', 'title', 'transactions'],
});
