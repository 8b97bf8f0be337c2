import { define } from '../define.ts';
import { TeamOverview } from './TeamOverview.tsx';
import { agentStyles } from '../agent-ui/agent.styles.ts';

export const MCTeamOverview = define('mc-team-overview', TeamOverview, { props: { range: 'string' }, styles: [agentStyles], texts: ['agent'] });
