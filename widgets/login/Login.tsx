/**
 * <mc-login>: sign-in. Two tabs when sign-in by mobile code is enabled (user name and password;
 * mobile number and SMS code). "Remember me", on by default, keeps the method, user name and
 * dialing code on the device and fills the form on the next visit; the password comes from the
 * browser's password manager and is never stored by the kit. Links to password recovery,
 * registration, the free trial and customer service; social sign-in buttons when the platform
 * enables them. A captcha appears when the platform asks for one (a tap brings a new image). A
 * first sign-in or an expired password leads to the password change. What the player typed stays
 * after every failure.
 *
 * @attr redirect - a path of this site to go to after signing in (default /m/home); other values are ignored
 * @attr site - 'agent' on the agent site: non-agents are refused ('Non-agents cannot log in')
 * @attr closable - boolean: a close control that leads home, for a form on a page of its own (the site's page sets it: it shows no header there)
 * @event mc-login - { userName, type, method } after a successful sign-in
 * @event mc-navigate - forgot password, register, free trial, customer service, and after sign-in
 * @csspart form - the form
 * @csspart tabs - the method tabs
 * @csspart submit - the submit button
 * @csspart send-code - the SMS send-code button
 * @csspart captcha - the captcha image button
 * @csspart social - the social sign-in block
 * @csspart heading - the element's heading
 * @csspart tab - a tab
 * @csspart tab-active - the selected tab (it is also part tab)
 * @csspart input - an input field (every text, number, date and search box)
 */
// Spec §2.4, §4. Remember-me: core/vault.ts.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, signIn } from '../../core/stores/auth.ts';
import { call } from '../../core/api/request.ts';
import type { LoginPayload } from '../../core/api/signIn.ts';
import type { LoginResult } from '../../core/api/login-result.ts';
import { captcha as captchaEndpoint } from '../../core/api/registration.ts';
import { isRequestError } from '../../core/api/errors.ts';
import { verifyField, type VerifiedField } from '../../core/rules/verifier.ts';
import { TOAST_SUCCESS_MS } from '../../core/rules/constants.ts';
import { navigate } from '../../core/nav.ts';
import { initialConfigStore, loadInitialConfig } from '../../core/stores/platform.ts';
import { forgetRememberedLogin, readRememberedLogin, saveRememberedLogin } from '../../core/vault.ts';
import { passwordFor, storePasswordCredential } from '../../core/auth/credentials.ts';
import type { SocialProvider } from '../../core/auth/providers.ts';
import { safeRedirect } from '../../core/auth/redirect.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { toast, toastError } from '../base/feedback.ts';
import { TextField } from '../form/TextField.tsx';
import { CaptchaField } from '../form/CaptchaField.tsx';
import { lazyPart } from '../base/lazyPart.ts';
import { useDialingCode } from '../form/DialingCode.tsx';
import { MethodPanel } from '../form/MethodPanel.tsx';
import { MobileField, SmsCodeField } from '../form/MobileFields.tsx';
import { useForm } from '../form/useForm.ts';
import { SubmitButton } from '../form/SubmitButton.tsx';

export interface LoginProps {
  redirect?: string;
  site?: string;
  closable?: boolean;
}

type Method = 'username' | 'sms';
type Field = 'username' | 'password' | 'mobile' | 'code' | 'captcha';
const RULES: Record<Exclude<Field, 'captcha'>, VerifiedField> = {
  username: 'loginUsername',
  password: 'loginPassword',
  mobile: 'loginMobileNum',
  code: 'verificationCode',
};
const FIELDS: Record<Method, readonly Field[]> = { username: ['username', 'password'], sms: ['mobile', 'code'] };

// Neither shows at first paint for most merchants: each comes from its own chunk once enabled.
const useSocialButtons = lazyPart(() => import('../account-ui/SocialButtons.tsx'));
const useSmsCodeButton = lazyPart(() => import('../form/SmsCodeButton.tsx'));

export function Login({ redirect, site, closable = false }: LoginProps) {
  const { t } = useT();
  const { host, emit } = useHost();
  const config = useStore(initialConfigStore.$state).value;
  const auth = useStore($auth);
  const [method, setMethod] = useState<Method>('username');
  const form = useForm<Field>({ username: '', password: '', mobile: '', code: '', captcha: '' });
  const { values, setValues, setErrors, busy } = form;
  const [remember, setRemember] = useState(true);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const touched = useRef(false);
  const [rememberedCode, setRememberedCode] = useState<string | undefined>(undefined);

  const smsEnabled = config?.register.mobileLogin === true && config.whitelabel.LOGINSMS3 !== false;
  const socialEnabled = config?.register.socialLogin === true;
  const registerShown = config?.whitelabel.DIRECTREG3 !== false;
  const activeMethod: Method = method === 'sms' && smsEnabled ? 'sms' : 'username';
  const [dialCode, setDialCode] = useDialingCode(rememberedCode, smsEnabled);
  const socialPart = useSocialButtons(socialEnabled);
  const smsPart = useSmsCodeButton(activeMethod === 'sms');

  useEffect(() => {
    void loadInitialConfig();
    let live = true;
    // The remembered login fills the form unless the player already started typing.
    void readRememberedLogin().then(async (saved) => {
      if (!live || !saved || touched.current) return;
      if (saved.countryDialingCode) setRememberedCode(saved.countryDialingCode);
      setMethod(saved.type);
      setValues((v) => (saved.type === 'sms' ? { ...v, mobile: saved.username } : { ...v, username: saved.username }));
      if (saved.type !== 'username') return;
      const password = await passwordFor(saved.username);
      if (live && password && !touched.current) setValues((v) => (v.username === saved.username ? { ...v, password } : v));
    });
    return () => {
      live = false;
    };
  }, []);

  const set = (field: Field) => (value: string) => {
    touched.current = true;
    form.set(field)(value);
  };

  const check = (field: Field, value = values[field]): string | undefined => {
    if (field === 'captcha') {
      if (!captchaNeeded) return undefined;
      return value.trim() ? (verifyField('captcha', value) ?? undefined) : 'in_vwrite_code';
    }
    return verifyField(RULES[field], value) ?? undefined;
  };

  const loadCaptcha = async () => {
    $auth.setKey('captchaImage', '');
    try {
      const c = await call(captchaEndpoint, undefined);
      $auth.set({ ...$auth.get(), captchaImage: c.image, captchaId: c.id });
    } catch (e) {
      toastError(e);
    }
  };

  const refreshCaptcha = () => {
    setValues((v) => ({ ...v, captcha: '' }));
    void loadCaptcha();
  };

  const finish = async (result: LoginResult, how: Method | 'social', saved?: Parameters<typeof saveRememberedLogin>[0]) => {
    if (how !== 'social') {
      if (remember && saved) saveRememberedLogin(saved);
      else if (!remember) forgetRememberedLogin();
    }
    toast('success', 'account.signedIn', TOAST_SUCCESS_MS);
    emit('mc-login', { userName: result.userName, type: result.customerType, method: how });
    if (result.firstTimeLogin || result.passwordExpired) navigate(host, 'changePassword', { replace: true });
    else navigate(host, safeRedirect(redirect) ?? 'home', { replace: true });
  };

  const fail = (error: unknown) => {
    const wantsCaptcha = isRequestError(error) && (error.details.value as { captcha?: unknown } | undefined)?.captcha === true;
    const answered = isRequestError(error) && error.kind === 'api';
    if (wantsCaptcha || (captchaNeeded && answered)) {
      // The platform uses a captcha up with every answered attempt: a new one, the code cleared.
      setCaptchaNeeded(true);
      refreshCaptcha();
    }
    toastError(error);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.run(send);
  };

  const send = async () => {
    if (!form.validate([...FIELDS[activeMethod], 'captcha'], (f) => check(f))) return;
    const payload: LoginPayload =
      activeMethod === 'username'
        ? { username: values.username.trim(), password: values.password, type: 'username' }
        : { username: values.mobile.trim(), password: values.code.trim(), type: 'sms', ...(dialCode ? { countryDialingCode: dialCode } : {}) };
    if (site === 'agent') payload.site = 'agent';
    if (captchaNeeded && auth.captchaId) Object.assign(payload, { captcha: values.captcha.trim(), captchaId: auth.captchaId });
    try {
      const result = await signIn(payload);
      // The password goes to the browser's manager, not to the device's storage.
      if (remember && activeMethod === 'username') void storePasswordCredential(payload.username, payload.password);
      await finish(result, activeMethod, { type: activeMethod, username: payload.username, countryDialingCode: activeMethod === 'sms' ? dialCode : '' });
    } catch (error) {
      fail(error);
    }
  };

  const social = (provider: SocialProvider) =>
    form.run(async () => {
      try {
        const { signInWithProvider } = await import('../../core/auth/providers.ts');
        const result = await signInWithProvider(provider, site === 'agent' ? { site: 'agent' } : {});
        await finish(result, 'social');
      } catch (error) {
        if (!(isRequestError(error) && error.kind === 'aborted')) toastError(error);
      }
    });

  const mobileForCode = (): string | null => {
    const error = check('mobile');
    setErrors((e) => ({ ...e, mobile: error }));
    if (error) {
      form.focus('mobile');
      return null;
    }
    return values.mobile.trim();
  };

  const { ref, error: err } = form;

  return (
    <form className="form" part="form" noValidate onSubmit={submit} aria-busy={busy}>
      <MethodPanel
        idPrefix="login"
        heading={t('login.title')}
        closable={closable}
        tabsLabel={t('login.method')}
        value={activeMethod}
        onChange={(m) => {
          setMethod(m);
          setErrors({});
        }}
        tabs={
          smsEnabled
            ? [
                { id: 'username', label: t('login.tab.username') },
                { id: 'sms', label: t('login.tab.sms') },
              ]
            : []
        }
      >
        {activeMethod === 'username' ? (
          <>
            <TextField
              id="login-username"
              name="username"
              label={t('login.username')}
              value={values.username}
              onChange={set('username')}
              onBlur={() => values.username && setErrors((e) => ({ ...e, username: check('username') }))}
              error={err('username')}
              autoComplete="username"
              required
              inputRef={ref('username')}
            />
            <TextField
              id="login-password"
              name="password"
              label={t('login.password')}
              value={values.password}
              onChange={set('password')}
              error={err('password')}
              type="password"
              autoComplete="current-password"
              required
              revealLabels={[t('common.showPassword'), t('common.hidePassword')]}
              inputRef={ref('password')}
            />
          </>
        ) : (
          <>
            <MobileField
              id="login-mobile"
              name="mobile"
              label={t('login.mobile')}
              value={values.mobile}
              onChange={set('mobile')}
              onBlur={() => values.mobile && setErrors((e) => ({ ...e, mobile: check('mobile') }))}
              error={err('mobile')}
              dialingId="login-dialing-code"
              dialCode={dialCode}
              onDialCode={setDialCode}
              inputRef={ref('mobile')}
            />
            <SmsCodeField
              id="login-code"
              name="code"
              label={t('login.code')}
              value={values.code}
              onChange={set('code')}
              error={err('code')}
              inputRef={ref('code')}
              sendButton={smsPart && <smsPart.SmsCodeButton purpose="login" mobile={mobileForCode} countryDialingCode={dialCode || undefined} />}
            />
          </>
        )}
        {captchaNeeded && (
          <CaptchaField
            id="login-captcha"
            value={values.captcha}
            onChange={set('captcha')}
            error={err('captcha')}
            image={auth.captchaImage || undefined}
            onRefresh={refreshCaptcha}
            inputRef={ref('captcha')}
          />
        )}
      </MethodPanel>
      <div className="row-between">
        <div className="check">
          <input id="login-remember" type="checkbox" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
          <label htmlFor="login-remember">{t('login.remember')}</label>
        </div>
        <button type="button" className="link" onClick={() => navigate(host, 'forget')}>
          {t('login.forgot')}
        </button>
      </div>
      <SubmitButton busy={busy}>{t('login.submit')}</SubmitButton>
      <div className="links">
        {registerShown && (
          <button type="button" className="link" onClick={() => navigate(host, 'register')}>
            {t('login.register')}
          </button>
        )}
        <button type="button" className="link" onClick={() => navigate(host, 'trial')}>
          {t('login.trial')}
        </button>
        <button type="button" className="link" onClick={() => navigate(host, 'service')}>
          {t('account.service')}
        </button>
      </div>
      {socialEnabled && socialPart && <socialPart.SocialButtons disabled={busy} onSelect={(p) => void social(p)} />}
    </form>
  );
}
