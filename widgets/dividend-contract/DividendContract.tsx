/**
 * <mc-dividend-contract>: the agent's dividend contract offer (§4): the offered terms, Accept or Reject.
 * Dividend info is fetched only for types other than 4, 40, 41, 42 (§6); on the agent footer's
 * dividend page (/m/member/agent/agentDivident) the page needs the dividend feature (AGDIVIDEND).
 *
 * @attr dividend-feature - show only when the whitelabel dividend feature (AGDIVIDEND) is on
 * @event mc-contract - { kind: 'dividend', id, accepted } after the agent answered the offer
 * @event mc-navigate - to login without a session; to the agent home
 * @csspart contract - the offer card
 * @csspart terms - the terms text
 * @csspart accept - the accept button
 */
import { ContractPage } from '../agent-ui/ContractPage.tsx';

export function DividendContract({ dividendFeature }: { dividendFeature?: boolean }) {
  return <ContractPage kind="dividend" dividendFeature={dividendFeature} />;
}
