import { define } from '../define.ts';
import { moneyStyles } from '../money-ui/money.styles.ts';
import { promotionStyles } from '../promotion-ui/promotion.styles.ts';
import { activityStyles } from './activity.styles.ts';
import { Activity } from './Activity.tsx';

export const MCActivity = define('mc-activity', Activity, { styles: [moneyStyles, promotionStyles, activityStyles], texts: ['member', 'promo', 'title'] });
