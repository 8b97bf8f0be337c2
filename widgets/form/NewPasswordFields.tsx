/**
 * The new password and its confirmation, as every form that sets a password asks them (§5's
 * password change, a reset link's page): two password boxes with the browser's new-password
 * hint, the show/hide control, their errors under them. The form keeps the values and the
 * checks (`checkNewPasswordConfirm` in ./newPassword.ts).
 */
import { useT } from '../base/i18n.ts';
import { TextField } from './TextField.tsx';

type Field = 'password' | 'confirm';

export interface NewPasswordFieldsProps {
  /** The two inputs' ids: the new password's, the confirmation's. */
  ids: readonly [string, string];
  values: Record<Field, string>;
  set: (field: Field) => (value: string) => void;
  blur: (field: Field) => () => void;
  error: (field: Field) => string | undefined;
  inputRef: (field: Field) => (el: HTMLInputElement | null) => void;
}

export function NewPasswordFields({ ids, values, set, blur, error, inputRef }: NewPasswordFieldsProps) {
  const { t } = useT();
  const reveal: [string, string] = [t('common.showPassword'), t('common.hidePassword')];
  const field = (name: Field, id: string, inputName: string, label: string) => (
    <TextField
      id={id}
      name={inputName}
      label={t(label)}
      value={values[name]}
      onChange={set(name)}
      onBlur={blur(name)}
      error={error(name)}
      type="password"
      autoComplete="new-password"
      required
      revealLabels={reveal}
      inputRef={inputRef(name)}
    />
  );
  return (
    <>
      {field('password', ids[0], 'new-password', 'change.new')}
      {field('confirm', ids[1], 'confirm-password', 'change.confirm')}
    </>
  );
}
