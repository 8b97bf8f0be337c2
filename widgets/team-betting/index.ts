import { define } from '../define.ts';
import { TeamBetting } from './TeamBetting.tsx';
import { agentStyles } from '../agent-ui/agent.styles.ts';

export const MCTeamBetting = define('mc-team-betting', TeamBetting, { props: { range: 'string', account: 'string' }, styles: [agentStyles], texts: ['agent'] });
