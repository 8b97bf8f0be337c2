/**
 * A time-out (24 hours to 6 weeks) or a self-exclusion (6 months to 5 years): the player picks a
 * length and confirms; it starts at once, the platform ends every session, and this device
 * signs out and goes home. Self-exclusion says plainly that it cannot be undone early.
 */
import { useState, type FormEvent } from 'react';
import { call } from '../../core/api/request.ts';
import {
  SELF_EXCLUSION_LENGTHS,
  startSelfExclusion,
  startTimeOut,
  TIME_OUT_LENGTHS,
  type SelfExclusionLength,
  type TimeOutLength,
} from '../../core/api/responsibleGaming.ts';
import { formatDateTime } from '../../core/format.ts';
import { navigate } from '../../core/nav.ts';
import { closingSession } from '../../core/stores/closing.ts';
import { confirm, toast, toastError } from '../base/feedback.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';

type Kind = 'timeout' | 'self-exclusion';
const PREFIX: Record<Kind, string> = { timeout: 'rg.timeout', 'self-exclusion': 'rg.exclusion' };

export function BreakSection({ kind }: { kind: Kind }) {
  const { t, language } = useT();
  const { host, emit } = useHost();
  const lengths: readonly string[] = kind === 'timeout' ? TIME_OUT_LENGTHS : SELF_EXCLUSION_LENGTHS;
  const [length, setLength] = useState(lengths[0]!);
  const [busy, setBusy] = useState(false);
  const p = PREFIX[kind];
  const titleId = `${p.replace('.', '-')}-title`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!(await confirm({ title: `${p}.title`, message: `${p}.confirm`, confirmLabel: `${p}.start` }))) return;
    setBusy(true);
    // The platform ends every session of the player: this page ends its own below, so the live
    // stream's word of it is no news here (core/stores/closing.ts).
    const reopen = closingSession();
    try {
      const { until } =
        kind === 'timeout'
          ? await call(startTimeOut, { length: length as TimeOutLength })
          : await call(startSelfExclusion, { length: length as SelfExclusionLength });
      // The platform has ended every session; this device forgets its own.
      const { signOut } = await import('../../core/auth/signOut.ts');
      await signOut();
      toast('info', `${p}.started`, 8000, { until: formatDateTime(until, language) });
      emit('mc-responsible-gaming', { action: kind });
      navigate(host, 'home');
    } catch (err) {
      reopen();
      toastError(err);
      setBusy(false);
    }
  };

  return (
    <section className="card" part="section" data-section={kind} aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`${p}.title`)}</h2>
      <p className={kind === 'self-exclusion' ? 'warning' : 'hint'}>{t(`${p}.hint`)}</p>
      <form onSubmit={(e) => void submit(e)}>
        <fieldset className="choices">
          <legend className="visually-hidden">{t(`${p}.title`)}</legend>
          {lengths.map((l) => (
            <label key={l} className="choice">
              <input type="radio" name={`${kind}-length`} value={l} checked={length === l} onChange={() => setLength(l)} />
              <span>{t(`${p}.${l}`)}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className={kind === 'self-exclusion' ? 'btn btn-danger' : 'btn btn-primary'} disabled={busy}>
          {t(`${p}.start`)}
        </button>
      </form>
    </section>
  );
}
