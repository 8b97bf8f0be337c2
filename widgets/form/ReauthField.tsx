/**
 * The login password asked again before an account change the platform guards (binding an
 * e-mail, the first funds password, a bank card, the payee name): the field, its check before
 * sending, and the platform's refusals (`reauth.required`, `reauth.failed`, `reauth.locked`)
 * shown at the field, which is cleared and focused. What else the player typed stays.
 */
import { useRef, useState, type MutableRefObject } from 'react';
import { isRequestError } from '../../core/api/errors.ts';
import { useT } from '../base/i18n.ts';
import { TextField } from './TextField.tsx';

const REAUTH_CODES: ReadonlySet<string> = new Set(['reauth.required', 'reauth.failed', 'reauth.locked']);

export interface Reauth {
  password: string;
  setPassword: (value: string) => void;
  error: string | undefined;
  input: MutableRefObject<HTMLInputElement | null>;
  /** Before sending: false (with the message, and focus) when the field is empty. */
  check: () => boolean;
  /** After a failed call: true when it was about the password (then shown at the field). */
  refused: (error: unknown) => boolean;
  /** After success: the password is not kept. */
  clear: () => void;
}

export function useReauth(): Reauth {
  const [password, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement | null>(null);
  return {
    password,
    error,
    input,
    setPassword: (value) => {
      setValue(value);
      setError(undefined);
    },
    check: () => {
      if (password !== '') return true;
      setError('code.reauth.required');
      input.current?.focus();
      return false;
    },
    refused: (e) => {
      if (!isRequestError(e) || e.kind !== 'api' || !e.code || !REAUTH_CODES.has(e.code)) return false;
      setError(`code.${e.code}`);
      setValue('');
      input.current?.focus();
      return true;
    },
    clear: () => {
      setValue('');
      setError(undefined);
    },
  };
}

export function ReauthField({ id, reauth }: { id: string; reauth: Reauth }) {
  const { t } = useT();
  return (
    <div className="reauth" data-field="reauth">
      <TextField
        id={id}
        label={t('security.reauth.password')}
        value={reauth.password}
        onChange={reauth.setPassword}
        error={reauth.error && t(reauth.error)}
        type="password"
        autoComplete="current-password"
        maxLength={64}
        revealLabels={[t('common.showPassword'), t('common.hidePassword')]}
        inputRef={(el) => {
          reauth.input.current = el;
        }}
      />
      <p className="note">{t('security.reauth.hint')}</p>
    </div>
  );
}
