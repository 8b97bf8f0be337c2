import { define } from '../define.ts';
import { formStyles } from '../ui/form.styles.ts';
import { loginDialogStyles } from '../ui/loginDialog.styles.ts';
import { moneyStyles } from '../ui/money.styles.ts';
import { promotionStyles } from '../ui/promotion.styles.ts';
import { uploadStyles } from '../ui/upload.styles.ts';
import { activityInfoStyles } from './activity-info.styles.ts';
import { ActivityInfo } from './ActivityInfo.tsx';

export const MCActivityInfo = define('mc-activity-info', ActivityInfo, {
  props: { promotionId: 'string' },
  styles: [formStyles, moneyStyles, promotionStyles, uploadStyles, activityInfoStyles, loginDialogStyles],
});
