import { define } from '../define.ts';
import { TeamPnl } from './TeamPnl.tsx';
import { agentStyles } from '../agent-ui/agent.styles.ts';

export const MCTeamPnl = define('mc-team-pnl', TeamPnl, { props: { range: 'string' }, styles: [agentStyles], texts: ['agent'] });
