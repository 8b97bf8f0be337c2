/** The tick or cross at the top of a money result (deposit approved or rejected, withdrawal sent). */
export function StatusIcon({ ok }: { ok: boolean }) {
  return (
    <svg className={`result-icon ${ok ? 'positive' : 'negative'}`} viewBox="0 0 56 56" width="56" height="56" aria-hidden="true">
      <circle cx="28" cy="28" r="26" fill="none" stroke="currentColor" strokeWidth="3" />
      {ok ? (
        <path d="M16 29l8 8 16-17" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M19 19l18 18M37 19L19 37" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      )}
    </svg>
  );
}
