import { define } from '../define.ts';
import { AgentRegister } from './AgentRegister.tsx';
import { agentFormStyles, agentStyles } from '../agent-ui/agent.styles.ts';
import { formStyles } from '../form/form.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { css } from '../base/css.ts';

const registerStyles = css`
  .hint {
    margin: 6px 0 0;
    font-size: 12px;
    color: var(--_muted);
  }
  .hint.ok {
    color: var(--_success);
  }
  .hint.bad {
    color: var(--_danger);
  }
  .choice {
    display: flex;
    gap: 18px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  .choice legend {
    margin-bottom: 6px;
    color: var(--_muted);
    font-size: 13px;
  }
  .choice label {
    display: flex;
    align-items: center;
    gap: 6px;
    color: var(--_text);
    font-size: 14px;
  }
  .choice input {
    flex: none;
    width: 18px;
    height: 18px;
    accent-color: var(--_primary);
  }
  .done p {
    margin: 0 0 6px;
  }
`;

export const MCAgentRegister = define('mc-agent-register', AgentRegister, {
  styles: [formStyles, agentStyles, agentFormStyles, registerStyles, loginDialogStyles],
  texts: ['account', 'agent', 'header', 'login', 'member', 'title'],
});
