/**
 * An amount input for money forms: the limits as a hint, quick-pick amounts inside them, and the
 * error tied to the input for screen readers. Validation lives in core/rules/money.ts.
 */
import type { Ref } from 'react';
import { useT } from '../base/i18n.ts';
import { useMoney } from '../money-ui/moneyFormat.ts';

export interface AmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  /** Quick-pick amounts (already inside the limits). */
  quick?: readonly number[];
  error?: string | false;
  inputRef?: Ref<HTMLInputElement>;
}

export function AmountField({ id, label, value, onChange, min, max, quick = [], error, inputRef }: AmountFieldProps) {
  const { t } = useT();
  const { money } = useMoney();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hint = min !== undefined && max !== undefined ? t('money.limits', { min: money(min), max: money(max) }) : '';
  return (
    <div className="field" part="amount">
      <label htmlFor={id}>{label}</label>
      <div className="control">
        <input
          part="input"
          id={id}
          ref={inputRef}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
        />
      </div>
      {hint && (
        <p className="muted" id={hintId}>
          {hint}
        </p>
      )}
      {quick.length > 0 && (
        <div className="chips" role="group" aria-label={t('money.quick')}>
          {quick.map((a) => (
            <button key={a} type="button" className="chip" aria-pressed={value === String(a)} onClick={() => onChange(String(a))}>
              {money(a, { whole: true })}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p className="error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
