/**
 * A form's one submit button: disabled while the form is busy (a second tap sends nothing), with
 * the spinner inside it, and whatever else the form says must hold first.
 */
import type { ReactNode } from 'react';

export function SubmitButton({ busy, disabled = false, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary btn-block" part="submit" disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
