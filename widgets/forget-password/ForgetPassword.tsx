/**
 * <mc-forget-password>: password recovery. By e-mail (user name and e-mail: when they match an
 * account, the platform mails a link that works once and for a short time; the form says the same
 * either way), or, where the merchant enables it, by phone: mobile number, SMS code with its
 * countdown and a new password, after which the player is signed in. A new password equal to the
 * old one clears the password fields; any other refusal clears the code; a network failure keeps
 * everything typed. With step="reset" it is the page the mailed link opens: the new password,
 * typed twice, then a sign-in with it.
 *
 * @attr method - 'email' or 'phone': the method shown first (phone only when offered)
 * @attr step - 'reset': the page a mailed reset link opens (it reads the link's token from the page address and removes it from there); otherwise the recovery form
 * @attr closable - boolean: a close control that leads home, for a form on a page of its own (the site's page sets it: it shows no header there)
 * @event mc-password-reset - { method } once the e-mail with a link was asked for, or once the phone recovery set the new password
 * @event mc-password-changed - { userName } once a reset link's new password is set
 * @event mc-login - { userName, type, method: 'reset' } when the phone recovery signed the player in
 * @event mc-navigate - back after the e-mail, home after the phone recovery, customer service; sign in after a reset link's new password, the recovery form for a link that no longer works
 * @csspart form - the form
 * @csspart tabs - the method tabs
 * @csspart submit - the submit button
 * @csspart send-code - the SMS send-code button
 * @csspart heading - the element's heading
 * @csspart tab - a tab
 * @csspart tab-active - the selected tab (it is also part tab)
 * @csspart input - an input field (every text, number, date and search box)
 */
// Spec §2.6, §4, §5, §8; the phone way needs the whitelabel flag PSWSMS3; the reset link's step: ResetPassword.tsx.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { forgetPasswordByEmail, setPasswordByPhone } from '../../core/api/signIn.ts';
import { isRequestError } from '../../core/api/errors.ts';
import { navigate } from '../../core/nav.ts';
import { FORGOT_EMAIL_BACK_MS, TOAST_SUCCESS_MS } from '../../core/rules/constants.ts';
import { DEFAULT_PATTERNS, verifyField, type FieldRule } from '../../core/rules/verifier.ts';
import { signIn } from '../../core/stores/auth.ts';
import { $whitelabel, loadInitialConfig } from '../../core/stores/platform.ts';
import { passwordRule, registrationSettingsStore } from '../../core/stores/registration.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { toast, toastError } from '../base/feedback.ts';
import { TextField } from '../form/TextField.tsx';
import { SmsCodeButton } from '../form/SmsCodeButton.tsx';
import { useDialingCode } from '../form/DialingCode.tsx';
import { MethodPanel } from '../form/MethodPanel.tsx';
import { MobileField, SmsCodeField } from '../form/MobileFields.tsx';
import { useForm } from '../form/useForm.ts';
import { ResetPassword } from './ResetPassword.tsx';
import { SubmitButton } from '../form/SubmitButton.tsx';

export interface ForgetPasswordProps {
  method?: string;
  step?: string;
  closable?: boolean;
}

type Method = 'email' | 'phone';
type EmailField = 'username' | 'email';
type PhoneField = 'mobile' | 'code' | 'password';

/** The e-mail check of §5: required, a simple pattern, one message (in_email_incorrect). */
export function checkRecoveryEmail(raw: string): string | undefined {
  const value = raw.trim();
  return value && DEFAULT_PATTERNS.email.test(value) ? undefined : 'in_email_incorrect';
}

export function ForgetPassword({ step, ...props }: ForgetPasswordProps) {
  return step === 'reset' ? <ResetPassword closable={props.closable ?? false} /> : <Recovery {...props} />;
}

function Recovery({ method, closable = false }: Omit<ForgetPasswordProps, 'step'>) {
  const { t } = useT();
  const { host, emit } = useHost();
  const whitelabel = useStore($whitelabel);
  const settings = useStore(registrationSettingsStore.$state).value;
  const phoneOffered = whitelabel.PSWSMS3 === true;
  const [chosen, setChosen] = useState<Method>(method === 'phone' ? 'phone' : 'email');
  const active: Method = chosen === 'phone' && phoneOffered ? 'phone' : 'email';
  const [dialCode, setDialCode] = useDialingCode(undefined, active === 'phone');

  const [email, setEmail] = useState<Record<EmailField, string>>({ username: '', email: '' });
  const [phone, setPhone] = useState<Record<PhoneField, string>>({ mobile: '', code: '', password: '' });
  const form = useForm<EmailField | PhoneField>();
  const { errors, setErrors, focus, busy } = form;
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState(false);
  const backTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    void loadInitialConfig();
    void registrationSettingsStore.load();
    return () => clearTimeout(backTimer.current);
  }, []);

  useEffect(() => {
    if (method === 'phone' || method === 'email') setChosen(method);
  }, [method]);

  const mobileRule: FieldRule = { enabled: true, required: true, ...ruleOf(settings?.fields.mobileNum) };
  const codeRule: FieldRule = { enabled: true, required: true, ...ruleOf(settings?.fields.verificationCode) };
  const newPasswordRule = passwordRule(settings);
  const mobileMin = settings?.fields.mobileNum?.minLength ?? 6;

  const checkEmailForm = (field: EmailField, v = email): string | undefined =>
    field === 'username' ? (verifyField('loginUsername', v.username) ?? undefined) : checkRecoveryEmail(v.email);

  const checkPhoneForm = (field: PhoneField, v = phone): string | undefined => {
    if (field === 'mobile') return verifyField('mobileNum', v.mobile, mobileRule) ? 'forget.mobileMin' : undefined;
    if (field === 'code') return verifyField('verificationCode', v.code, codeRule) ?? undefined;
    return verifyField('password', v.password, newPasswordRule) ?? undefined;
  };

  const phoneErrors = (v = phone) => ({ mobile: checkPhoneForm('mobile', v), code: checkPhoneForm('code', v), password: checkPhoneForm('password', v) });

  const setEmailField = (field: EmailField) => (value: string) => {
    const next = { ...email, [field]: value };
    setEmail(next);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: checkEmailForm(field, next) }));
  };

  const setPhoneField = (field: PhoneField) => (value: string) => {
    const next = { ...phone, [field]: value };
    setPhone(next);
    setTouched(true);
    // The phone form shows its errors as the player types (§5: submit disabled until error-free).
    setErrors((e) => ({ ...e, [field]: next[field] || e[field] ? checkPhoneForm(field, next) : undefined }));
  };

  const submitEmail = async () => {
    if (!form.validate(['username', 'email'], (f) => checkEmailForm(f))) return;
    await call(forgetPasswordByEmail, { username: email.username.trim(), email: email.email.trim() });
    setDone(true);
    toast('success', 'in_been_out', TOAST_SUCCESS_MS);
    emit('mc-password-reset', { method: 'email' });
    backTimer.current = setTimeout(() => navigate(host, 'back'), FORGOT_EMAIL_BACK_MS);
  };

  const submitPhone = async () => {
    if (!form.validate(['mobile', 'code', 'password'], (f) => checkPhoneForm(f))) return;
    const mobileNum = phone.mobile.trim();
    try {
      await call(setPasswordByPhone, { mobileNum, verificationCode: phone.code.trim(), newPassword: phone.password });
    } catch (error) {
      if (isRequestError(error) && error.kind === 'api') {
        // §8: the same password again clears the password; any other answer clears the code.
        if (error.code === 'modify.new.old.same') {
          setPhone((p) => ({ ...p, password: '' }));
          focus('password');
        } else {
          setPhone((p) => ({ ...p, code: '' }));
          focus('code');
        }
      }
      throw error;
    }
    setDone(true);
    emit('mc-password-reset', { method: 'phone' });
    // Signed in at once with the mobile number as user name and the new password (§4).
    try {
      const result = await signIn({ username: mobileNum, password: phone.password, type: 'username' });
      toast('success', 'forget.phoneDone', TOAST_SUCCESS_MS);
      emit('mc-login', { userName: result.userName, type: result.customerType, method: 'reset' });
      navigate(host, result.firstTimeLogin || result.passwordExpired ? 'changePassword' : 'home', { replace: true });
    } catch (error) {
      // The password is set; only the sign-in failed: the new password works on the login page.
      toastError(error);
      navigate(host, 'login', { replace: true });
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (done) return;
    void form.run(async () => {
      try {
        if (active === 'email') await submitEmail();
        else await submitPhone();
      } catch (error) {
        toastError(error);
      }
    });
  };

  const mobileForCode = (): string | null => {
    const error = checkPhoneForm('mobile');
    setErrors((e) => ({ ...e, mobile: error }));
    if (error) {
      focus('mobile');
      return null;
    }
    return phone.mobile.trim();
  };

  const { ref } = form;
  const err = (field: EmailField | PhoneField) => form.error(field, { min: mobileMin });
  const phoneInvalid = Object.values(phoneErrors()).some(Boolean);

  return (
    <form className="form" part="form" noValidate onSubmit={submit} aria-busy={busy}>
      <MethodPanel
        idPrefix="forget"
        heading={t('forget.title')}
        closable={closable}
        tabsLabel={t('forget.method')}
        value={active}
        onChange={(m) => {
          setChosen(m);
          setErrors({});
        }}
        tabs={
          phoneOffered
            ? [
                { id: 'email', label: t('forget.tab.email') },
                { id: 'phone', label: t('forget.tab.phone') },
              ]
            : []
        }
      >
        {active === 'email' ? (
          <>
            <p className="note">{t('forget.emailIntro')}</p>
            <TextField
              id="forget-username"
              name="username"
              label={t('login.username')}
              value={email.username}
              onChange={setEmailField('username')}
              error={err('username')}
              autoComplete="username"
              required
              inputRef={ref('username')}
            />
            <TextField
              id="forget-email"
              name="email"
              label={t('forget.email')}
              value={email.email}
              onChange={setEmailField('email')}
              error={err('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              inputRef={ref('email')}
            />
          </>
        ) : (
          <>
            <p className="note">{t('forget.phoneIntro')}</p>
            <MobileField
              id="forget-mobile"
              name="mobile"
              label={t('login.mobile')}
              value={phone.mobile}
              onChange={setPhoneField('mobile')}
              error={err('mobile')}
              autoComplete="tel"
              dialingId="forget-dialing-code"
              dialCode={dialCode}
              onDialCode={setDialCode}
              inputRef={ref('mobile')}
            />
            <SmsCodeField
              id="forget-code"
              name="code"
              label={t('login.code')}
              value={phone.code}
              onChange={setPhoneField('code')}
              error={err('code')}
              inputRef={ref('code')}
              sendButton={
                <SmsCodeButton purpose="reset" mobile={mobileForCode} countryDialingCode={dialCode || undefined} disabled={Boolean(checkPhoneForm('mobile'))} />
              }
            />
            <TextField
              id="forget-password"
              name="new-password"
              label={t('change.new')}
              value={phone.password}
              onChange={setPhoneField('password')}
              error={err('password')}
              type="password"
              autoComplete="new-password"
              required
              revealLabels={[t('common.showPassword'), t('common.hidePassword')]}
              inputRef={ref('password')}
            />
          </>
        )}
      </MethodPanel>
      <SubmitButton busy={busy} disabled={done || (active === 'phone' && (!touched || phoneInvalid))}>
        {t(active === 'email' ? 'forget.submitEmail' : 'forget.submitPhone')}
      </SubmitButton>
      <div className="links">
        <button type="button" className="link" onClick={() => navigate(host, 'login')}>
          {t('register.haveAccount')}
        </button>
        <button type="button" className="link" onClick={() => navigate(host, 'service')}>
          {t('account.service')}
        </button>
      </div>
    </form>
  );
}

function ruleOf(rule: { pattern?: string; minLength?: number; maxLength?: number } | undefined): Partial<FieldRule> {
  if (!rule) return {};
  return {
    ...(rule.pattern !== undefined ? { pattern: rule.pattern } : {}),
    ...(rule.minLength !== undefined ? { minLength: rule.minLength } : {}),
    ...(rule.maxLength !== undefined ? { maxLength: rule.maxLength } : {}),
  };
}
