import { define } from '../define.ts';
import { HourContract } from './HourContract.tsx';
import { agentStyles } from '../agent-ui/agent.styles.ts';
import { contractStyles } from '../agent-ui/contract.styles.ts';

export const MCHourContract = define('mc-hour-contract', HourContract, { styles: [agentStyles, contractStyles], texts: ['agent'] });
