/** The captcha input with its image; tapping the image asks for a new one (§4, §5). */
import type { Ref } from 'react';
import { CAPTCHA_MAX_LENGTH } from '../../core/rules/constants.ts';
import { TextField } from './TextField.tsx';
import { useT } from '../base/i18n.ts';

export interface CaptchaFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | false;
  image: string | undefined;
  onRefresh: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

export function CaptchaField({ id, value, onChange, error, image, onRefresh, inputRef }: CaptchaFieldProps) {
  const { t } = useT();
  return (
    <div className="captcha-row">
      <TextField
        id={id}
        label={t('account.captcha')}
        value={value}
        onChange={onChange}
        error={error}
        maxLength={CAPTCHA_MAX_LENGTH}
        inputMode="numeric"
        autoComplete="off"
        required
        inputRef={inputRef}
      />
      <button type="button" className="captcha-img" part="captcha" onClick={onRefresh} aria-label={t('account.captchaRefresh')}>
        {image ? <img src={image} width={120} height={40} alt="" /> : <span className="spinner" aria-hidden="true" />}
      </button>
    </div>
  );
}
