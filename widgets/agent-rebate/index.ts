import { define } from '../define.ts';
import { AgentRebate } from './AgentRebate.tsx';
import { agentFormStyles, agentStyles } from '../agent-ui/agent.styles.ts';
import { formStyles } from '../form/form.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';

export const MCAgentRebate = define('mc-agent-rebate', AgentRebate, {
  styles: [formStyles, agentStyles, agentFormStyles, loginDialogStyles],
  texts: ['agent', 'header', 'member', 'title'],
});
