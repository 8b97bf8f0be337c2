/**
 * The e-mail recovery's second step, on the page the mailed link opens (`step="reset"`): it takes
 * the link's token out of the address (so it is neither kept in the address bar and history nor
 * sent on), asks the platform whether the link is still good, and then for the new password,
 * twice, under the merchant's password rule. The new password ends every session of the account
 * and spends the link; the player then signs in with it (§4: a reset asks for a new login). A link
 * that expired, was used or was replaced by a newer one says so and offers to ask again.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { isRequestError } from '../../core/api/errors.ts';
import { dropResetTokenFromAddress, resetLinkInAddress } from '../../core/auth/reset-link.ts';
import { navigate } from '../../core/nav.ts';
import { verifyField } from '../../core/rules/verifier.ts';
import { checkNewPasswordConfirm } from '../form/newPassword.ts';
import { passwordRule, registrationSettingsStore } from '../../core/stores/registration.ts';
import { PageClose } from '../account-ui/PageClose.tsx';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { retryTextKey } from '../base/retryText.ts';
import { toastError } from '../base/feedback.ts';
import { useForm } from '../form/useForm.ts';
import { NewPasswordFields } from '../form/NewPasswordFields.tsx';
import { SubmitButton } from '../form/SubmitButton.tsx';

type Field = 'password' | 'confirm';

type Phase =
  | { kind: 'checking' }
  | { kind: 'ready'; userName: string }
  | { kind: 'done'; userName: string }
  /** Expired, used, replaced by a newer link, or no token at all. */
  | { kind: 'invalid' }
  /** The platform could not be asked (offline…): a retry. */
  | { kind: 'failed'; error: unknown };

const isLinkInvalid = (error: unknown) => isRequestError(error) && error.kind === 'api' && error.code === 'reset.link_invalid';

export function ResetPassword({ closable }: { closable: boolean }) {
  const { t } = useT();
  const { host, emit } = useHost();
  const settings = useStore(registrationSettingsStore.$state).value;
  // The link the page opened with, read on the first render (the token stays in core).
  const [link] = useState(() => resetLinkInAddress());
  const [phase, setPhase] = useState<Phase>(link ? { kind: 'checking' } : { kind: 'invalid' });
  const form = useForm<Field>({ password: '', confirm: '' });
  const { values, setValues, setErrors, focus, busy } = form;

  const checkLink = async (live: () => boolean = () => true) => {
    if (!link) return;
    setPhase({ kind: 'checking' });
    try {
      const userName = await link.check();
      if (live()) setPhase({ kind: 'ready', userName });
    } catch (error) {
      if (live()) setPhase(isLinkInvalid(error) ? { kind: 'invalid' } : { kind: 'failed', error });
    }
  };

  useEffect(() => {
    dropResetTokenFromAddress();
    void registrationSettingsStore.load();
    let live = true;
    void checkLink(() => live);
    return () => {
      live = false;
    };
  }, []);

  const rule = passwordRule(settings);
  const check = (field: Field, v = values): string | undefined =>
    field === 'password' ? (verifyField('password', v.password, rule) ?? undefined) : checkNewPasswordConfirm(v.password, v.confirm);

  const set = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((e) => {
      const out = { ...e, [field]: e[field] ? check(field, next) : undefined };
      // Changing the password re-checks the confirmation (§4).
      if (field === 'password' && (next.confirm || e.confirm)) out.confirm = check('confirm', next);
      return out;
    });
  };

  const blur = (field: Field) => () => {
    if (values[field]) setErrors((e) => ({ ...e, [field]: check(field) }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (phase.kind !== 'ready' || !link) return;
    const { userName } = phase;
    void form.run(async () => {
      if (!form.validate(['password', 'confirm'], (f) => check(f))) return;
      try {
        await link.reset(values.password, values.confirm);
      } catch (error) {
        // What was typed stays; the refusal is said under the field it is about.
        if (isLinkInvalid(error)) setPhase({ kind: 'invalid' });
        else {
          const field: Field | undefined = !isRequestError(error)
            ? undefined
            : error.code === 'modify.new.old.same' || error.code === 'password.invalid'
              ? 'password'
              : error.code === 'password.mismatch'
                ? 'confirm'
                : undefined;
          if (field && isRequestError(error)) {
            setErrors((er) => ({ ...er, [field]: `code.${error.code}` }));
            focus(field);
          }
          toastError(error);
        }
        return;
      }
      setPhase({ kind: 'done', userName });
      emit('mc-password-changed', { userName });
    });
  };

  const heading = (
    <>
      {closable && <PageClose />}
      <h1 part="heading" className="heading">
        {t('title.resetPassword')}
      </h1>
    </>
  );

  if (phase.kind === 'checking') {
    return (
      <div className="form" part="form">
        {heading}
        <div className="mc-state" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      </div>
    );
  }

  if (phase.kind === 'failed') {
    return (
      <div className="form" part="form">
        {heading}
        <div className="mc-state" role="alert">
          <p>{t(retryTextKey(phase.error))}</p>
          <button type="button" className="btn btn-outline" onClick={() => void checkLink()}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }

  if (phase.kind === 'invalid' || phase.kind === 'done') {
    const done = phase.kind === 'done';
    return (
      <div className="form" part="form">
        {heading}
        <p className={done ? 'note' : 'note warn'} role={done ? 'status' : 'alert'}>
          {t(done ? 'forget.reset.done' : 'forget.reset.invalid')}
        </p>
        {done ? (
          <button type="button" className="btn btn-primary btn-block" part="submit" onClick={() => navigate(host, 'login', { replace: true })}>
            {t('login.submit')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-block"
            part="submit"
            onClick={() => navigate(host, 'forget', { query: { method: 'email' }, replace: true })}
          >
            {t('forget.reset.again')}
          </button>
        )}
        <div className="links">
          <button type="button" className="link" onClick={() => navigate(host, 'service')}>
            {t('account.service')}
          </button>
        </div>
      </div>
    );
  }

  const { ref, error: err } = form;
  return (
    <form className="form" part="form" noValidate onSubmit={submit} aria-busy={busy}>
      {heading}
      <p className="note">{t('forget.reset.intro')}</p>
      <div className="field">
        <span className="label" id="forget-reset-username-label">
          {t('login.username')}
        </span>
        <div className="readonly-value" aria-labelledby="forget-reset-username-label">
          {phase.userName}
        </div>
        {/* For the browser's password manager: whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={phase.userName} readOnly hidden />
      </div>
      <NewPasswordFields ids={['forget-new-password', 'forget-confirm-password']} values={values} set={set} blur={blur} error={err} inputRef={ref} />
      <SubmitButton busy={busy}>{t('forget.reset.submit')}</SubmitButton>
    </form>
  );
}
