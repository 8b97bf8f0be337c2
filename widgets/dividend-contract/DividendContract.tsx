/**
 * <mc-dividend-contract>: the dividend contract offered to an agent: the terms, Accept or Reject.
 * It needs the merchant's dividend feature.
 *
 * @attr dividend-feature - show only when the whitelabel dividend feature (AGDIVIDEND) is on
 * @event mc-contract - { kind: 'dividend', id, accepted } after the agent answered the offer
 * @event mc-navigate - to login without a session; to the agent home
 * @csspart contract - the offer card
 * @csspart terms - the terms text
 * @csspart accept - the accept button
 */
// Spec §4, §6: dividend info only for types other than 4, 40, 41, 42; the footer's page
// /m/member/agent/agentDivident needs AGDIVIDEND.
import { ContractPage } from '../agent-ui/ContractPage.tsx';

export function DividendContract({ dividendFeature }: { dividendFeature?: boolean }) {
  return <ContractPage kind="dividend" dividendFeature={dividendFeature} />;
}
