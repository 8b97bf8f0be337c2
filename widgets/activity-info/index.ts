import { define } from '../define.ts';
import { formStyles } from '../form/form.styles.ts';
import { moneyStyles } from '../money-ui/money.styles.ts';
import { promotionStyles } from '../promotion-ui/promotion.styles.ts';
import { uploadStyles } from '../form/upload.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { activityInfoStyles } from './activity-info.styles.ts';
import { ActivityInfo } from './ActivityInfo.tsx';
import { platformHtmlStyles } from '../base/platform-html.styles.ts';

export const MCActivityInfo = define('mc-activity-info', ActivityInfo, {
  props: { promotionId: 'string' },
  styles: [platformHtmlStyles, formStyles, moneyStyles, promotionStyles, uploadStyles, activityInfoStyles, loginDialogStyles],
  texts: ['header', 'member', 'promo', 'title', 'upload'],
});
