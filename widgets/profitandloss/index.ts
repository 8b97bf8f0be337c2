import { css } from '../ui/css.ts';
import { define } from '../define.ts';
import { moneyStyles } from '../ui/money.styles.ts';
import { Profitandloss } from './Profitandloss.tsx';

const pnlStyles = css`
  .pnl {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
`;

export const MCProfitandloss = define('mc-profitandloss', Profitandloss, { styles: [moneyStyles, pnlStyles] });
