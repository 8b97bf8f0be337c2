/**
 * <mc-voucher-center>: deposit (/m/voucherCenter). The player picks one of the methods the
 * platform offers, an amount within its limits (quick amounts help), the bank or network when the
 * method has a list, optionally a deposit promotion, and submits. A bank transfer shows where to
 * send the money and waits for the platform to approve it; a gateway method opens the payment
 * page in a new tab and waits the same way. When the deposit is approved the header balance
 * follows at once.
 *
 * @attr method - id of the method to preselect (e.g. DM02); the first one otherwise
 * @event mc-deposit - { id, amount, methodId, status } when the deposit is made, and again each time its status changes (pending → approved | rejected)
 * @event mc-navigate - deposit records, login
 * @csspart methods - the method options
 * @csspart amount - the amount field
 * @csspart submit - the deposit button
 * @csspart result - the panel after submitting
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { depositMethods, depositPromotions, deposit, depositStatus, type DepositReceiver } from '../../core/api/wallet.ts';
import { apiUrl } from '../../core/config.ts';
import { navigate } from '../../core/nav.ts';
import { checkAmount, moneyStatus, parseAmount, quickAmounts, DEPOSIT_STATUS_POLL_LIMIT_MS, DEPOSIT_STATUS_POLL_MS, type MoneyStatus } from '../../core/rules/money.ts';
import { moneyMoved } from '../../core/stores/money.ts';
import { $whitelabel, loadInitialConfig } from '../../core/stores/platform.ts';
import { walletStore } from '../../core/stores/wallet.ts';
import { AmountField } from '../ui/AmountField.tsx';
import { toastError } from '../ui/feedback.ts';
import { useHost } from '../ui/host.ts';
import { useT } from '../ui/i18n.ts';
import { MemberOnly, UnavailableState } from '../ui/MemberOnly.tsx';
import { useMoney } from '../ui/moneyFormat.ts';
import { LoadFailedState, LoadingState, EmptyState } from '../ui/PageStates.tsx';
import { StatusIcon } from '../ui/StatusIcon.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useCall } from '../ui/useCall.ts';

export interface VoucherCenterProps {
  method?: string;
}

export interface DepositDetail {
  id: string;
  amount: number;
  methodId: string;
  status: MoneyStatus;
}

type Method = Awaited<ReturnType<typeof loadMethods>>[number];
const loadMethods = (signal: AbortSignal) => call(depositMethods, undefined, { signal });

interface Submitted {
  id: string;
  amount: number;
  methodId: string;
  methodName: string;
  payUrl: string;
  receiver?: DepositReceiver;
  status: MoneyStatus;
}

export function VoucherCenter(props: VoucherCenterProps) {
  const whitelabel = useStore($whitelabel);
  useEffect(() => {
    void loadInitialConfig();
  }, []);
  if (whitelabel.DEPOSIT === false) return <UnavailableState />;
  return (
    <MemberOnly>
      <DepositPage {...props} />
    </MemberOnly>
  );
}

function DepositPage({ method: preselect }: VoucherCenterProps) {
  const { t } = useT();
  const methods = useCall(loadMethods, []);
  const promos = useCall((signal) => call(depositPromotions, {}, { signal }), []);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);

  useEffect(() => {
    void walletStore.load();
  }, []);

  if (methods.status === 'error') return <LoadFailedState error={methods.error} onRetry={methods.reload} />;
  if (methods.status !== 'ready' || !methods.value) return <LoadingState minHeight={320} />;
  if (methods.value.length === 0) return <EmptyState />;
  if (submitted) return <DepositResult deposit={submitted} onChange={setSubmitted} onAgain={() => setSubmitted(null)} />;
  return (
    <DepositForm
      methods={methods.value}
      promotions={promos.value ?? []}
      preselect={preselect}
      onDone={setSubmitted}
      title={t('title.voucherCenter')}
    />
  );
}

function DepositForm(props: {
  methods: Method[];
  promotions: { id: string; title: string; bonusRate: number }[];
  preselect?: string;
  onDone: (d: Submitted) => void;
  title: string;
}) {
  const { t } = useT();
  const { emit } = useHost();
  const { money } = useMoney();
  const wallet = useStore(walletStore.$state);
  const [methodId, setMethodId] = useState(() => (props.methods.some((m) => m.id === props.preselect) ? props.preselect! : props.methods[0]!.id));
  const method = props.methods.find((m) => m.id === methodId) ?? props.methods[0]!;
  const [amount, setAmount] = useState('');
  const [bank, setBank] = useState('');
  const [payerName, setPayerName] = useState('');
  const [promotionId, setPromotionId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amountInput = useRef<HTMLInputElement>(null);

  const chooseMethod = (id: string) => {
    setMethodId(id);
    setBank('');
    setError(null);
  };

  const amountError = (text: string) => {
    const problem = checkAmount(text, { min: method.min, max: method.max });
    return problem ? t(`money.error.${problem}`, { min: money(method.min), max: money(method.max) }) : null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = amountError(amount);
    setError(problem);
    if (problem) {
      amountInput.current?.focus();
      return;
    }
    const value = parseAmount(amount)!;
    setBusy(true);
    try {
      const made = await call(deposit, {
        methodId: method.id,
        amount: value,
        promotionId: promotionId || undefined,
        bank: bank || undefined,
        payerName: payerName.trim() || undefined,
      });
      const status = moneyStatus(made.status);
      emit<DepositDetail>('mc-deposit', { id: made.id, amount: value, methodId: method.id, status });
      props.onDone({ id: made.id, amount: value, methodId: method.id, methodName: method.name, payUrl: made.payUrl, receiver: made.receiver, status });
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  };

  const bankLabel = method.kind === 'BANK' || method.kind === 'GATEWAY' ? t('deposit.bank') : t('deposit.network');

  return (
    <form className="page form-page" onSubmit={(e) => void submit(e)} noValidate aria-label={props.title}>
      <div className="section balance-line">
        <span className="muted">{t('money.balance')}</span>
        <span className="big">{wallet.value ? money(wallet.value.sumBalance) : '—'}</span>
      </div>

      <fieldset className="section">
        <legend className="section-title">{t('deposit.method')}</legend>
        <div className="options" part="methods">
          {props.methods.map((m) => (
            <label key={m.id} className="option">
              <input type="radio" name="method" value={m.id} checked={m.id === methodId} onChange={() => chooseMethod(m.id)} />
              <span className="option-name">{m.name}</span>
              <span className="option-note">{t('money.limits', { min: money(m.min, { whole: true }), max: money(m.max, { whole: true }) })}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="section">
        <AmountField
          id="deposit-amount"
          label={t('money.amount')}
          value={amount}
          onChange={(v) => {
            setAmount(v);
            if (error) setError(null);
          }}
          min={method.min}
          max={method.max}
          quick={quickAmounts(method.min, method.max)}
          error={error ?? false}
          inputRef={amountInput}
        />
        {method.banks.length > 0 && (
          <div className="field">
            <label htmlFor="deposit-bank">{bankLabel}</label>
            <select id="deposit-bank" value={bank} onChange={(e) => setBank(e.currentTarget.value)}>
              <option value="">{t('deposit.anyBank')}</option>
              {method.banks.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </select>
          </div>
        )}
        {method.kind === 'BANK' && (
          <TextField id="deposit-payer" label={t('deposit.payerName')} value={payerName} onChange={setPayerName} maxLength={64} autoComplete="name" />
        )}
      </div>

      {props.promotions.length > 0 && (
        <fieldset className="section">
          <legend className="section-title">{t('deposit.promotion')}</legend>
          <div className="options single">
            <label className="option">
              <input type="radio" name="promotion" value="" checked={promotionId === ''} onChange={() => setPromotionId('')} />
              <span className="option-name">{t('deposit.noPromotion')}</span>
            </label>
            {props.promotions.map((p) => (
              <label key={p.id} className="option">
                <input type="radio" name="promotion" value={p.id} checked={promotionId === p.id} onChange={() => setPromotionId(p.id)} />
                <span className="option-name">{p.title}</span>
                <span className="option-note">{t('deposit.bonus', { rate: Math.round(p.bonusRate * 100) })}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className="actions">
        <button type="submit" className="btn btn-primary btn-block" part="submit" disabled={busy} aria-busy={busy}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {t('deposit.submit')}
        </button>
      </div>
    </form>
  );
}

function DepositResult({ deposit: d, onChange, onAgain }: { deposit: Submitted; onChange: (d: Submitted) => void; onAgain: () => void }) {
  const { t } = useT();
  const { host, emit } = useHost();
  const { money } = useMoney();
  const latest = useRef(d);
  latest.current = d;

  // Follow a pending deposit until the platform decides (or the time limit), checking at once when the player comes back from the payment tab.
  useEffect(() => {
    if (d.status !== 'pending') return;
    const started = Date.now();
    const controller = new AbortController();
    let busy = false;
    const check = async () => {
      if (busy || controller.signal.aborted) return;
      if (Date.now() - started > DEPOSIT_STATUS_POLL_LIMIT_MS) {
        clearInterval(timer);
        return;
      }
      busy = true;
      try {
        const s = await call(depositStatus, { id: d.id }, { signal: controller.signal });
        const status = moneyStatus(s.status);
        if (status !== 'pending' && !controller.signal.aborted) {
          if (status === 'approved') await moneyMoved();
          emit<DepositDetail>('mc-deposit', { id: d.id, amount: d.amount, methodId: d.methodId, status });
          onChange({ ...latest.current, status });
        }
      } catch {
        // A failed check is tried again on the next tick; the records page has the final word.
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => void check(), DEPOSIT_STATUS_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [d.id, d.status]);

  const title = d.status === 'approved' ? t('deposit.approved') : d.status === 'rejected' ? t('deposit.rejected') : d.payUrl ? t('deposit.awaitingPayment') : t('deposit.awaitingApproval');

  return (
    <div className="page" part="result">
      <section className="section result" aria-live="polite" data-status={d.status}>
        {d.status === 'pending' ? <span className="spinner result-spinner" aria-hidden="true" /> : <StatusIcon ok={d.status === 'approved'} />}
        <h2 className="section-title">{title}</h2>
        <p className="big">{money(d.amount)}</p>
        <span className="status" data-status={d.status}>
          {t(`money.status.${d.status}`)}
        </span>
      </section>

      {d.status === 'pending' && d.receiver && (
        <section className="section" aria-labelledby="deposit-receiver-title">
          <h2 className="section-title" id="deposit-receiver-title">
            {t('deposit.transferTo')}
          </h2>
          <dl className="kv">
            <dt>{t('deposit.receiver.bank')}</dt>
            <dd>{d.receiver.bankName}</dd>
            <dt>{t('deposit.receiver.name')}</dt>
            <dd>{d.receiver.accountName}</dd>
            <dt>{t('deposit.receiver.account')}</dt>
            <dd>{d.receiver.accountNo}</dd>
            <dt>{t('money.amount')}</dt>
            <dd>{money(d.amount)}</dd>
            {d.receiver.reference && (
              <>
                <dt>{t('deposit.receiver.reference')}</dt>
                <dd>{d.receiver.reference}</dd>
              </>
            )}
          </dl>
          <p className="notice">{t('deposit.transferNote')}</p>
        </section>
      )}

      <div className="actions">
        {d.status === 'pending' && d.payUrl && (
          <a className="btn btn-primary btn-block" href={apiUrl(d.payUrl)} target="_blank" rel="noopener noreferrer">
            {t('deposit.pay', { method: d.methodName })}
          </a>
        )}
        <button type="button" className="btn btn-outline btn-block" onClick={() => navigate(host, 'depositRecord')}>
          {t('deposit.records')}
        </button>
        <button type="button" className="btn btn-outline btn-block" onClick={onAgain}>
          {t('deposit.again')}
        </button>
      </div>
    </div>
  );
}
