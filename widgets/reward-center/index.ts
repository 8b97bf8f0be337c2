import { define } from '../define.ts';
import { moneyStyles } from '../ui/money.styles.ts';
import { loginDialogStyles } from '../ui/loginDialog.styles.ts';
import { promotionStyles } from '../ui/promotion.styles.ts';
import { rewardCenterStyles } from './reward-center.styles.ts';
import { RewardCenter } from './RewardCenter.tsx';

export const MCRewardCenter = define('mc-reward-center', RewardCenter, {
  props: { tab: 'string' },
  styles: [moneyStyles, promotionStyles, rewardCenterStyles, loginDialogStyles],
});
