/**
 * <mc-withdraw>: withdraw (/m/withdraw). The player picks one of their bank cards, an amount
 * within the platform's minimum and maximum (and the balance), confirms with the funds password
 * and submits; the amount leaves the wallet at once (the header follows) and the withdrawal waits
 * for the platform's approval. Without a funds password or a bank card the page says so and leads
 * to the security centre.
 *
 * @attr card - id of the bank card to preselect; the first one otherwise
 * @event mc-withdraw - { id, amount, bankCardId, status } after a withdrawal was made
 * @event mc-navigate - withdraw records, security centre, login
 * @csspart cards - the bank card options
 * @csspart amount - the amount field
 * @csspart submit - the withdraw button
 * @csspart result - the panel after submitting
 * @csspart input - an input field (every text, number, date and search box)
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { McWithdrawDetail } from '../../core/events.ts';
import { call } from '../../core/api/request.ts';
import { bankCards, withdraw, withdrawSettings } from '../../core/api/wallet.ts';
import { errorMessageKey, isRequestError } from '../../core/api/errors.ts';
import { hasText } from '../../core/i18n.ts';
import { navigate } from '../../core/nav.ts';
import { checkAmount, checkFundsPassword, moneyStatus, parseAmount, quickAmounts, FUNDS_PASSWORD_CODES, FUNDS_PASSWORD_LENGTH } from '../../core/rules/money.ts';
import { SubmitIntent } from '../../core/api/intent.ts';
import { moneyMoved } from '../../core/stores/money.ts';
import { $whitelabel, loadInitialConfig } from '../../core/stores/platform.ts';
import { walletStore } from '../../core/stores/wallet.ts';
import { AmountField } from '../ui/AmountField.tsx';
import { toastError } from '../ui/feedback.ts';
import { useHost } from '../ui/host.ts';
import { useT } from '../ui/i18n.ts';
import { MemberOnly, UnavailableState } from '../ui/MemberOnly.tsx';
import { useMoney } from '../ui/moneyFormat.ts';
import { LoadFailedState, LoadingState } from '../ui/PageStates.tsx';
import { StatusIcon } from '../ui/StatusIcon.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useCall } from '../ui/useCall.ts';
import { useSubmitGuard } from '../ui/useSubmitGuard.ts';

export interface WithdrawProps {
  card?: string;
}

export type WithdrawDetail = McWithdrawDetail;

interface Card {
  id: string;
  bankName: string;
  cardNo: string;
  holder: string;
}


export function Withdraw(props: WithdrawProps) {
  const whitelabel = useStore($whitelabel);
  useEffect(() => {
    void loadInitialConfig();
  }, []);
  if (whitelabel.WITHDRAW === false) return <UnavailableState />;
  return (
    <MemberOnly>
      <WithdrawPage {...props} />
    </MemberOnly>
  );
}

function WithdrawPage({ card }: WithdrawProps) {
  const { t } = useT();
  const { host } = useHost();
  const data = useCall(
    async (signal) => {
      const [cards, settings] = await Promise.all([call(bankCards, undefined, { signal }), call(withdrawSettings, undefined, { signal })]);
      return { cards, settings };
    },
    [],
  );
  const wallet = useStore(walletStore.$state);
  const [done, setDone] = useState<(WithdrawDetail & { card: Card }) | null>(null);

  useEffect(() => {
    void walletStore.load();
  }, []);

  if (data.status === 'error') return <LoadFailedState error={data.error} onRetry={data.reload} />;
  if (data.status !== 'ready' || !data.value) return <LoadingState minHeight={320} />;
  const { cards, settings } = data.value;

  const missing = !settings.hasFundsPassword ? 'withdraw.needFundsPassword' : cards.length === 0 ? 'withdraw.needBankCard' : null;
  if (missing) {
    return (
      <div className="mc-state" data-state="setup">
        <span>{t(missing)}</span>
        <button type="button" className="btn btn-primary" onClick={() => navigate(host, 'securityCenter')}>
          {t('withdraw.toSecurity')}
        </button>
      </div>
    );
  }
  if (done) return <WithdrawResult detail={done} onAgain={() => setDone(null)} />;
  return <WithdrawForm cards={cards} min={settings.min} max={settings.max} balance={wallet.value?.sumBalance} preselect={card} onDone={setDone} />;
}

function WithdrawForm(props: { cards: Card[]; min: number; max: number; balance?: number; preselect?: string; onDone: (d: WithdrawDetail & { card: Card }) => void }) {
  const { t } = useT();
  const { emit } = useHost();
  const { money } = useMoney();
  const [cardId, setCardId] = useState(() => (props.cards.some((c) => c.id === props.preselect) ? props.preselect! : props.cards[0]!.id));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const { busy, begin, end } = useSubmitGuard();
  const [intent] = useState(() => new SubmitIntent());
  const amountInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const card = props.cards.find((c) => c.id === cardId) ?? props.cards[0]!;
  const top = props.balance === undefined ? props.max : Math.min(props.max, props.balance);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amountProblem = checkAmount(amount, { min: props.min, max: props.max, balance: props.balance });
    const passwordProblem = checkFundsPassword(password);
    const next = {
      amount: amountProblem ? t(`money.error.${amountProblem}`, { min: money(props.min), max: money(props.max) }) : undefined,
      password: passwordProblem ? t(`money.fundsPassword.${passwordProblem}`) : undefined,
    };
    setErrors(next);
    if (next.amount) return amountInput.current?.focus();
    if (next.password) return passwordInput.current?.focus();
    const value = parseAmount(amount)!;
    if (!begin()) return;
    try {
      const params = { bankCardId: card.id, amount: value, fundsPassword: password };
      // A retry of this submit (a lost answer, a second tap) carries the same key: it pays once.
      const made = await call(withdraw, params, { idempotencyKey: intent.keyFor(params) });
      intent.done();
      setPassword('');
      await moneyMoved();
      const detail: WithdrawDetail = { id: made.id, amount: value, bankCardId: card.id, status: moneyStatus(made.status) };
      emit('mc-withdraw', detail);
      props.onDone({ ...detail, card });
    } catch (err) {
      if (isRequestError(err) && err.code && FUNDS_PASSWORD_CODES.has(err.code)) {
        setErrors({ password: t(errorMessageKey(err, hasText)) });
        setPassword('');
        passwordInput.current?.focus();
      } else {
        toastError(err);
      }
    } finally {
      end();
    }
  };

  return (
    <form className="page" onSubmit={(e) => void submit(e)} noValidate aria-label={t('title.withdraw')}>
      <div className="section balance-line">
        <span className="muted">{t('money.balance')}</span>
        <span className="big">{props.balance === undefined ? '—' : money(props.balance)}</span>
      </div>

      <fieldset className="section">
        <legend className="section-title">{t('withdraw.card')}</legend>
        <div className="options single" part="cards">
          {props.cards.map((c) => (
            <label key={c.id} className="option">
              <input type="radio" name="card" value={c.id} checked={c.id === cardId} onChange={() => setCardId(c.id)} />
              <span className="option-name">{c.bankName}</span>
              <span className="option-note">
                {c.cardNo} · {c.holder}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="section">
        <AmountField
          id="withdraw-amount"
          label={t('money.amount')}
          value={amount}
          onChange={(v) => {
            setAmount(v);
            if (errors.amount) setErrors((x) => ({ ...x, amount: undefined }));
          }}
          min={props.min}
          max={props.max}
          quick={quickAmounts(props.min, top)}
          error={errors.amount ?? false}
          inputRef={amountInput}
        />
        <TextField
          id="withdraw-password"
          label={t('money.fundsPassword')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={FUNDS_PASSWORD_LENGTH}
          value={password}
          onChange={(v) => {
            setPassword(v.replace(/\D/g, ''));
            if (errors.password) setErrors((x) => ({ ...x, password: undefined }));
          }}
          error={errors.password ?? false}
          revealLabels={[t('common.showPassword'), t('common.hidePassword')]}
          inputRef={passwordInput}
        />
      </div>

      <div className="actions">
        <button type="submit" className="btn btn-primary btn-block" part="submit" disabled={busy} aria-busy={busy}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {t('withdraw.submit')}
        </button>
      </div>
    </form>
  );
}

function WithdrawResult({ detail, onAgain }: { detail: WithdrawDetail & { card: Card }; onAgain: () => void }) {
  const { t } = useT();
  const { host } = useHost();
  const { money } = useMoney();
  return (
    <div className="page" part="result">
      <section className="section result" aria-live="polite" data-status={detail.status}>
        <StatusIcon ok={detail.status !== 'rejected'} />
        <h2 className="section-title">{t('withdraw.submitted')}</h2>
        <p className="big">{money(detail.amount)}</p>
        <span className="status" data-status={detail.status}>
          {t(`money.status.${detail.status}`)}
        </span>
        <p className="muted">
          {detail.card.bankName} {detail.card.cardNo}
        </p>
      </section>
      <p className="notice">{t('withdraw.reviewNote')}</p>
      <div className="actions">
        <button type="button" className="btn btn-outline btn-block" onClick={() => navigate(host, 'withdrawRecord')}>
          {t('withdraw.records')}
        </button>
        <button type="button" className="btn btn-outline btn-block" onClick={onAgain}>
          {t('withdraw.again')}
        </button>
      </div>
    </div>
  );
}
