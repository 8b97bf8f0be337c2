import { define } from '../define.ts';
import { TeamMembers } from './TeamMembers.tsx';
import { agentStyles } from '../agent-ui/agent.styles.ts';

export const MCTeamMembers = define('mc-team-members', TeamMembers, { props: { pageSize: 'number' }, styles: [agentStyles], texts: ['agent'] });
