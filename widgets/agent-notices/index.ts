import { define } from '../define.ts';
import { AgentNotices } from './AgentNotices.tsx';
import { agentStyles } from '../agent-ui/agent.styles.ts';
import { css } from '../base/css.ts';
import { platformHtmlStyles } from '../base/platform-html.styles.ts';

const noticeStyles = css`
  .notices {
    display: flex;
    flex-direction: column;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .notice {
    padding: 0;
  }
  .notice-head {
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: center;
    column-gap: 8px;
    width: 100%;
    padding: 14px;
    text-align: start;
  }
  .notice-title {
    grid-column: 2;
    font-weight: 600;
  }
  [data-read='true'] .notice-title {
    font-weight: 400;
  }
  .notice-head .row-sub {
    grid-column: 2;
  }
  .dot {
    grid-row: 1;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: var(--_danger);
  }
  .notice-body {
    padding: 0 14px 14px;
    color: var(--_muted);
  }
`;

export const MCAgentNotices = define('mc-agent-notices', AgentNotices, {
  props: { types: 'string' },
  styles: [agentStyles, platformHtmlStyles, noticeStyles],
  texts: ['agent'],
});
