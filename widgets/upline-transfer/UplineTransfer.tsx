/**
 * <mc-upline-transfer>: transfer to upline (/m/upLine/transfer). A member with an upline (and
 * not of type 2) sends an amount up to the balance, confirmed with the funds password; the new
 * balance comes back and the header follows.
 *
 * @event mc-transfer - { kind: 'upline', amount, sumBalance } after a transfer
 * @event mc-navigate - login (visitor), transaction record
 * @csspart amount - the amount field
 * @csspart submit - the transfer button
 * @csspart input - an input field (every text, number, date and search box)
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { transferToUpline } from '../../core/api/wallet.ts';
import { navigate } from '../../core/nav.ts';
import { checkAmount, parseAmount } from '../../core/rules/money.ts';
import { SubmitIntent } from '../../core/api/intent.ts';
import { NO_UPLINE_TRANSFER_TYPE } from '../../core/rules/roles.ts';
import { TOAST_SUCCESS_LONG_MS } from '../../core/rules/constants.ts';
import { memberStore } from '../../core/stores/member.ts';
import { moneyMoved } from '../../core/stores/money.ts';
import { $whitelabel, loadInitialConfig } from '../../core/stores/platform.ts';
import { $session } from '../../core/stores/session.ts';
import { walletStore } from '../../core/stores/wallet.ts';
import { AmountField } from '../form/AmountField.tsx';
import { toast, toastError } from '../base/feedback.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { MemberOnly, UnavailableState } from '../account-ui/MemberOnly.tsx';
import { useMoney } from '../money-ui/moneyFormat.ts';
import { LoadFailedState, LoadingState, retryTextKey } from '../base/PageStates.tsx';
import { FundsPasswordField, useFundsPassword } from '../form/FundsPasswordField.tsx';
import { useSubmitGuard } from '../form/useSubmitGuard.ts';
import { SubmitButton } from '../form/SubmitButton.tsx';

export function UplineTransfer() {
  return (
    <MemberOnly>
      <TransferPage />
    </MemberOnly>
  );
}

function TransferPage() {
  const session = useStore($session);
  const member = useStore(memberStore.$state);
  const whitelabel = useStore($whitelabel);

  useEffect(() => {
    void loadInitialConfig();
    void memberStore.load();
    void walletStore.load();
  }, []);

  if (whitelabel.AGETRANSFERUP3 === false || session?.type === NO_UPLINE_TRANSFER_TYPE) return <UnavailableState />;
  if (member.status === 'error' && !member.value) return <LoadFailedState error={member.error} onRetry={() => void memberStore.load({ force: true })} />;
  if (!member.value) return <LoadingState />;
  if (member.value.toUpline !== true) return <UnavailableState />;
  return <TransferForm />;
}

function TransferForm() {
  const { t } = useT();
  const { host, emit } = useHost();
  const { money } = useMoney();
  const wallet = useStore(walletStore.$state);
  const balance = wallet.value?.sumBalance;
  const [amount, setAmount] = useState('');
  const password = useFundsPassword();
  const [amountError, setAmountError] = useState<string>();
  const { busy, begin, end } = useSubmitGuard();
  const [intent] = useState(() => new SubmitIntent());
  const amountInput = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amountProblem = checkAmount(amount, { balance });
    const amountMessage = amountProblem ? t(`money.error.${amountProblem}`, { min: '', max: '' }) : undefined;
    setAmountError(amountMessage);
    const passwordMessage = password.check();
    if (amountMessage) return amountInput.current?.focus();
    if (passwordMessage) return password.focus();
    const value = parseAmount(amount)!;
    if (!begin()) return;
    try {
      const params = { amount: value, fundsPassword: password.value };
      const after = await call(transferToUpline, params, { idempotencyKey: intent.keyFor(params) });
      intent.done();
      await moneyMoved(after);
      setAmount('');
      password.clear();
      toast('success', 'upline.done', TOAST_SUCCESS_LONG_MS, { amount: money(value) });
      emit('mc-transfer', { kind: 'upline', amount: value, sumBalance: after.sumBalance });
    } catch (err) {
      if (!password.refused(err)) toastError(err);
    } finally {
      end();
    }
  };

  return (
    <form className="page" onSubmit={(e) => void submit(e)} noValidate aria-label={t('title.uplineTransfer')}>
      <div className="section balance-line">
        <span className="muted">{t('money.balance')}</span>
        {balance === undefined && wallet.status === 'error' ? (
          <button type="button" className="btn btn-outline" onClick={() => void walletStore.load({ force: true })}>
            {t(retryTextKey(wallet.error))}
          </button>
        ) : (
          <span className="big">{balance === undefined ? '—' : money(balance)}</span>
        )}
      </div>
      <p className="notice">{t('upline.note')}</p>
      <div className="section">
        <AmountField
          id="upline-amount"
          label={t('money.amount')}
          value={amount}
          onChange={(v) => {
            setAmount(v);
            if (amountError) setAmountError(undefined);
          }}
          error={amountError ?? false}
          inputRef={amountInput}
        />
        <FundsPasswordField id="upline-password" {...password.field} />
      </div>
      <div className="actions">
        <SubmitButton busy={busy}>{t('upline.submit')}</SubmitButton>
        <button type="button" className="btn btn-outline btn-block" onClick={() => navigate(host, 'transactionRecord', { query: { types: 'UPL' } })}>
          {t('upline.records')}
        </button>
      </div>
    </form>
  );
}
