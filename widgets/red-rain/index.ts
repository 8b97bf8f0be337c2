import { define } from '../define.ts';
import { RedRain } from './RedRain.tsx';
import { agentStyles } from '../agent-ui/agent.styles.ts';
import { css } from '../base/css.ts';

const rainStyles = css`
  .rain {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    padding: 24px 16px;
    text-align: center;
  }
  .rain.active {
    background: linear-gradient(180deg, #5a1010, var(--_surface));
  }
  .rain-title {
    margin: 6px 0 0;
    font-size: 18px;
  }
  .rain-when {
    margin: 0;
    font-size: 15px;
    font-weight: 600;
  }
  .countdown {
    display: flex;
    flex-direction: column;
    gap: 2px;
    margin: 10px 0;
  }
  .countdown time {
    color: var(--_primary);
    font-size: 32px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export const MCRedRain = define('mc-red-rain', RedRain, { styles: [agentStyles, rainStyles], texts: ['agent'] });
