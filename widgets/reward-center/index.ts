import { define } from '../define.ts';
import { moneyStyles } from '../money-ui/money.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { promotionStyles } from '../promotion-ui/promotion.styles.ts';
import { rewardCenterStyles } from './reward-center.styles.ts';
import { RewardCenter } from './RewardCenter.tsx';

export const MCRewardCenter = define('mc-reward-center', RewardCenter, {
  props: { tab: 'string' },
  styles: [moneyStyles, promotionStyles, rewardCenterStyles, loginDialogStyles],
  texts: ['header', 'member', 'promo', 'rewards', 'title'],
});
