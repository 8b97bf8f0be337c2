/**
 * A form's state in one place: the typed values, the §8 error key of each field, the inputs by
 * field (so a failing field can take the focus), and the submit guard (useSubmitGuard: one
 * submit at a time, `busy` while it runs).
 *
 *   const form = useForm<Field>({ username: '', password: '' });
 *   <TextField value={form.values.username} onChange={form.set('username')} error={form.error('username')} inputRef={form.ref('username')} />
 *   const submit = (e) => { e.preventDefault(); void form.run(async () => { if (!form.validate(FIELDS, check)) return; … }) };
 *
 * A form whose values live elsewhere (per tab, in a store) uses the rest and leaves `values` alone.
 */
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useT } from '../base/i18n.ts';
import { useSubmitGuard } from './useSubmitGuard.ts';

export interface Form<F extends string> {
  values: Record<F, string>;
  /** The change handler of a field's input: stores the value and clears the field's error. */
  set: (field: F) => (value: string) => void;
  setValues: Dispatch<SetStateAction<Record<F, string>>>;
  errors: Partial<Record<F, string>>;
  setErrors: Dispatch<SetStateAction<Partial<Record<F, string>>>>;
  /** The error's translated text (with the text's placeholders), for the field's `error` prop. */
  error: (field: F, options?: Record<string, unknown>) => string | undefined;
  /** The callback ref of a field's input (one per field, stable across renders). */
  ref: (field: F) => (el: HTMLInputElement | null) => void;
  focus: (field: F) => void;
  /** Checks the fields of `order` and shows their errors (the others keep theirs), focuses the first failing one; true when all pass. */
  validate: <K extends F>(order: readonly K[], check: (field: K) => string | undefined) => boolean;
  busy: boolean;
  /** Runs a submit unless one is running; `busy` meanwhile. */
  run: (task: () => Promise<void> | void) => Promise<void>;
}

export function useForm<F extends string>(initial: Record<F, string> = {} as Record<F, string>): Form<F> {
  const { t } = useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const refs = useRef<Partial<Record<F, (el: HTMLInputElement | null) => void>>>({});
  const { busy, run } = useSubmitGuard();

  const focus = (field: F) => inputs.current[field]?.focus();
  return {
    values,
    set: (field) => (value) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    },
    setValues,
    errors,
    setErrors,
    error: (field, options) => {
      const key = errors[field];
      return key && t(key, options);
    },
    ref: (field) =>
      (refs.current[field] ??= (el) => {
        inputs.current[field] = el;
      }),
    focus,
    validate: (order, check) => {
      const next: Partial<Record<F, string>> = {};
      for (const field of order) next[field] = check(field);
      setErrors((e) => ({ ...e, ...next }));
      const first = order.find((field) => next[field]);
      if (first) focus(first);
      return !first;
    },
    busy,
    run,
  };
}
