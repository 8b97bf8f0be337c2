import { define } from '../define.ts';
import { moneyStyles } from '../money-ui/money.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { manualRebateStyles } from './manual-rebate.styles.ts';
import { ManualRebate } from './ManualRebate.tsx';

export const MCManualRebate = define('mc-manual-rebate', ManualRebate, {
  styles: [moneyStyles, manualRebateStyles, loginDialogStyles],
  texts: ['header', 'member', 'rebate', 'title'],
});
