/**
 * <mc-hour-contract>: the hourly salary contract offered to an agent: the terms, Accept or Reject.
 *
 * @event mc-contract - { kind: 'hourSalary', id, accepted } after the agent answered the offer
 * @event mc-navigate - to login without a session; to the agent home
 * @csspart contract - the offer card
 * @csspart terms - the terms text
 * @csspart accept - the accept button
 */
// Spec §4.
import { ContractPage } from '../agent-ui/ContractPage.tsx';

export function HourContract() {
  return <ContractPage kind="hourSalary" />;
}
