/** Deposit or loss limits: one row per period with what is used and left, a pending change with its date, and a form to change it. */
import { useState, type FormEvent } from 'react';
import { call } from '../../core/api/request.ts';
import { LIMIT_PERIODS, setRgLimit, type LimitKind, type LimitPeriod, type RgLimit, type RgStatus } from '../../core/api/responsibleGaming.ts';
import { formatDateTime } from '../../core/format.ts';
import { parseAmount } from '../../core/rules/money.ts';
import { rgStatusStore } from '../../core/stores/responsibleGaming.ts';
import { toast, toastError } from '../base/feedback.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { useSubmitGuard } from '../form/useSubmitGuard.ts';
import { useMoney } from '../money-ui/moneyFormat.ts';

export function LimitsSection({ kind, status }: { kind: LimitKind; status: RgStatus }) {
  const { t } = useT();
  const titleId = `rg-${kind}-title`;
  return (
    <section className="card" part="section" data-section={kind} aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`rg.${kind}.title`)}</h2>
      <p className="hint">{t(`rg.${kind}.hint`)}</p>
      {LIMIT_PERIODS.map((period) => (
        <LimitRow key={period} limit={status.limits.find((l) => l.kind === kind && l.period === period)!} />
      ))}
      <p className="hint">{t('rg.coolingOff')}</p>
    </section>
  );
}

function LimitRow({ limit }: { limit: RgLimit }) {
  const { t, language } = useT();
  const { emit } = useHost();
  const { money } = useMoney();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const guard = useSubmitGuard();
  const { busy } = guard;
  const id = `rg-${limit.kind}-${limit.period}`;
  const periodLabel = t(`rg.period.${limit.period}`);

  const save = (value: number | undefined) =>
    guard.run(async () => {
      try {
        const next = await call(setRgLimit, { kind: limit.kind, period: limit.period as LimitPeriod, ...(value === undefined ? {} : { amount: value }) });
        rgStatusStore.set(next);
        const now = next.limits.find((l) => l.kind === limit.kind && l.period === limit.period)!;
        if (now.pending) toast('info', 'rg.limit.savedPending', 6000, { date: formatDateTime(now.pending.at, language) });
        else toast('success', 'rg.saved');
        setAmount('');
        emit('mc-responsible-gaming', { action: 'limit' });
      } catch (err) {
        toastError(err);
      }
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const value = parseAmount(amount);
    if (value === null || value <= 0) {
      setError(t('rg.limit.invalid'));
      return;
    }
    setError(undefined);
    void save(value);
  };

  return (
    <form className="limit" data-period={limit.period} onSubmit={submit} noValidate>
      <h3>{periodLabel}</h3>
      <p className="state" data-state={limit.limit === null ? 'none' : 'set'}>
        {limit.limit === null ? t('rg.limit.none') : t('rg.limit.current', { limit: money(limit.limit), left: money(limit.left ?? 0) })}
      </p>
      {limit.pending && (
        <p className="pending" role="status">
          {limit.pending.limit === null
            ? t('rg.limit.pendingRemove', { date: formatDateTime(limit.pending.at, language) })
            : t('rg.limit.pending', { limit: money(limit.pending.limit), date: formatDateTime(limit.pending.at, language) })}
        </p>
      )}
      <div className="field">
        <label htmlFor={id}>
          <span className="visually-hidden">{`${t(`rg.${limit.kind}.title`)}, ${periodLabel}: `}</span>
          {t('rg.limit.new')}
        </label>
        <div className="control">
          <input
            part="input"
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        {error && (
          <p className="error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="row-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('rg.limit.save')}
        </button>
        {limit.limit !== null && limit.pending?.limit !== null && (
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void save(undefined)}>
            {t('rg.limit.remove')}
          </button>
        )}
      </div>
    </form>
  );
}
