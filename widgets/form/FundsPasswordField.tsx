import type { Ref } from 'react';
import { FUNDS_PASSWORD_LENGTH } from '../../core/rules/money.ts';
import { useT } from '../base/i18n.ts';
import { TextField } from './TextField.tsx';

/**
 * The funds password that confirms a money movement (withdrawal, transfer to the upline): six
 * digits, never remembered by the browser, with a Show button. `onChange` gets digits only.
 */
export function FundsPasswordField(props: {
  id: string;
  value: string;
  onChange: (digits: string) => void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}) {
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
