import { define } from '../define.ts';
import { SalaryContract } from './SalaryContract.tsx';
import { agentStyles } from '../agent-ui/agent.styles.ts';
import { contractStyles } from '../agent-ui/contract.styles.ts';

export const MCSalaryContract = define('mc-salary-contract', SalaryContract, { styles: [agentStyles, contractStyles], texts: ['agent'] });
