/**
 * <mc-contract-alerts>: after an agent signs in, one alert per contract offer waiting for an
 * answer (daily salary, dividend, hourly salary) with Cancel and Go; Go opens that contract. It
 * shows nothing itself (the alerts use the kit's confirm dialog). A partner page that signs agents
 * in places one; two on a page never ask twice.
 *
 * @event mc-navigate - to the contract page the agent chose with Go (cancelable; the page routes it)
 */
// Spec §4 (types other than 4, 40, 41, 42).
import { useEffect } from 'react';
import { watchSignIns } from '../../core/agent/contract-watch.ts';
import { navigate } from '../../core/nav.ts';
import { useHost } from '../base/host.ts';
import { confirm } from '../base/feedback.ts';

export function ContractAlerts() {
  const { host } = useHost();
  useEffect(
    () =>
      watchSignIns({
        ask: (offer) => confirm({ title: 'in_popup_prompt', message: offer.message, confirmLabel: 'agent.contract.go', cancelLabel: 'common.cancel' }),
        open: (offer) => navigate(host, offer.path as `/${string}`),
      }),
    [host],
  );
  return null;
}
