/**
 * <mc-change-password>: change password. Shows the player's user name; asks for the current
 * password unless the kit still holds it from this sign-in; the new password follows the
 * merchant's password rule and is typed twice. A new password equal to the old one is explained in
 * a dialog. On success a short confirmation shows, a remembered sign-in is updated, and the player
 * goes home. After a first sign-in or an expired password the change is required and the form says
 * so.
 *
 * @event mc-password-changed - { userName } after a successful change
 * @event mc-navigate - /m/home after the change; /m/login from the signed-out state
 * @csspart form - the form
 * @csspart submit - the submit button
 * @csspart heading - the element's heading
 * @csspart input - an input field (every text, number, date and search box)
 */
// Spec §2.7, §4, §5, §8. The held password: core/auth/secret.ts.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { isRequestError } from '../../core/api/errors.ts';
import { dropHeldPassword, heldPassword } from '../../core/auth/secret.ts';
import { navigate } from '../../core/nav.ts';
import { LOADING_ACCOUNT_MS, PASSWORD_CHANGE_REDIRECT_MS, PASSWORD_CHANGE_SUCCESS_MS } from '../../core/rules/constants.ts';
import { verifyField } from '../../core/rules/verifier.ts';
import { checkNewPasswordConfirm } from '../form/newPassword.ts';
import { $auth, changeOwnPassword } from '../../core/stores/auth.ts';
import { passwordRule, registrationSettingsStore } from '../../core/stores/registration.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { confirm, hideToast, toast, toastError } from '../base/feedback.ts';
import { TextField } from '../form/TextField.tsx';
import { useForm } from '../form/useForm.ts';
import { NewPasswordFields } from '../form/NewPasswordFields.tsx';
import { $session, $sessionEnd } from '../../core/stores/session.ts';
import { MemberOnly } from '../account-ui/MemberOnly.tsx';
import { SubmitButton } from '../form/SubmitButton.tsx';

type Field = 'old' | 'password' | 'confirm';

export function ChangePassword() {
  return (
    <MemberOnly>
      <ChangePasswordForm />
    </MemberOnly>
  );
}

function ChangePasswordForm() {
  const { t } = useT();
  const { host, emit } = useHost();
  const session = useStore($session);
  const ended = useStore($sessionEnd);
  // Without a session, MemberOnly keeps the form for the player whose session the platform ended.
  const userName = session?.userName ?? ended?.userName ?? '';
  const auth = useStore($auth);
  const settings = useStore(registrationSettingsStore.$state).value;
  const [needOld, setNeedOld] = useState(() => heldPassword() === undefined);
  const form = useForm<Field>({ old: '', password: '', confirm: '' });
  const { values, setValues, setErrors, focus, busy } = form;
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    void registrationSettingsStore.load();
    return () => clearTimeout(timer.current);
  }, []);

  // A different player signed in meanwhile: what is held (or not) is theirs.
  useEffect(() => {
    if (!done) setNeedOld(heldPassword() === undefined);
  }, [session?.userName, done]);

  const rule = passwordRule(settings);
  const check = (field: Field, v = values): string | undefined => {
    if (field === 'old') return needOld ? (verifyField('loginPassword', v.old) ?? undefined) : undefined;
    if (field === 'password') return verifyField('password', v.password, rule) ?? undefined;
    return checkNewPasswordConfirm(v.password, v.confirm);
  };

  const set = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((e) => {
      const out = { ...e, [field]: e[field] ? check(field, next) : undefined };
      if (field === 'password' && (next.confirm || e.confirm)) out.confirm = check('confirm', next);
      return out;
    });
  };

  const blur = (field: Field) => () => {
    if (values[field]) setErrors((e) => ({ ...e, [field]: check(field) }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || done || !session) return;
    if (!form.validate(needOld ? ['old', 'password', 'confirm'] : ['password', 'confirm'], (f) => check(f))) return;
    const oldPassword = needOld ? values.old : (heldPassword() ?? '');
    if (oldPassword === values.password) {
      // §5: the new password must differ from the old one (a dialog).
      await confirm({ title: 'in_popup_prompt', message: 'code.modify.new.old.same', cancelLabel: null });
      focus('password');
      return;
    }
    await form.run(() => send(session.userName, oldPassword));
  };

  const send = async (userName: string, oldPassword: string) => {
    const loading = toast('loading', 'in_please_wait', LOADING_ACCOUNT_MS);
    try {
      await changeOwnPassword(oldPassword, values.password);
      hideToast(loading);
      setDone(true);
      toast('success', 'change.success', PASSWORD_CHANGE_SUCCESS_MS);
      emit('mc-password-changed', { userName });
      timer.current = setTimeout(() => navigate(host, 'home', { replace: true }), PASSWORD_CHANGE_REDIRECT_MS);
    } catch (error) {
      // §8: a failed change hides the loading message; what was typed stays.
      hideToast(loading);
      if (isRequestError(error) && error.code === 'password.old_incorrect') {
        if (!needOld) {
          // The held password is out of date (changed elsewhere): ask for it.
          dropHeldPassword();
          setNeedOld(true);
        }
        setErrors((er) => ({ ...er, old: 'code.password.old_incorrect' }));
        setTimeout(() => focus('old'));
      } else if (isRequestError(error) && error.code === 'modify.new.old.same') {
        await confirm({ title: 'in_popup_prompt', message: 'code.modify.new.old.same', cancelLabel: null });
      }
      toastError(error);
    }
  };

  const forced = auth.mustChangePassword;
  const { ref, error: err } = form;
  const reveal: [string, string] = [t('common.showPassword'), t('common.hidePassword')];

  return (
    <form className="form" part="form" noValidate onSubmit={submit} aria-busy={busy}>
      <h1 part="heading" className="heading">
        {t(forced ? 'title.firstPassword' : 'change.title')}
      </h1>
      {forced && (
        <p className="note warn" role="status">
          {t('change.forced')}
        </p>
      )}
      <div className="field">
        <span className="label" id="change-username-label">
          {t('login.username')}
        </span>
        <div className="readonly-value" aria-labelledby="change-username-label">
          {userName}
        </div>
      </div>
      {needOld && (
        <TextField
          id="change-old"
          name="current-password"
          label={t('change.old')}
          value={values.old}
          onChange={set('old')}
          onBlur={blur('old')}
          error={err('old')}
          type="password"
          autoComplete="current-password"
          required
          revealLabels={reveal}
          inputRef={ref('old')}
        />
      )}
      <NewPasswordFields ids={['change-new', 'change-confirm']} values={values} set={set} blur={blur} error={err} inputRef={ref} />
      <SubmitButton busy={busy} disabled={done}>
        {t('common.confirm')}
      </SubmitButton>
    </form>
  );
}
