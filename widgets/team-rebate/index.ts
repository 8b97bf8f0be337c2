import { define } from '../define.ts';
import { TeamRebate } from './TeamRebate.tsx';
import { agentFormStyles, agentStyles } from '../agent-ui/agent.styles.ts';
import { formStyles } from '../form/form.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { css } from '../base/css.ts';

const teamRebateStyles = css`
  .rate-form {
    display: flex;
    flex-direction: column;
    gap: 10px;
    width: 100%;
  }
`;

export const MCTeamRebate = define('mc-team-rebate', TeamRebate, {
  styles: [formStyles, agentStyles, agentFormStyles, teamRebateStyles, loginDialogStyles],
  texts: ['agent', 'header', 'member', 'title'],
});
