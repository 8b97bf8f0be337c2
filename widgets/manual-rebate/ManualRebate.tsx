/**
 * <mc-manual-rebate>: manual rebate (/m/member/manualRebate). Shows the rebate earned since the
 * last claim and when that was; Claim pays it into the wallet (the header follows) once there is
 * enough to claim.
 *
 * @event mc-rebate - { kind: 'claim', amount, sumBalance } after a claim
 * @event mc-navigate - login (visitor), rebate report
 * @csspart amount - the rebate waiting
 * @csspart claim - the claim button
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { claimManualRebate, manualRebate } from '../../core/api/wallet.ts';
import { navigate } from '../../core/nav.ts';
import { TOAST_SUCCESS_LONG_MS } from '../../core/rules/constants.ts';
import { moneyMoved } from '../../core/stores/money.ts';
import { $whitelabel, loadInitialConfig } from '../../core/stores/platform.ts';
import { toast, toastError } from '../base/feedback.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { MemberOnly, UnavailableState } from '../account-ui/MemberOnly.tsx';
import { formatRecordTime, useMoney } from '../money-ui/moneyFormat.ts';
import { LoadFailedState, LoadingState } from '../base/PageStates.tsx';
import { useCall } from '../base/useCall.ts';
import { useSubmitGuard } from '../form/useSubmitGuard.ts';

export function ManualRebate() {
  const whitelabel = useStore($whitelabel);
  useEffect(() => {
    void loadInitialConfig();
  }, []);
  if (whitelabel.MANPLAYREB3 === false) return <UnavailableState />;
  return (
    <MemberOnly>
      <RebatePage />
    </MemberOnly>
  );
}

function RebatePage() {
  const { t } = useT();
  const { host, emit } = useHost();
  const { money } = useMoney();
  const rebate = useCall((signal) => call(manualRebate, undefined, { signal }), []);
  const { busy, begin, end } = useSubmitGuard();

  if (rebate.status === 'error') return <LoadFailedState error={rebate.error} onRetry={rebate.reload} />;
  if (rebate.status !== 'ready' || !rebate.value) return <LoadingState />;
  const r = rebate.value;

  const claim = async () => {
    if (!begin()) return;
    try {
      const after = await call(claimManualRebate, undefined);
      await moneyMoved(after);
      toast('success', 'rebate.claimed', TOAST_SUCCESS_LONG_MS, { amount: money(r.available) });
      emit('mc-rebate', { kind: 'claim', amount: r.available, sumBalance: after.sumBalance });
      rebate.reload();
    } catch (e) {
      toastError(e);
    } finally {
      end();
    }
  };

  return (
    <div className="page">
      <section className="section result" aria-labelledby="rebate-title">
        <h2 className="section-title" id="rebate-title">
          {t('rebate.available')}
        </h2>
        <p className="big" part="amount">
          {money(r.available)}
        </p>
        <p className="muted">{r.lastClaimAt ? t('rebate.lastClaim', { time: formatRecordTime(r.lastClaimAt) }) : t('rebate.never')}</p>
      </section>
      {!r.claimable && <p className="notice">{t('rebate.notYet')}</p>}
      <div className="actions">
        <button type="button" className="btn btn-primary btn-block" part="claim" onClick={() => void claim()} disabled={!r.claimable || busy} aria-busy={busy}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {t('rebate.claim')}
        </button>
        <button type="button" className="btn btn-outline btn-block" onClick={() => navigate(host, 'rebateReport')}>
          {t('title.rebateReport')}
        </button>
      </div>
    </div>
  );
}
