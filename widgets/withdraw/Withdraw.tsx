/**
 * <mc-withdraw>: withdraw. The player picks one of their bank cards, an amount within the
 * platform's minimum and maximum (and the balance), confirms with the funds password and sends it;
 * the amount leaves the wallet at once (the header follows) and the withdrawal waits for the
 * platform's approval. A first withdrawal without a funds password or a bank card asks for them in
 * steps inside the page and comes back to the form with the amount still typed.
 *
 * @attr card - id of the bank card to preselect; the first one otherwise
 * @event mc-withdraw - { id, amount, bankCardId, status } after a withdrawal was made
 * @event mc-security-change - { item } for the funds password and the bank card set up in the first withdrawal
 * @event mc-navigate - withdraw records, login
 * @csspart cards - the bank card options
 * @csspart amount - the amount field
 * @csspart submit - the withdraw button
 * @csspart result - the panel after submitting
 * @csspart setup - the steps of a first withdrawal (funds password, bank card, login password)
 * @csspart input - an input field (every text, number, date and search box)
 */
// The first-withdrawal steps: FirstWithdrawalSetup.tsx.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { McWithdrawDetail } from '../../core/events.ts';
import { call } from '../../core/api/request.ts';
import { bankCards, withdraw, withdrawSettings } from '../../core/api/wallet.ts';
import { navigate } from '../../core/nav.ts';
import { TOAST_SUCCESS_MS } from '../../core/rules/constants.ts';
import { checkAmount, moneyStatus, parseAmount, quickAmounts } from '../../core/rules/money.ts';
import { SubmitIntent } from '../../core/api/intent.ts';
import { moneyMoved } from '../../core/stores/money.ts';
import { $whitelabel, loadInitialConfig } from '../../core/stores/platform.ts';
import { walletStore } from '../../core/stores/wallet.ts';
import { AmountField } from '../form/AmountField.tsx';
import { toast, toastError } from '../base/feedback.ts';
import { FirstWithdrawalSetup } from './FirstWithdrawalSetup.tsx';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { MemberOnly, UnavailableState } from '../account-ui/MemberOnly.tsx';
import { useMoney } from '../money-ui/moneyFormat.ts';
import { LoadFailedState, LoadingState } from '../base/PageStates.tsx';
import { StatusIcon } from '../money-ui/StatusIcon.tsx';
import { FundsPasswordField, useFundsPassword } from '../form/FundsPasswordField.tsx';
import { useCall } from '../base/useCall.ts';
import { useSubmitGuard } from '../form/useSubmitGuard.ts';
import { SubmitButton } from '../form/SubmitButton.tsx';

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

const loadSetup = async (signal?: AbortSignal) => {
  const [cards, settings] = await Promise.all([call(bankCards, undefined, { signal }), call(withdrawSettings, undefined, { signal })]);
  return { cards, settings };
};

function WithdrawPage({ card }: WithdrawProps) {
  const { emit } = useHost();
  const data = useCall(loadSetup, []);
  const wallet = useStore(walletStore.$state);
  const [done, setDone] = useState<(WithdrawDetail & { card: Card }) | null>(null);
  const [settingUp, setSettingUp] = useState(false);

  useEffect(() => {
    void walletStore.load();
  }, []);

  if (data.status === 'error') return <LoadFailedState error={data.error} onRetry={data.reload} />;
  if (data.status !== 'ready' || !data.value) return <LoadingState minHeight={320} />;
  const { cards, settings } = data.value;

  const needs = { fundsPassword: !settings.hasFundsPassword, bankCard: cards.length === 0 };
  const finishSetup = async () => {
    for (const item of ['fundsPassword', 'bankCard'] as const) if (needs[item]) emit('mc-security-change', { item });
    try {
      data.setValue(await loadSetup());
    } catch (error) {
      toastError(error);
      data.reload();
    }
    setSettingUp(false);
    toast('success', 'withdraw.setup.done', TOAST_SUCCESS_MS);
  };
  if (done) return <WithdrawResult detail={done} onAgain={() => setDone(null)} />;
  // The form stays mounted (hidden) under the steps, so the amount typed is still there after them.
  return (
    <>
      <WithdrawForm
        hidden={settingUp}
        cards={cards}
        hasFundsPassword={settings.hasFundsPassword}
        min={settings.min}
        max={settings.max}
        balance={wallet.value?.sumBalance}
        preselect={card}
        onSetup={() => setSettingUp(true)}
        onDone={setDone}
      />
      {settingUp && <FirstWithdrawalSetup needs={needs} onCancel={() => setSettingUp(false)} onDone={() => void finishSetup()} />}
    </>
  );
}

function WithdrawForm(props: {
  hidden: boolean;
  cards: Card[];
  hasFundsPassword: boolean;
  min: number;
  max: number;
  balance?: number;
  preselect?: string;
  /** What a first withdrawal lacks is asked in steps: the form only checks the amount first. */
  onSetup: () => void;
  onDone: (d: WithdrawDetail & { card: Card }) => void;
}) {
  const { t } = useT();
  const { emit } = useHost();
  const { money } = useMoney();
  const [cardId, setCardId] = useState(() => (props.cards.some((c) => c.id === props.preselect) ? props.preselect! : props.cards[0]?.id));
  const [amount, setAmount] = useState('');
  const password = useFundsPassword();
  const [amountError, setAmountError] = useState<string>();
  const { busy, begin, end } = useSubmitGuard();
  const [intent] = useState(() => new SubmitIntent());
  const amountInput = useRef<HTMLInputElement>(null);
  const card = props.cards.find((c) => c.id === cardId) ?? props.cards[0];
  const setupNeeded = !card || !props.hasFundsPassword;
  // Back from the steps of a first withdrawal: what is left to do is the funds password.
  const wasHidden = useRef(props.hidden);
  useEffect(() => {
    if (wasHidden.current && !props.hidden && !setupNeeded) password.focus();
    wasHidden.current = props.hidden;
  }, [props.hidden, setupNeeded]);
  const top = props.balance === undefined ? props.max : Math.min(props.max, props.balance);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amountProblem = checkAmount(amount, { min: props.min, max: props.max, balance: props.balance });
    const amountMessage = amountProblem ? t(`money.error.${amountProblem}`, { min: money(props.min), max: money(props.max) }) : undefined;
    setAmountError(amountMessage);
    if (setupNeeded) {
      if (amountMessage) return amountInput.current?.focus();
      return props.onSetup();
    }
    const passwordMessage = password.check();
    if (amountMessage) return amountInput.current?.focus();
    if (passwordMessage) return password.focus();
    const value = parseAmount(amount)!;
    if (!card) return;
    if (!begin()) return;
    try {
      const params = { bankCardId: card.id, amount: value, fundsPassword: password.value };
      // A retry of this submit (a lost answer, a second tap) carries the same key: it pays once.
      const made = await call(withdraw, params, { idempotencyKey: intent.keyFor(params) });
      intent.done();
      password.clear();
      await moneyMoved();
      const detail: WithdrawDetail = { id: made.id, amount: value, bankCardId: card.id, status: moneyStatus(made.status) };
      emit('mc-withdraw', detail);
      props.onDone({ ...detail, card });
    } catch (err) {
      if (!password.refused(err)) toastError(err);
    } finally {
      end();
    }
  };

  return (
    <form className="page" onSubmit={(e) => void submit(e)} noValidate aria-label={t('title.withdraw')} hidden={props.hidden}>
      <div className="section balance-line">
        <span className="muted">{t('money.balance')}</span>
        <span className="big">{props.balance === undefined ? '—' : money(props.balance)}</span>
      </div>

      <fieldset className="section">
        <legend className="section-title">{t('withdraw.card')}</legend>
        {props.cards.length === 0 && (
          <p className="muted" data-needs="bankCard">
            {t('withdraw.needBankCard')}
          </p>
        )}
        <div className="options single" part="cards">
          {props.cards.map((c) => (
            <label key={c.id} className="option">
              <input type="radio" name="card" value={c.id} checked={c.id === card?.id} onChange={() => setCardId(c.id)} />
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
            if (amountError) setAmountError(undefined);
          }}
          min={props.min}
          max={props.max}
          quick={quickAmounts(props.min, top)}
          error={amountError ?? false}
          inputRef={amountInput}
        />
        {props.hasFundsPassword ? (
          <FundsPasswordField id="withdraw-password" {...password.field} />
        ) : (
          <p className="muted" data-needs="fundsPassword">
            {t('withdraw.needFundsPassword')}
          </p>
        )}
      </div>

      <div className="actions">
        <SubmitButton busy={busy}>{setupNeeded ? t('withdraw.setup.continue') : t('withdraw.submit')}</SubmitButton>
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
