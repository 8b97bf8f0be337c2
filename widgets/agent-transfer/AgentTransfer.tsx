/**
 * <mc-agent-transfer>: transfer to downlines. The agent ticks one or more direct downlines (the
 * one named by `member-id` comes ticked), gives the amount each receives and confirms with the
 * funds password. The balance in the header follows. Agents only. If the session ends while the
 * form is open, what was typed stays (in memory) for the same agent to sign in again and send.
 *
 * @attr member-id - a downline ticked from the start (the team list's Transfer button)
 * @event mc-transfer - { kind: 'members', amount, memberIds } after the transfer went through
 * @event mc-navigate - /m/home for a visitor without an agency centre
 * @csspart form - the form
 * @csspart member - one selectable downline
 * @csspart submit - the submit button
 * @csspart input - an input field (every text, number, date and search box)
 */
// Agents only: §6 (free-trial accounts never get here).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { subordinates, transferToDownline } from '../../core/api/agent.ts';
import { SubmitIntent } from '../../core/api/intent.ts';
import { formatMoney } from '../../core/format.ts';
import { walletStore } from '../../core/stores/wallet.ts';
import { TOAST_SUCCESS_LONG_MS } from '../../core/rules/constants.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { toast, toastError } from '../base/feedback.ts';
import { TextField } from '../form/TextField.tsx';
import { AgentOnly } from '../agent-ui/AgentOnly.tsx';
import { $player } from '../../core/stores/player.ts';
import { useCall } from '../base/useCall.ts';
import { Loaded } from '../agent-ui/States.tsx';
import { useSubmitGuard } from '../form/useSubmitGuard.ts';
import { SubmitButton } from '../form/SubmitButton.tsx';

/** Transfers name at most this many downlines at once (the platform's limit). */
export const MAX_TRANSFER_MEMBERS = 50;

/** An amount in currency units: positive, at most two decimals. */
export function parseAmount(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

export function AgentTransfer({ memberId }: { memberId?: string }) {
  return (
    <AgentOnly>
      <TransferForm memberId={memberId} />
    </AgentOnly>
  );
}

function TransferForm({ memberId }: { memberId?: string }) {
  const { t, language } = useT();
  const { emit } = useHost();
  const { generation } = useStore($player);
  const members = useCall((signal) => call(subordinates, { pageNo: 1, pageSize: 100 }, { signal }), [generation]);
  const [selected, setSelected] = useState<Set<string>>(() => new Set(memberId ? [memberId] : []));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ members?: string; amount?: string; password?: string }>({});
  const { busy, begin, end } = useSubmitGuard();
  const [intent] = useState(() => new SubmitIntent());
  const amountRef = useRef<HTMLInputElement | null>(null);
  const passwordRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (memberId) setSelected((s) => new Set([...s, memberId]));
  }, [memberId]);

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else if (next.size < MAX_TRANSFER_MEMBERS) next.add(id);
      return next;
    });

  const value = parseAmount(amount);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      members: selected.size === 0 ? t('agent.transfer.pickMember') : undefined,
      amount: value === null ? t('agent.transfer.amountInvalid') : undefined,
      password: /^\d{6}$/.test(password) ? undefined : t('verify.paymentPassword.format'),
    };
    setErrors(next);
    if (next.amount) return amountRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    if (next.members || value === null) return;
    if (!begin()) return;
    try {
      const memberIds = [...selected];
      const params = { memberIds, amount: value, fundsPassword: password };
      await call(transferToDownline, params, { idempotencyKey: intent.keyFor(params) });
      intent.done();
      toast('success', 'agent.transfer.done', TOAST_SUCCESS_LONG_MS);
      emit('mc-transfer', { kind: 'members', amount: value, memberIds });
      setAmount('');
      setPassword('');
      void walletStore.load({ force: true });
      members.reload();
    } catch (err) {
      toastError(err);
    } finally {
      end();
    }
  };

  return (
    <section className="page">
      <form className="card form-card" part="form" noValidate onSubmit={submit} aria-busy={busy}>
        <fieldset className="members">
          <legend>{t('agent.transfer.members')}</legend>
          <Loaded state={members} isEmpty={(v) => v.list.length === 0}>
            {(v) => (
              <ul className="rows">
                {v.list.map((m) => (
                  <li key={m.id} className="row" part="member">
                    <label className="pick">
                      <input type="checkbox" checked={selected.has(m.id)} onChange={() => toggle(m.id)} />
                      <span className="row-title">{m.account}</span>
                    </label>
                    <span className="row-sub">{formatMoney(m.balance, language)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Loaded>
          {errors.members && (
            <p className="error" role="alert">
              {errors.members}
            </p>
          )}
        </fieldset>
        <TextField
          id="transfer-amount"
          label={t('agent.transfer.amount')}
          value={amount}
          onChange={setAmount}
          inputMode="numeric"
          error={errors.amount}
          inputRef={(el) => {
            amountRef.current = el;
          }}
        />
        <TextField
          id="transfer-password"
          label={t('agent.transfer.fundsPassword')}
          type="password"
          value={password}
          onChange={setPassword}
          maxLength={6}
          inputMode="numeric"
          autoComplete="off"
          error={errors.password}
          revealLabels={[t('common.showPassword'), t('common.hidePassword')]}
          inputRef={(el) => {
            passwordRef.current = el;
          }}
        />
        <p className="note" aria-live="polite">
          {t('agent.transfer.total', { count: selected.size, total: formatMoney((value ?? 0) * selected.size, language) })}
        </p>
        <SubmitButton busy={busy}>{t('agent.transfer.submit')}</SubmitButton>
      </form>
    </section>
  );
}
