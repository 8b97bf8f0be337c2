import { useRef, useState, type Ref } from 'react';
import { errorMessageKey, isRequestError } from '../../core/api/errors.ts';
import { hasText } from '../../core/i18n.ts';
import { FUNDS_PASSWORD_CODES, FUNDS_PASSWORD_LENGTH, checkFundsPassword } from '../../core/rules/money.ts';
import { useT } from '../base/i18n.ts';
import { TextField } from './TextField.tsx';

interface FieldProps {
  value: string;
  onChange: (digits: string) => void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * The funds password that confirms a money movement (withdrawal, transfer to the upline): six
 * digits, never remembered by the browser, with a Show button. `onChange` gets digits only.
 */
export function FundsPasswordField(props: FieldProps & { id: string }) {
  const { t } = useT();
  return (
    <TextField
      id={props.id}
      label={t('money.fundsPassword')}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={FUNDS_PASSWORD_LENGTH}
      value={props.value}
      onChange={(v) => props.onChange(v.replace(/\D/g, ''))}
      error={props.error ?? false}
      revealLabels={[t('common.showPassword'), t('common.hidePassword')]}
      inputRef={props.inputRef}
    />
  );
}

/** The funds password of a money form: its digits, its message, its input. */
export interface FundsPassword {
  value: string;
  /** Checks the digits before the call: sets the message under the field and returns it, or undefined. */
  check(): string | undefined;
  focus(): void;
  /** Empties the field (after the money moved). */
  clear(): void;
  /**
   * After a failed call: a refusal of the funds password (wrong, invalid, locked) is said under
   * the field, which is emptied and focused for another try, and it returns true. Any other
   * failure returns false: the form says it.
   */
  refused(err: unknown): boolean;
  /** For `<FundsPasswordField id="…" {...password.field} />`: typing clears the message. */
  field: FieldProps;
}

export function useFundsPassword(): FundsPassword {
  const { t } = useT();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const focus = () => input.current?.focus();
  return {
    value,
    check() {
      const problem = checkFundsPassword(value);
      const message = problem ? t(`money.fundsPassword.${problem}`) : undefined;
      setError(message);
      return message;
    },
    focus,
    clear: () => setValue(''),
    refused(err) {
      if (!isRequestError(err) || !err.code || !FUNDS_PASSWORD_CODES.has(err.code)) return false;
      setError(t(errorMessageKey(err, hasText)));
      setValue('');
      focus();
      return true;
    },
    field: {
      value,
      onChange: (digits) => {
        setValue(digits);
        if (error) setError(undefined);
      },
      error,
      inputRef: input,
    },
  };
}
