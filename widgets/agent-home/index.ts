import { define } from '../define.ts';
import { AgentHome } from './AgentHome.tsx';
import { agentHomeStyles } from './agent-home.styles.ts';

export const MCAgentHome = define('mc-agent-home', AgentHome, { styles: [agentHomeStyles], texts: ['agent', 'member', 'title'] });
