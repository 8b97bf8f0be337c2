/** The reality check's interval (the merchant's default, or the player's choice) and a session time limit. */
import { useState, type FormEvent } from 'react';
import { call } from '../../core/api/request.ts';
import { setRgSession, type RgStatus } from '../../core/api/responsibleGaming.ts';
import { rgStatusStore } from '../../core/stores/responsibleGaming.ts';
import { toast, toastError } from '../base/feedback.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';

export function SessionSection({ status, defaultMinutes }: { status: RgStatus; defaultMinutes: number }) {
  const { t } = useT();
  const { emit } = useHost();
  const [interval, setInterval] = useState(status.realityCheckMinutes === null ? '' : String(status.realityCheckMinutes));
  const [limit, setLimit] = useState(status.sessionLimitMinutes === null ? '' : String(status.sessionLimitMinutes));
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const next = await call(setRgSession, { realityCheckMinutes: interval ? Number(interval) : null, sessionLimitMinutes: limit ? Number(limit) : null });
      rgStatusStore.set(next);
      toast('success', 'rg.saved');
      emit('mc-responsible-gaming', { action: 'session' });
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" part="section" data-section="session" aria-labelledby="rg-session-title">
      <h2 id="rg-session-title">{t('rg.session.title')}</h2>
      <p className="hint">{t('rg.session.hint')}</p>
      <form onSubmit={(e) => void submit(e)}>
        <MinutesField
          id="rg-interval"
          label={t('rg.session.interval')}
          value={interval}
          onChange={setInterval}
          noneText={t('rg.session.default', { minutes: defaultMinutes })}
          choices={status.realityCheckChoices}
        />
        <MinutesField
          id="rg-session-limit"
          label={t('rg.session.limit')}
          value={limit}
          onChange={setLimit}
          noneText={t('rg.session.noLimit')}
          choices={status.sessionLimitChoices}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('rg.save')}
        </button>
      </form>
    </section>
  );
}

/** A choice of minutes, or none (`''`): the interval and the limit ask alike. */
function MinutesField(props: { id: string; label: string; value: string; onChange: (value: string) => void; noneText: string; choices: readonly number[] }) {
  const { t } = useT();
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <div className="control">
        <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
          <option value="">{props.noneText}</option>
          {props.choices.map((m) => (
            <option key={m} value={String(m)}>
              {t('rg.session.minutes', { minutes: m })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
