import { define } from '../define.ts';
import { AgentAffiliate } from './AgentAffiliate.tsx';
import { agentStyles } from '../agent-ui/agent.styles.ts';
import { css } from '../base/css.ts';

const affiliateStyles = css`
  .section-title {
    margin: 4px 0 0;
    font-size: 15px;
  }
  .links {
    display: flex;
    flex-direction: column;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .link {
    display: flex;
    gap: 14px;
    align-items: center;
  }
  .qr {
    flex: none;
    border-radius: 6px;
  }
  .link-main {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 8px;
    min-width: 0;
  }
  .url {
    color: var(--_text);
    font-size: 12px;
    word-break: break-all;
  }
`;

export const MCAgentAffiliate = define('mc-agent-affiliate', AgentAffiliate, {
  props: { qrSize: 'number' },
  styles: [agentStyles, affiliateStyles],
  texts: ['agent'],
});
