/**
 * <mc-login>: sign-in with user name and password (§2.4). The body is sealed by the core; a
 * failed login whose error carries the captcha flag brings up the captcha, whose image
 * refreshes on click. What the player typed is kept on every failure.
 *
 * @attr redirect - where to go after signing in (default /m/home)
 * @event mc-login - { userName, type } after a successful sign-in
 * @event mc-navigate - forgot password, register, customer service, and after sign-in
 * @csspart form - the form
 * @csspart submit - the submit button
 */
import { useRef, useState, type FormEvent } from 'react';
import { signIn } from '../../core/stores/auth.ts';
import { call } from '../../core/api/request.ts';
import { captcha as captchaEndpoint } from '../../core/api/account.ts';
import { isRequestError } from '../../core/api/errors.ts';
import { verifyField } from '../../core/rules/verifier.ts';
import { CAPTCHA_MAX_LENGTH, TOAST_SUCCESS_MS } from '../../core/rules/constants.ts';
import { navigate } from '../../core/nav.ts';
import { useHost } from '../ui/host.ts';
import { useT } from '../ui/i18n.ts';
import { toast, toastError } from '../ui/feedback.ts';
import { TextField } from '../ui/TextField.tsx';

export interface LoginProps {
  redirect?: string;
}

type Field = 'username' | 'password' | 'captcha';

export function Login({ redirect }: LoginProps) {
  const { t } = useT();
  const { host, emit } = useHost();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [captcha, setCaptcha] = useState<{ id: string; image: string } | null>(null);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const submitting = useRef(false);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const loadCaptcha = async () => {
    try {
      setCaptcha(await call(captchaEndpoint, undefined));
    } catch (e) {
      toastError(e);
    }
  };

  const validate = (): boolean => {
    const next: Partial<Record<Field, string>> = {
      username: verifyField('loginUsername', values.username) ?? undefined,
      password: verifyField('loginPassword', values.password) ?? undefined,
      captcha: captchaNeeded ? (values.captcha.trim() ? verifyField('captcha', values.captcha) ?? undefined : 'in_vwrite_code') : undefined,
    };
    setErrors(next);
    const first = (['username', 'password', 'captcha'] as const).find((f) => next[f]);
    if (first) inputs.current[first]?.focus();
    return !first;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting.current || !validate()) return;
    submitting.current = true;
    setBusy(true);
    try {
      const result = await signIn({
        username: values.username.trim(),
        password: values.password,
        type: 'username',
        ...(captchaNeeded && captcha ? { captcha: values.captcha.trim(), captchaId: captcha.id } : {}),
      });
      toast('success', 'login.success', TOAST_SUCCESS_MS);
      emit('mc-login', { userName: result.userName, type: result.customerType });
      if (result.firstTimeLogin || result.passwordExpired) navigate(host, 'changePassword', { replace: true });
      else navigate(host, redirect && redirect.startsWith('/') ? (redirect as `/${string}`) : 'home', { replace: true });
    } catch (error) {
      const wantsCaptcha = isRequestError(error) && (error.details.value as { captcha?: unknown } | undefined)?.captcha === true;
      if (wantsCaptcha) {
        setCaptchaNeeded(true);
        setValues((v) => ({ ...v, captcha: '' }));
        void loadCaptcha();
      }
      toastError(error);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <form className="form" part="form" noValidate onSubmit={submit} aria-busy={busy}>
      <h1 className="heading">{t('login.title')}</h1>
      <TextField
        id="login-username"
        label={t('login.username')}
        value={values.username}
        onChange={set('username')}
        error={errors.username && t(errors.username)}
        autoComplete="username"
        inputRef={(el) => {
          inputs.current.username = el;
        }}
      />
      <TextField
        id="login-password"
        label={t('login.password')}
        value={values.password}
        onChange={set('password')}
        error={errors.password && t(errors.password)}
        type="password"
        autoComplete="current-password"
        revealLabels={[t('common.showPassword'), t('common.hidePassword')]}
        inputRef={(el) => {
          inputs.current.password = el;
        }}
      />
      {captchaNeeded && (
        <div className="captcha-row">
          <TextField
            id="login-captcha"
            label={t('login.captcha')}
            value={values.captcha}
            onChange={set('captcha')}
            error={errors.captcha && t(errors.captcha)}
            maxLength={CAPTCHA_MAX_LENGTH}
            autoComplete="off"
            inputRef={(el) => {
          inputs.current.captcha = el;
        }}
          />
          <button type="button" className="captcha-img" onClick={() => void loadCaptcha()} aria-label={t('login.captchaRefresh')}>
            {captcha ? <img src={captcha.image} width={100} height={40} alt="" /> : <span className="spinner" aria-hidden="true" />}
          </button>
        </div>
      )}
      <button type="submit" className="btn btn-primary btn-block" part="submit" disabled={busy}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {t('login.submit')}
      </button>
      <div className="links">
        <button type="button" className="link" onClick={() => navigate(host, 'forget')}>
          {t('login.forgot')}
        </button>
        <button type="button" className="link" onClick={() => navigate(host, 'register')}>
          {t('login.register')}
        </button>
        <button type="button" className="link" onClick={() => navigate(host, 'service')}>
          {t('login.service')}
        </button>
      </div>
    </form>
  );
}
