import { define } from '../define.ts';
import { DividendContract } from './DividendContract.tsx';
import { agentStyles } from '../agent-ui/agent.styles.ts';
import { contractStyles } from '../agent-ui/contract.styles.ts';

export const MCDividendContract = define('mc-dividend-contract', DividendContract, {
  props: { dividendFeature: 'boolean' },
  styles: [agentStyles, contractStyles],
  texts: ['agent'],
});
