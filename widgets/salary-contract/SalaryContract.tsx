/**
 * <mc-salary-contract>: the agent's daily salary contract offer (§4): the offered terms, Accept or Reject.
 *
 * @event mc-contract - { kind: 'dailySalary', id, accepted } after the agent answered the offer
 * @event mc-navigate - to login without a session; to the agent home
 * @csspart contract - the offer card
 * @csspart terms - the terms text
 * @csspart accept - the accept button
 */
import { ContractPage } from '../agent-ui/ContractPage.tsx';

export function SalaryContract() {
  return <ContractPage kind="dailySalary" />;
}
