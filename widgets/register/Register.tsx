/**
 * <mc-register>: registration. The fields and their rules come from the merchant's settings on the
 * platform (which fields show, which are required, what they accept). User-name and mobile tabs
 * when both methods are on; a captcha (a tap brings a new one); the terms box, without which the
 * form does not send; show/hide on the passwords. A mobile number comes with its SMS code (a
 * number typed on the user-name form brings the code field): no number is bound unproven. The
 * affiliate code of a registration link is checked when the form opens, and a typed one before
 * anything is sent. The first field in error gets the focus. On success the new member is signed
 * in.
 *
 * @attr affiliate-code - affiliate code (else the page URL's affiliateCode / code parameter)
 * @attr domain - affiliate domain (else the page URL's domain parameter)
 * @attr redirect - a path of this site to go to after registering (default /m/home)
 * @attr closable - boolean: a close control that leads home, for a form on a page of its own (the site's page sets it: it shows no header there)
 * @event mc-register - { userName, method } after the account was made (the member is signed in)
 * @event mc-login - { userName, type, method } right after, as for any sign-in
 * @event mc-navigate - sign in, customer service, user agreement, and after registering
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
// Spec §2.5, §3, §4, §5.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { captcha as captchaEndpoint, checkAffiliate, type RegisterPayload } from '../../core/api/registration.ts';
import { isRequestError } from '../../core/api/errors.ts';
import { hasText } from '../../core/i18n.ts';
import { navigate } from '../../core/nav.ts';
import { TAB_SWITCH_COPY_MS, TOAST_SUCCESS_LONG_MS, TOAST_SUCCESS_MS } from '../../core/rules/constants.ts';
import { verifyConfirmPassword, verifyField, type FieldRule } from '../../core/rules/verifier.ts';
import { affiliateParams, detectRegisterMethod, registrationSettingsStore } from '../../core/stores/registration.ts';
import type { SocialProvider } from '../../core/auth/providers.ts';
import { safeRedirect } from '../../core/auth/redirect.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { toast, toastError } from '../base/feedback.ts';
import { TextField, type TextFieldProps } from '../form/TextField.tsx';
import { CaptchaField } from '../form/CaptchaField.tsx';
import { lazyPart } from '../base/lazyPart.ts';
import { useDialingCode } from '../form/DialingCode.tsx';
import { MethodPanel } from '../form/MethodPanel.tsx';
import { PageClose } from '../account-ui/PageClose.tsx';
import { MobileField, SmsCodeField } from '../form/MobileFields.tsx';
import { FIELD_BOXES, initialTab, registerTabs, shownFields, type FormField, type RegisterTab, type ShownField } from './fields.ts';
import { retryTextKey } from '../base/retryText.ts';
import { useForm } from '../form/useForm.ts';
import { SubmitButton } from '../form/SubmitButton.tsx';

export interface RegisterProps {
  affiliateCode?: string;
  domain?: string;
  redirect?: string;
  closable?: boolean;
}

type Values = Partial<Record<FormField, string>>;

interface UrlAffiliate {
  code: string;
  domain: string;
  /** null while the check runs (or when it could not be made). */
  valid: boolean | null;
}

// Most merchants show neither at first paint: each comes from its own chunk once the rules ask for it.
const useSocialButtons = lazyPart(() => import('../account-ui/SocialButtons.tsx'));
const useSmsCodeButton = lazyPart(() => import('../form/SmsCodeButton.tsx'));
// The sign-up itself (its call, the session it starts, the password held in memory): asked for
// once the visitor is in the form, not with its first screen.
const useSignUp = lazyPart(() => import('../../core/auth/signUp.ts'), 'registration');

const PASSWORDS: ReadonlySet<FormField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** A field's input kind (fields.ts FIELD_BOXES) as TextField's props. */
function inputOf(field: FormField): Partial<TextFieldProps> {
  const box = FIELD_BOXES[field];
  return box ? { type: box.type, autoComplete: box.autocomplete, inputMode: box.inputmode } : {};
}

export function Register({ affiliateCode, domain, redirect, closable = false }: RegisterProps) {
  const { t } = useT();
  const { host, emit } = useHost();
  const settingsState = useStore(registrationSettingsStore.$state);
  const settings = settingsState.value;
  const [tab, setTab] = useState<RegisterTab | undefined>(undefined);
  const [values, setValues] = useState<Record<RegisterTab, Values>>({ username: {}, mobile: {} });
  const [captchaCode, setCaptchaCode] = useState('');
  const form = useForm<FormField>();
  const { errors, setErrors, focus, busy } = form;
  const [agree, setAgree] = useState(true);
  const [captcha, setCaptcha] = useState<{ id: string; image: string } | null>(null);
  const [urlAffiliate, setUrlAffiliate] = useState<UrlAffiliate | null>(null);
  const copyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const activeTab: RegisterTab | undefined = settings ? (tab && registerTabs(settings).includes(tab) ? tab : initialTab(settings)) : undefined;
  const current: Values = activeTab ? values[activeTab] : {};
  // A typed mobile number brings its SMS code field: the number is bound only with its code.
  const shown: ShownField[] = settings && activeTab ? shownFields(settings, activeTab, Boolean(current.mobileNum?.trim())) : [];
  const rules = new Map(shown.map((s) => [s.field, s.rule]));
  const [dialCode, setDialCode] = useDialingCode(undefined, rules.has('mobileNum'));
  const socialPart = useSocialButtons(settings?.socialLogin === true);
  const smsPart = useSmsCodeButton(rules.has('verificationCode'));
  // In the form: a field took the focus, or one kept it through the take-over of the platform's
  // first screen and the visitor types on.
  const [started, setStarted] = useState(false);
  const start = started ? undefined : () => setStarted(true);
  useSignUp(started);

  useEffect(() => {
    void registrationSettingsStore.load();
    return () => clearTimeout(copyTimer.current);
  }, []);

  // The captcha is fetched as soon as the form knows it needs one (§4: on mount).
  const wantsCaptcha = settings?.captcha === true;
  useEffect(() => {
    if (wantsCaptcha) void loadCaptcha();
  }, [wantsCaptcha]);

  // A registration link's affiliate code is checked on mount (§4) and fills the field.
  useEffect(() => {
    const fromUrl = affiliateParams(globalThis.location?.search ?? '');
    const code = affiliateCode?.trim() || fromUrl.code;
    const dom = domain?.trim() || fromUrl.domain;
    if (!code) {
      setUrlAffiliate(null);
      return;
    }
    let live = true;
    setUrlAffiliate({ code, domain: dom, valid: null });
    setValues((v) => ({ username: { affiliateCode: code, ...v.username }, mobile: { affiliateCode: code, ...v.mobile } }));
    call(checkAffiliate, { code, ...(dom ? { domain: dom } : {}) }).then(
      (valid) => live && setUrlAffiliate({ code, domain: dom, valid }),
      () => live && setUrlAffiliate({ code, domain: dom, valid: null }),
    );
    return () => {
      live = false;
    };
  }, [affiliateCode, domain]);

  async function loadCaptcha() {
    setCaptcha(null);
    try {
      setCaptcha(await call(captchaEndpoint, undefined));
    } catch (e) {
      toastError(e);
    }
  }

  const refreshCaptcha = () => {
    setCaptchaCode('');
    void loadCaptcha();
  };

  const fieldValue = (field: FormField, from: Values = current) => (field === 'captcha' ? captchaCode : (from[field] ?? ''));

  const check = (field: FormField, from: Values = current): string | undefined => {
    const rule: FieldRule | undefined = rules.get(field);
    if (!rule) return undefined;
    const value = fieldValue(field, from);
    if (field === 'confirmPassword') return verifyConfirmPassword(from.password ?? '', value) ?? undefined;
    if (field === 'captcha') return value.trim() ? (verifyField('captcha', value) ?? undefined) : 'in_vwrite_code';
    return verifyField(field, value, rule) ?? undefined;
  };

  const setField = (field: FormField) => (value: string) => {
    if (!activeTab) return;
    if (field === 'captcha') {
      setCaptchaCode(value);
      if (errors.captcha) setErrors((e) => ({ ...e, captcha: undefined }));
      return;
    }
    const next = { ...current, [field]: value };
    setValues((v) => ({ ...v, [activeTab]: next }));
    setErrors((e) => {
      const out = { ...e, [field]: e[field] ? check(field, next) : undefined };
      // Changing the password re-checks the confirmation (§4).
      if (field === 'password' && (next.confirmPassword || e.confirmPassword)) out.confirmPassword = check('confirmPassword', next);
      return out;
    });
  };

  const blur = (field: FormField) => () => {
    if (fieldValue(field)) setErrors((e) => ({ ...e, [field]: check(field) }));
  };

  const switchTab = (next: RegisterTab) => {
    if (!activeTab || next === activeTab) return;
    const typed = current.mobileNum?.trim();
    setTab(next);
    setErrors({});
    clearTimeout(copyTimer.current);
    // The typed mobile number follows to the other tab's field after 150 ms (§4).
    if (typed) copyTimer.current = setTimeout(() => setValues((v) => ({ ...v, [next]: { ...v[next], mobileNum: typed } })), TAB_SWITCH_COPY_MS);
  };

  const mobileForCode = (): string | null => {
    const error = check('mobileNum') ?? (current.mobileNum?.trim() ? undefined : 'verify.mobileNum.required');
    setErrors((e) => ({ ...e, mobileNum: error }));
    if (error) {
      focus('mobileNum');
      return null;
    }
    return current.mobileNum!.trim();
  };

  const affiliateIsFromValidLink = (code: string) => urlAffiliate?.valid === true && urlAffiliate.code === code;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!agree || !settings || !activeTab) return;
    void form.run(() => send(activeTab));
  };

  const send = async (method: RegisterTab) => {
    if (
      !form.validate(
        shown.map(({ field }) => field),
        (field) => check(field),
      )
    )
      return;
    try {
      // A typed affiliate code (not the link's, already checked) is checked first (§5).
      const typedAffiliate = rules.has('affiliateCode') ? (current.affiliateCode ?? '').trim() : '';
      if (typedAffiliate && !affiliateIsFromValidLink(typedAffiliate)) {
        const valid = await call(checkAffiliate, { code: typedAffiliate, ...(urlAffiliate?.domain ? { domain: urlAffiliate.domain } : {}) });
        if (!valid) {
          setErrors((er) => ({ ...er, affiliateCode: 'invitation_code_error' }));
          toast('fail', 'invitation_code_error');
          focus('affiliateCode');
          return;
        }
      }

      const { registerMember } = await useSignUp.now();
      const result = await registerMember(payloadFor(method));
      toast('success', 'in_registered_successfully', TOAST_SUCCESS_LONG_MS);
      emit('mc-register', { userName: result.userName, method });
      emit('mc-login', { userName: result.userName, type: result.customerType, method: 'register' });
      navigate(host, safeRedirect(redirect) ?? 'home', { replace: true });
    } catch (error) {
      failed(error);
    }
  };

  function payloadFor(method: RegisterTab): RegisterPayload {
    const payload: RegisterPayload = {
      registerUrl: globalThis.location?.hostname ?? '',
      registerMethod: detectRegisterMethod(),
      password: current.password ?? '',
      confirmPassword: current.password ?? '',
      type: 0,
    };
    const out = payload as unknown as Record<string, string | number>;
    for (const { field } of shown) {
      if (field === 'password' || field === 'confirmPassword' || field === 'captcha') continue;
      const value = (current[field] ?? '').trim();
      if (value) out[field] = PASSWORDS.has(field) ? (current[field] ?? '') : value;
    }
    if (method === 'mobile') delete out.username;
    if (out.mobileNum && dialCode) payload.countryDialingCode = dialCode;
    // The link's affiliate code travels even where the form has no affiliate field (§3).
    if (!out.affiliateCode && urlAffiliate?.valid) out.affiliateCode = urlAffiliate.code;
    if (urlAffiliate?.domain) payload.domain = urlAffiliate.domain;
    if (captcha && rules.has('captcha')) {
      payload.captcha = captchaCode.trim();
      payload.captchaId = captcha.id;
    }
    return payload;
  }

  function failed(error: unknown) {
    if (isRequestError(error) && error.kind === 'api') {
      const field = (error.details.value as { field?: unknown } | undefined)?.field;
      if (typeof field === 'string' && rules.has(field as FormField) && field !== 'captcha') {
        const key = error.code && hasText(`code.${error.code}`) ? `code.${error.code}` : `verify.${field}.format`;
        setErrors((er) => ({ ...er, [field]: key }));
        focus(field as FormField);
      }
      // The platform uses a captcha up with every answered attempt: a new one, the code cleared.
      if (rules.has('captcha')) refreshCaptcha();
      if (error.code === 'captcha.invalid') {
        setErrors((er) => ({ ...er, captcha: `code.${error.code}` }));
        focus('captcha');
      }
    }
    toastError(error);
  }

  const social = (provider: SocialProvider) =>
    form.run(async () => {
      try {
        const { signInWithProvider } = await import('../../core/auth/providers.ts');
        const result = await signInWithProvider(provider);
        toast('success', 'account.signedIn', TOAST_SUCCESS_MS);
        emit('mc-login', { userName: result.userName, type: result.customerType, method: 'social' });
        navigate(host, safeRedirect(redirect) ?? 'home', { replace: true });
      } catch (error) {
        if (!(isRequestError(error) && error.kind === 'aborted')) toastError(error);
      }
    });

  if (!settings) {
    return (
      <div className="form" part="form">
        {closable && <PageClose />}
        <h1 part="heading" className="heading">
          {t('register.title')}
        </h1>
        {settingsState.status === 'error' ? (
          <div className="mc-state" role="alert">
            <p>{t(retryTextKey(settingsState.error))}</p>
            <button type="button" className="btn btn-outline" onClick={() => void registrationSettingsStore.load({ force: true })}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <div className="mc-state skeleton" aria-busy="true">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('common.loading')}</span>
          </div>
        )}
      </div>
    );
  }

  const tabs = registerTabs(settings);
  const err = form.error;

  const renderField = ({ field, rule }: ShownField) => {
    if (field === 'captcha') {
      return (
        <CaptchaField
          key={field}
          id="register-captcha"
          value={captchaCode}
          onChange={setField('captcha')}
          error={err('captcha')}
          image={captcha?.image}
          onRefresh={refreshCaptcha}
          inputRef={form.ref('captcha')}
        />
      );
    }
    const readOnly = field === 'affiliateCode' && affiliateIsFromValidLink((current.affiliateCode ?? '').trim());
    const key = `${activeTab}-${field}`;
    const common = {
      id: `register-${field}`,
      name: field,
      label: t(`register.field.${field}`),
      value: current[field] ?? '',
      onChange: setField(field),
      onBlur: blur(field),
      error: err(field),
      required: rule.required,
      labelNote: rule.required ? undefined : t('register.optional'),
      readOnly,
      inputRef: form.ref(field),
    };
    if (field === 'mobileNum') return <MobileField key={key} {...common} dialingId="register-dialing-code" dialCode={dialCode} onDialCode={setDialCode} />;
    if (field === 'verificationCode') {
      return (
        <SmsCodeField
          key={key}
          {...common}
          sendButton={smsPart && <smsPart.SmsCodeButton purpose="register" mobile={mobileForCode} countryDialingCode={dialCode || undefined} />}
        />
      );
    }
    return (
      <TextField
        key={key}
        {...common}
        {...inputOf(field)}
        {...(field === 'password' || field === 'confirmPassword'
          ? { revealLabels: [t('common.showPassword'), t('common.hidePassword')] as [string, string] }
          : {})}
      />
    );
  };

  return (
    <form className="form" part="form" noValidate onSubmit={submit} onFocus={start} onKeyDown={start} aria-busy={busy}>
      <MethodPanel
        idPrefix="register"
        heading={t('register.title')}
        closable={closable}
        tabsLabel={t('register.method')}
        value={activeTab}
        onChange={switchTab}
        tabs={tabs.map((id) => ({ id, label: id === 'mobile' ? t('register.tab.mobile') : t('register.tab.username') }))}
      >
        {shown.map(renderField)}
      </MethodPanel>
      <div className="check">
        <input id="register-agree" type="checkbox" checked={agree} onChange={(e) => setAgree(e.currentTarget.checked)} />
        <span>
          <label htmlFor="register-agree">{t('register.agree', { age: settings.minimumAge })}</label>{' '}
          <button type="button" className="link" onClick={() => navigate(host, 'userAgreement')}>
            {t('register.agreement')}
          </button>
        </span>
      </div>
      <SubmitButton busy={busy} disabled={!agree}>
        {t('register.submit')}
      </SubmitButton>
      <div className="links">
        <button type="button" className="link" onClick={() => navigate(host, 'login')}>
          {t('register.haveAccount')}
        </button>
        <button type="button" className="link" onClick={() => navigate(host, 'service')}>
          {t('account.service')}
        </button>
      </div>
      {settings.socialLogin && socialPart && <socialPart.SocialButtons disabled={busy} onSelect={(p) => void social(p)} />}
    </form>
  );
}
