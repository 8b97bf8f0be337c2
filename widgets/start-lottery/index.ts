import { define } from '../define.ts';
import { StartLottery } from './StartLottery.tsx';
import { lotteryStyles } from '../lottery-ui/lottery.tsx';
import { css } from '../base/css.ts';

const pageStyles = css`
  .page {
    display: flex;
    flex-direction: column;
    gap: 16px;
    padding: 12px;
  }
  .game {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 12px;
    align-items: center;
    padding: 12px;
    border-radius: var(--_radius);
    background: var(--_surface-2);
  }
  .game .plays {
    grid-column: 1 / -1;
  }
  .game .plays .btn {
    flex: 1 1 0;
    min-height: 40px;
    font-size: 14px;
  }
  .big-icon {
    width: 96px;
    height: 96px;
    border-radius: 16px;
  }
  .about h2 {
    margin: 0 0 4px;
    font-size: 18px;
  }
  .remark {
    margin: 0;
    font-size: 12px;
    color: var(--_muted);
  }
  h3 {
    margin: 0 0 8px;
    font-size: 14px;
  }
  .latest {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .draws {
    display: flex;
    flex-direction: column;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .draws li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 6px 8px;
    border-radius: 8px;
    background: var(--_surface-2);
  }
  .issue {
    font-size: 12px;
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }
  .mc-state {
    min-height: 200px;
  }
`;

export const MCStartLottery = define('mc-start-lottery', StartLottery, {
  props: { code: 'string', prizeMode: 'string' },
  styles: [lotteryStyles, pageStyles],
  texts: ['games', 'lottery', 'member', 'orders', 'title'],
});
