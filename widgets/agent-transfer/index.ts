import { define } from '../define.ts';
import { AgentTransfer } from './AgentTransfer.tsx';
import { agentFormStyles, agentStyles } from '../agent-ui/agent.styles.ts';
import { formStyles } from '../form/form.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { css } from '../base/css.ts';

const transferStyles = css`
  .members {
    margin: 0;
    padding: 0;
    border: 0;
  }
  .members legend {
    margin-bottom: 4px;
    color: var(--_muted);
    font-size: 13px;
  }
  .members .rows {
    max-height: 280px;
    overflow-y: auto;
  }
  .pick {
    display: flex;
    align-items: center;
    gap: 10px;
    color: var(--_text);
    font-size: 14px;
  }
  .pick input {
    flex: none;
    width: 20px;
    height: 20px;
    accent-color: var(--_primary);
  }
`;

export const MCAgentTransfer = define('mc-agent-transfer', AgentTransfer, {
  props: { memberId: 'string' },
  styles: [formStyles, agentStyles, agentFormStyles, transferStyles, loginDialogStyles],
  texts: ['account', 'agent', 'header', 'member', 'title'],
});
