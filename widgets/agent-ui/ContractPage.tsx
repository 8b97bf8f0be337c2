/**
 * The page of one contract offer (daily salary, hourly salary, dividend): the offered terms, when
 * they were offered, and Accept / Reject while the offer is open. Shared by
 * `mc-salary-contract`, `mc-hour-contract` and `mc-dividend-contract`.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { dailySalaryRequest, hourlySalaryRequest, processDailySalary, processDividend, processHourlySalary, type Contract } from '../../core/api/agent.ts';
import { dividendInfoStore, type ContractKind } from '../../core/agent/pendingContracts.ts';
import { fetchesDividendInfo } from '../../core/rules/roles.ts';
import { $player } from '../../core/stores/player.ts';
import { $whitelabel, loadInitialConfig } from '../../core/stores/platform.ts';
import { TOAST_SUCCESS_LONG_MS } from '../../core/rules/constants.ts';
import { navigate } from '../../core/nav.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { confirm, toast, toastError } from '../base/feedback.ts';
import { useCall } from '../base/useCall.ts';
import { Loaded } from './States.tsx';
import { formatDateTime } from './controls.tsx';
import { useSubmitGuard } from '../form/useSubmitGuard.ts';

const PROCESS = { dailySalary: processDailySalary, hourSalary: processHourlySalary, dividend: processDividend } as const;

async function loadOffer(kind: ContractKind, type: number, signal: AbortSignal): Promise<Contract | null> {
  if (kind === 'dailySalary') return call(dailySalaryRequest, undefined, { signal });
  if (kind === 'hourSalary') return call(hourlySalaryRequest, undefined, { signal });
  // Dividend info is never fetched for types 4, 40, 41, 42 (§6); after a sign-in it is already there.
  if (!fetchesDividendInfo(type)) return null;
  const state = dividendInfoStore.$state.get();
  if (state.status === 'ready') return state.value ?? null;
  await dividendInfoStore.load();
  const after = dividendInfoStore.$state.get();
  if (after.status === 'error') throw after.error;
  return after.value ?? null;
}

export interface ContractPageProps {
  kind: ContractKind;
  /** Only with the dividend feature (whitelabel AGDIVIDEND): the agent footer's dividend page. */
  dividendFeature?: boolean;
}

export function ContractPage({ kind, dividendFeature }: ContractPageProps) {
  const { t, language } = useT();
  const { host, emit } = useHost();
  const { player, generation } = useStore($player);
  const whitelabel = useStore($whitelabel);
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null); // which answer is on its way, for its spinner
  const guard = useSubmitGuard(); // one answer at a time, however it was dispatched

  useEffect(() => {
    void loadInitialConfig();
  }, []);
  useEffect(() => {
    if (!player) navigate(host, 'login', { replace: true });
  }, [player, host]);

  const featureOff = dividendFeature === true && whitelabel.AGDIVIDEND !== true;
  const offer = useCall((signal) => loadOffer(kind, player!.type, signal), [kind, generation, language], player !== null && !featureOff);

  if (!player) return null;
  if (featureOff) {
    return (
      <section className="page">
        <p className="mc-state state-box">{t('error.no_permission')}</p>
      </section>
    );
  }

  const answer = async (contract: Contract, accept: boolean) => {
    if (busy) return;
    if (!accept && !(await confirm({ message: 'agent.contract.rejectConfirm', confirmLabel: 'agent.contract.reject' }))) return;
    if (!guard.begin()) return;
    setBusy(accept ? 'accept' : 'reject');
    try {
      await call(PROCESS[kind], { id: contract.id, accept });
      const decided: Contract = { ...contract, status: accept ? 'accepted' : 'rejected', decidedAt: Date.now() };
      offer.setValue(decided);
      if (kind === 'dividend') dividendInfoStore.set(null);
      toast('success', accept ? 'agent.contract.acceptedToast' : 'agent.contract.rejectedToast', TOAST_SUCCESS_LONG_MS);
      emit('mc-contract', { kind, id: contract.id, accepted: accept });
    } catch (e) {
      toastError(e);
      offer.reload();
    } finally {
      setBusy(null);
      guard.end();
    }
  };

  const date = (ms: number) => formatDateTime(ms, language);

  return (
    <section className="page" aria-labelledby="contract-title">
      <h1 id="contract-title" className="visually-hidden">
        {t(`agent.contract.title.${kind}`)}
      </h1>
      <Loaded state={offer}>
        {(contract) =>
          contract === null ? (
            <div className="mc-state state-box" data-state="empty">
              <span>{t('agent.contract.none')}</span>
              <button type="button" className="btn btn-outline" onClick={() => navigate(host, 'agentHome')}>
                {t('agent.contract.toAgentHome')}
              </button>
            </div>
          ) : (
            <article className="card contract" part="contract" data-status={contract.status}>
              <h2>{t(`agent.contract.title.${kind}`)}</h2>
              <p className="terms" part="terms">
                {contract.terms}
              </p>
              <dl className="facts">
                <div>
                  <dt>{t('agent.contract.offeredAt')}</dt>
                  <dd>{date(contract.offeredAt)}</dd>
                </div>
                <div>
                  <dt>{t('agent.contract.status')}</dt>
                  <dd className="status">
                    <span role="status">
                      {t(`agent.contract.state.${contract.status === 'accepted' || contract.status === 'rejected' ? contract.status : 'offered'}`)}
                    </span>
                  </dd>
                </div>
              </dl>
              {contract.status === 'offered' ? (
                <div className="actions">
                  <button type="button" className="btn btn-outline" disabled={busy !== null} onClick={() => void answer(contract, false)}>
                    {busy === 'reject' && <span className="spinner" aria-hidden="true" />}
                    {t('agent.contract.reject')}
                  </button>
                  <button type="button" className="btn btn-primary" part="accept" disabled={busy !== null} onClick={() => void answer(contract, true)}>
                    {busy === 'accept' && <span className="spinner" aria-hidden="true" />}
                    {t('agent.contract.accept')}
                  </button>
                </div>
              ) : (
                <button type="button" className="btn btn-outline btn-block" onClick={() => navigate(host, 'agentHome')}>
                  {t('agent.contract.toAgentHome')}
                </button>
              )}
            </article>
          )
        }
      </Loaded>
    </section>
  );
}
