/**
 * <mc-voucher-center>: deposit. The player picks one of the methods the platform offers, an amount
 * within its limits (quick amounts help), the bank or network when the method has a list,
 * optionally a deposit promotion, and sends it. A bank transfer shows where to send the money and
 * waits for the platform to approve it; a payment gateway opens its page in a new tab and waits
 * the same way. When the deposit is approved the balance in the header follows at once.
 *
 * Two layouts, chosen by the merchant's mobile template: a newer one (numbered steps, method cards
 * with logos, quick amount chips, a summary with the promotion, the bonus and what the player
 * receives, the send button kept in view) and the base one. Both send the same deposit and behave
 * the same.
 *
 * @attr method - id of the method to preselect (e.g. DM02); the first one otherwise
 * @event mc-deposit - { id, amount, methodId, status } when the deposit is made, and again each time its status changes (pending → approved | rejected)
 * @event mc-navigate - deposit records, login
 * @csspart methods - the method options
 * @csspart amount - the amount field
 * @csspart summary - the summary card of the new layout
 * @csspart submit - the deposit button
 * @csspart result - the panel after submitting
 * @cssprop --mc-voucher-submit-offset - new layout: how far above the bottom the submit bar stays (default --mc-page-bottom-inset, which the host page sets to its fixed footer's height; else 0)
 * @cssprop --mc-page-bottom-inset - what a fixed footer of the page covers at the bottom (default 0; the site sets it); the submit bar stays above it
 * @csspart input - an input field (every text, number, date and search box)
 */
// Spec §3 `dep_func` chooses the layout.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { McDepositDetail } from '../../core/events.ts';
import { call } from '../../core/api/request.ts';
import { depositMethods, depositPromotions, deposit, depositStatus, type DepositReceiver } from '../../core/api/wallet.ts';
import { SubmitIntent } from '../../core/api/intent.ts';
import { assetUrl } from '../../core/config.ts';
import { navigate } from '../../core/nav.ts';
import {
  checkAmount,
  moneyStatus,
  parseAmount,
  quickAmounts,
  DEPOSIT_STATUS_POLL_LIMIT_MS,
  DEPOSIT_STATUS_POLL_MS,
  type MoneyStatus,
} from '../../core/rules/money.ts';
import { $liveUp } from '../../core/stores/live.ts';
import { $orderUpdates, moneyMoved } from '../../core/stores/money.ts';
import { $mobileTemplate, $whitelabel, initialConfigStore, isNewTemplate, loadInitialConfig } from '../../core/stores/platform.ts';
import { walletStore } from '../../core/stores/wallet.ts';
import { AmountField } from '../form/AmountField.tsx';
import { toastError } from '../base/feedback.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { MemberOnly, UnavailableState } from '../account-ui/MemberOnly.tsx';
import { useMoney } from '../money-ui/moneyFormat.ts';
import { LoadFailedState, LoadingState, EmptyState } from '../base/PageStates.tsx';
import { MethodLogo } from './MethodLogo.tsx';
import { StatusIcon } from '../money-ui/StatusIcon.tsx';
import { TextField } from '../form/TextField.tsx';
import { useCall } from '../base/useCall.ts';
import { useSubmitGuard } from '../form/useSubmitGuard.ts';
import { SubmitButton } from '../form/SubmitButton.tsx';

export interface VoucherCenterProps {
  method?: string;
}

export type DepositDetail = McDepositDetail;

type Method = Awaited<ReturnType<typeof loadMethods>>[number];
type Promotion = { id: string; title: string; bonusRate: number };
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
  const config = useStore(initialConfigStore.$state);
  const template = useStore($mobileTemplate);

  useEffect(() => {
    void walletStore.load();
  }, []);

  if (methods.status === 'error') return <LoadFailedState error={methods.error} onRetry={methods.reload} />;
  // The layout waits for the merchant's template; without a configuration the base one shows.
  const configSettled = config.value !== undefined || config.status === 'error';
  if (methods.status !== 'ready' || !methods.value || !configSettled) return <LoadingState minHeight={320} />;
  if (methods.value.length === 0) return <EmptyState />;
  if (submitted) return <DepositResult deposit={submitted} onChange={setSubmitted} onAgain={() => setSubmitted(null)} />;
  const Form = isNewTemplate(template?.dep_func) ? StepDepositForm : BaseDepositForm;
  return <Form methods={methods.value} promotions={promos.value ?? []} preselect={preselect} onDone={setSubmitted} title={t('title.voucherCenter')} />;
}

interface DepositFormProps {
  methods: Method[];
  promotions: Promotion[];
  preselect?: string;
  onDone: (d: Submitted) => void;
  title: string;
}

/** The deposit form's state and submit, shared by both template versions. */
function useDepositForm(props: DepositFormProps) {
  const { t } = useT();
  const { emit } = useHost();
  const { money } = useMoney();
  const [methodId, setMethodId] = useState(() => (props.methods.some((m) => m.id === props.preselect) ? props.preselect! : props.methods[0]!.id));
  const method = props.methods.find((m) => m.id === methodId) ?? props.methods[0]!;
  const [amount, setAmountText] = useState('');
  const [bank, setBank] = useState('');
  const [payerName, setPayerName] = useState('');
  const [promotionId, setPromotionId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, begin, end } = useSubmitGuard();
  const [intent] = useState(() => new SubmitIntent());
  const amountInput = useRef<HTMLInputElement>(null);

  const chooseMethod = (id: string) => {
    setMethodId(id);
    setBank('');
    setError(null);
  };

  const setAmount = (v: string) => {
    setAmountText(v);
    if (error) setError(null);
  };

  const amountError = (text: string) => {
    const problem = checkAmount(text, { min: method.min, max: method.max });
    return problem ? t(`money.error.${problem}`, { min: money(method.min), max: money(method.max) }) : null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = amountError(amount);
    setError(problem);
    if (problem) {
      amountInput.current?.focus();
      return;
    }
    const value = parseAmount(amount)!;
    if (!begin()) return;
    try {
      const params = {
        methodId: method.id,
        amount: value,
        promotionId: promotionId || undefined,
        bank: bank || undefined,
        payerName: payerName.trim() || undefined,
      };
      // A retry of this submit (a lost answer, a second tap) carries the same key: one deposit.
      const made = await call(deposit, params, { idempotencyKey: intent.keyFor(params) });
      intent.done();
      const status = moneyStatus(made.status);
      emit('mc-deposit', { id: made.id, amount: value, methodId: method.id, status });
      props.onDone({ id: made.id, amount: value, methodId: method.id, methodName: method.name, payUrl: made.payUrl, receiver: made.receiver, status });
    } catch (err) {
      toastError(err);
    } finally {
      end();
    }
  };

  return { method, chooseMethod, amount, setAmount, bank, setBank, payerName, setPayerName, promotionId, setPromotionId, error, busy, amountInput, submit };
}

type DepositFormState = ReturnType<typeof useDepositForm>;

function BalanceLine() {
  const { t } = useT();
  const { money } = useMoney();
  const wallet = useStore(walletStore.$state);
  return (
    <div className="section balance-line">
      <span className="muted">{t('money.balance')}</span>
      <span className="big">{wallet.value ? money(wallet.value.sumBalance) : '—'}</span>
    </div>
  );
}

function MethodOptions({ props, f, cards }: { props: DepositFormProps; f: DepositFormState; cards?: boolean }) {
  const { t } = useT();
  const { money } = useMoney();
  return (
    <div className={cards ? 'options method-cards' : 'options'} part="methods">
      {props.methods.map((m) => (
        <label key={m.id} className={cards ? 'option method-card' : 'option'}>
          <input type="radio" name="method" value={m.id} checked={m.id === f.method.id} onChange={() => f.chooseMethod(m.id)} />
          {cards && <MethodLogo kind={m.kind} />}
          <span className="option-name">{m.name}</span>
          <span className="option-note">{t('money.limits', { min: money(m.min, { whole: true }), max: money(m.max, { whole: true }) })}</span>
        </label>
      ))}
    </div>
  );
}

/** Amount with quick chips and limits, then the bank or network and the depositor where the method asks for them. */
function AmountFields({ f }: { f: DepositFormState }) {
  const { t } = useT();
  const { method } = f;
  const bankLabel = method.kind === 'BANK' || method.kind === 'GATEWAY' ? t('deposit.bank') : t('deposit.network');
  return (
    <>
      <AmountField
        id="deposit-amount"
        label={t('money.amount')}
        value={f.amount}
        onChange={f.setAmount}
        min={method.min}
        max={method.max}
        quick={quickAmounts(method.min, method.max)}
        error={f.error ?? false}
        inputRef={f.amountInput}
      />
      {method.banks.length > 0 && (
        <div className="field">
          <label htmlFor="deposit-bank">{bankLabel}</label>
          <select id="deposit-bank" value={f.bank} onChange={(e) => f.setBank(e.currentTarget.value)}>
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
        <TextField id="deposit-payer" label={t('deposit.payerName')} value={f.payerName} onChange={f.setPayerName} maxLength={64} autoComplete="name" />
      )}
    </>
  );
}

function PromotionOptions({ promotions, f }: { promotions: Promotion[]; f: DepositFormState }) {
  const { t } = useT();
  return (
    <div className="options single">
      <label className="option">
        <input type="radio" name="promotion" value="" checked={f.promotionId === ''} onChange={() => f.setPromotionId('')} />
        <span className="option-name">{t('deposit.noPromotion')}</span>
      </label>
      {promotions.map((p) => (
        <label key={p.id} className="option">
          <input type="radio" name="promotion" value={p.id} checked={f.promotionId === p.id} onChange={() => f.setPromotionId(p.id)} />
          <span className="option-name">{p.title}</span>
          <span className="option-note">{t('deposit.bonus', { rate: Math.round(p.bonusRate * 100) })}</span>
        </label>
      ))}
    </div>
  );
}

function DepositSubmit({ f }: { f: DepositFormState }) {
  const { t } = useT();
  return <SubmitButton busy={f.busy}>{t('deposit.submit')}</SubmitButton>;
}

/** The base deposit layout (dep_func other than '1'): one form, section after section. */
function BaseDepositForm(props: DepositFormProps) {
  const { t } = useT();
  const f = useDepositForm(props);
  return (
    <form className="page form-page" data-template="base" onSubmit={(e) => void f.submit(e)} noValidate aria-label={props.title}>
      <BalanceLine />
      <fieldset className="section">
        <legend className="section-title">{t('deposit.method')}</legend>
        <MethodOptions props={props} f={f} />
      </fieldset>
      <div className="section">
        <AmountFields f={f} />
      </div>
      {props.promotions.length > 0 && (
        <fieldset className="section">
          <legend className="section-title">{t('deposit.promotion')}</legend>
          <PromotionOptions promotions={props.promotions} f={f} />
        </fieldset>
      )}
      <div className="actions">
        <DepositSubmit f={f} />
      </div>
    </form>
  );
}

/**
 * The new deposit layout (dep_func '1'): numbered steps on one page (method cards with logos,
 * the amount with quick chips and limits, a summary card with the promotion), and the submit
 * button kept in view at the bottom.
 */
function StepDepositForm(props: DepositFormProps) {
  const { t } = useT();
  const { money } = useMoney();
  const f = useDepositForm(props);
  const value = parseAmount(f.amount);
  const valid = value !== null && checkAmount(f.amount, { min: f.method.min, max: f.method.max }) === null;
  const promotion = props.promotions.find((p) => p.id === f.promotionId);
  // What the promotion adds, as the player would reckon it; the platform credits the final figure.
  const bonus = valid && promotion ? Math.round(value * promotion.bonusRate * 100) / 100 : 0;
  return (
    <form className="page form-page steps" data-template="new" onSubmit={(e) => void f.submit(e)} noValidate aria-label={props.title}>
      <BalanceLine />
      <fieldset className="section step">
        <legend className="section-title">
          <span className="step-no" aria-hidden="true">
            1
          </span>
          {t('deposit.method')}
        </legend>
        <MethodOptions props={props} f={f} cards />
      </fieldset>
      <div className="section step" role="group" aria-labelledby="deposit-step-amount">
        <h2 className="section-title" id="deposit-step-amount">
          <span className="step-no" aria-hidden="true">
            2
          </span>
          {t('deposit.step.amount')}
        </h2>
        <AmountFields f={f} />
      </div>
      <section className="section step summary" part="summary" aria-labelledby="deposit-step-summary">
        <h2 className="section-title" id="deposit-step-summary">
          <span className="step-no" aria-hidden="true">
            3
          </span>
          {t('deposit.step.summary')}
        </h2>
        {props.promotions.length > 0 && (
          <fieldset className="promotions">
            <legend className="muted">{t('deposit.promotion')}</legend>
            <PromotionOptions promotions={props.promotions} f={f} />
          </fieldset>
        )}
        <dl className="summary-list">
          <dt>{t('deposit.method')}</dt>
          <dd data-summary="method">{f.method.name}</dd>
          <dt>{t('money.amount')}</dt>
          <dd data-summary="amount">{valid ? money(value) : '—'}</dd>
          {promotion && (
            <>
              <dt>{t('deposit.summary.bonus')}</dt>
              <dd data-summary="bonus">{valid ? money(bonus) : '—'}</dd>
            </>
          )}
          <dt className="total">{t('deposit.summary.total')}</dt>
          <dd className="total" data-summary="total">
            {valid ? money(value + bonus) : '—'}
          </dd>
        </dl>
      </section>
      <div className="actions sticky-submit">
        <DepositSubmit f={f} />
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

  // Follow a pending deposit until the platform decides (or the time limit): told by the live
  // stream while it is up, else checking every few seconds and at once when the player comes
  // back from the payment tab.
  useEffect(() => {
    if (d.status !== 'pending') return;
    const started = Date.now();
    const controller = new AbortController();
    let busy = false;
    let done = false;
    const decided = async (status: McDepositDetail['status'], live: boolean) => {
      if (done || controller.signal.aborted) return;
      done = true;
      // The stream brings the new balance itself.
      if (status === 'approved' && !live) await moneyMoved();
      emit('mc-deposit', { id: d.id, amount: d.amount, methodId: d.methodId, status });
      onChange({ ...latest.current, status });
    };
    const check = async () => {
      if (busy || done || controller.signal.aborted) return;
      if (Date.now() - started > DEPOSIT_STATUS_POLL_LIMIT_MS) {
        clearInterval(timer);
        return;
      }
      busy = true;
      try {
        const s = await call(depositStatus, { id: d.id }, { signal: controller.signal });
        const status = moneyStatus(s.status);
        if (status !== 'pending') await decided(status, false);
      } catch {
        // A failed check is tried again on the next tick; the records page has the final word.
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => {
      if (!$liveUp.get()) void check();
    }, DEPOSIT_STATUS_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !$liveUp.get()) void check();
    };
    const stopLive = $orderUpdates.subscribe((orders) => {
      const update = orders[d.id];
      const status = update ? moneyStatus(update.status) : 'pending';
      if (status !== 'pending') void decided(status, $liveUp.get());
    });
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      controller.abort();
      clearInterval(timer);
      stopLive();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [d.id, d.status]);

  const title =
    d.status === 'approved'
      ? t('deposit.approved')
      : d.status === 'rejected'
        ? t('deposit.rejected')
        : d.payUrl
          ? t('deposit.awaitingPayment')
          : t('deposit.awaitingApproval');

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
        {d.status === 'pending' && assetUrl(d.payUrl, 'link') && (
          <a className="btn btn-primary btn-block" href={assetUrl(d.payUrl, 'link')} target="_blank" rel="noopener noreferrer">
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
