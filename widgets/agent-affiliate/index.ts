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
  /* The code, its address and the copy button go below the QR code when they would have less
     than 160 px beside it (a 320 px phone), instead of running past the card. */
  .link {
    display: flex;
    flex-wrap: wrap;
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
    flex: 1 1 160px;
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
