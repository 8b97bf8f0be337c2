/** A rebate rate field (percent, one decimal) with its limit and error, tied together for screen readers. */
export function RateInput({
  id,
  label,
  value,
  max,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  max: number;
  error?: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="control">
        <input
          part="input"
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          max={max}
          step={0.1}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span className="unit" aria-hidden="true">
          %
        </span>
      </div>
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A rate typed by the agent: a number from 0 to `max` with at most one decimal, else null. */
export function parseRate(raw: string, max: number): number | null {
  const text = raw.trim().replace(',', '.');
  if (!/^\d+(\.\d)?$/.test(text)) return null;
  const n = Number(text);
  return n >= 0 && n <= max ? n : null;
}
