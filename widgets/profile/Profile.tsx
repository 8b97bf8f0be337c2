/**
 * <mc-profile>: the player's profile. The head icon, changed by choosing one of the platform's
 * icons or by uploading a png or jpg of at most 5 MB (checked on the device first: a wrong type or
 * a bigger file is refused with a message and never sent); the identity-verification state with a
 * link to its page; the profile fields (nickname, payee name, birthday, address, permanent
 * address, nationality, place of birth, occupation, source of income), each editable only where
 * the platform allows it (the payee name only once, for example); locked ones say why. Setting the
 * payee name asks for the login password again. A visitor is asked to sign in; free-trial accounts
 * are refused.
 * If the session ends while the form is open, what was typed stays for the same player to sign in
 * again and save.
 *
 * @event mc-profile-change - { fields } after profile fields were saved (the names of the changed fields)
 * @event mc-head-icon - { headIcon } after the head icon changed (its URL)
 * @event mc-navigate - login for a visitor, the identity-verification page
 * @csspart avatar - the head-icon card
 * @csspart icons - the platform's icons to choose from
 * @csspart verification - the identity-verification row
 * @csspart form - the profile fields
 * @csspart submit - the save button
 * @cssprop --mc-profile-avatar-size - size of the large head icon (default 112px)
 * @csspart input - an input field (every text, number, date and search box)
 * @csspart badge - a count or status badge
 */
// Spec §3, §7 Account, §6 (free trial).
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { PROFILE_FIELDS, type Profile as ProfileValue, type ProfileField } from '../../core/api/profile.ts';
import { assetUrl } from '../../core/config.ts';
import { navigate } from '../../core/nav.ts';
import { isFreeTrial } from '../../core/rules/roles.ts';
import { TOAST_SUCCESS_MS, UPLOAD_MAX_BYTES } from '../../core/rules/constants.ts';
import { UPLOAD_ACCEPT, uploadProblemKey, uploadProblemValues, type UploadProblem } from '../../core/rules/uploads.ts';
import { verifyField, type FieldRule, type RegistrationField } from '../../core/rules/verifier.ts';
import { memberStore } from '../../core/stores/member.ts';
import { chooseHeadIcon, headIconStore, profileStore, saveProfileFields, uploadOwnHeadIcon } from '../../core/stores/profile.ts';
import { countriesStore, registrationSettingsStore } from '../../core/stores/registration.ts';
import { $session } from '../../core/stores/session.ts';
import { countryFlag } from '../form/DialingCode.tsx';
import { toast, toastError } from '../base/feedback.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { useStateFrom } from '../base/useStateFrom.ts';
import { useSubmitGuard } from '../form/useSubmitGuard.ts';
import { pickOneImage } from '../form/ImageSlot.tsx';
import { LoadFailedState, LoadingState } from '../base/PageStates.tsx';
import { SubmitButton } from '../form/SubmitButton.tsx';
import { TextField } from '../form/TextField.tsx';
import { ReauthField, useReauth } from '../form/ReauthField.tsx';
import { VerificationBadge } from '../account-ui/VerificationBadge.tsx';
import { $player } from '../../core/stores/player.ts';
import { MemberOnly } from '../account-ui/MemberOnly.tsx';

const MAX_LENGTH: Readonly<Record<ProfileField, number>> = {
  nickname: 20,
  payeeName: 50,
  birthday: 10,
  address: 200,
  permanentAddress: 200,
  nationality: 8,
  placeOfBirth: 100,
  occupation: 100,
  sourceOfIncome: 100,
};
/** Fields the platform keeps once set: the form says so before the player saves. */
const SET_ONCE: readonly ProfileField[] = ['payeeName', 'birthday', 'nationality', 'placeOfBirth'];

export function Profile() {
  const { t } = useT();
  return (
    <MemberOnly loginText={t('profile.loginFirst')}>
      <ProfilePage />
    </MemberOnly>
  );
}

function ProfilePage() {
  const session = useStore($session);
  const { generation } = useStore($player);
  const state = useStore(profileStore.$state);
  const allowed = session !== null && !isFreeTrial(session.type);

  useEffect(() => {
    if (!allowed) return;
    void profileStore.load();
    void memberStore.load();
    void registrationSettingsStore.load();
    void countriesStore.load();
  }, [allowed, generation]);

  return (
    <div className="profile" part="base">
      <HeadIcon />
      <VerificationRow />
      {state.status === 'error' && !state.value ? (
        <LoadFailedState error={state.error} onRetry={() => void profileStore.load({ force: true })} />
      ) : !state.value ? (
        <LoadingState minHeight={420} />
      ) : (
        <ProfileForm profile={state.value} />
      )}
    </div>
  );
}

function HeadIcon() {
  const { t } = useT();
  const { emit } = useHost();
  const member = useStore(memberStore.$state).value;
  const icons = useStore(headIconStore.$state);
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const gridId = useId();
  const uploadId = useId();
  const current = icons.value?.current ?? member?.headIcon;
  const name = member ? member.nickname || member.account : '';

  const toggle = () => {
    setChoosing((c) => !c);
    if (!icons.value) void headIconStore.load();
  };

  const changed = (headIcon: string) => {
    toast('success', 'profile.avatar.saved', TOAST_SUCCESS_MS);
    emit('mc-head-icon', { headIcon });
  };

  const choose = async (url: string) => {
    if (busy) return;
    setBusy(url);
    setProblem(null);
    try {
      await chooseHeadIcon(url);
      setChoosing(false);
      changed(url);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  };

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.currentTarget.files ?? [])];
    e.currentTarget.value = '';
    if (files.length === 0 || busy) return;
    setBusy('upload');
    try {
      const picked = await pickOneImage(files);
      setProblem(picked.problem ?? null);
      if (!picked.image) return;
      const url = await uploadOwnHeadIcon(picked.image.dataUrl);
      setChoosing(false);
      changed(url);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="avatar-card" part="avatar" aria-labelledby={`${uploadId}-title`}>
      <h2 className="visually-hidden" id={`${uploadId}-title`}>
        {t('profile.avatar')}
      </h2>
      <div className="avatar-large" aria-busy={busy !== null}>
        {current ? (
          <img src={assetUrl(current)} width={112} height={112} alt={t('profile.avatar.current')} data-field="head-icon" />
        ) : (
          <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
        )}
        {busy && <span className="spinner avatar-spinner" aria-hidden="true" />}
      </div>
      {name && <p className="avatar-name">{name}</p>}
      <div className="avatar-actions">
        <button
          type="button"
          className="btn btn-outline"
          data-action="choose-icon"
          aria-expanded={choosing}
          aria-controls={gridId}
          onClick={toggle}
          disabled={busy !== null}
        >
          {t('profile.avatar.choose')}
        </button>
        <input
          id={uploadId}
          className="file-input"
          type="file"
          accept={UPLOAD_ACCEPT}
          disabled={busy !== null}
          onChange={(e) => void upload(e)}
          aria-describedby={`${uploadId}-rules${problem ? ` ${uploadId}-problem` : ''}`}
        />
        <label htmlFor={uploadId} className="btn btn-outline upload-label" data-action="upload-icon">
          {t('profile.avatar.upload')}
        </label>
      </div>
      <p className="muted small" id={`${uploadId}-rules`}>
        {t('upload.rules.one', { mb: UPLOAD_MAX_BYTES / (1024 * 1024) })}
      </p>
      {problem && (
        <p className="error" id={`${uploadId}-problem`} role="alert" data-problem={problem.kind}>
          {t(uploadProblemKey(problem), uploadProblemValues(problem))}
        </p>
      )}
      <div id={gridId} hidden={!choosing}>
        {choosing &&
          (icons.status === 'error' && !icons.value ? (
            <LoadFailedState error={icons.error} onRetry={() => void headIconStore.load({ force: true })} />
          ) : !icons.value ? (
            <LoadingState minHeight={140} />
          ) : (
            <ul className="icon-grid" part="icons" aria-label={t('profile.avatar.choose')}>
              {icons.value.icons.map((url, i) => (
                <li key={url}>
                  <button
                    type="button"
                    className="icon-choice"
                    data-icon={url}
                    aria-pressed={url === current}
                    aria-label={t('profile.avatar.option', { n: i + 1 })}
                    disabled={busy !== null}
                    onClick={() => void choose(url)}
                  >
                    <img src={assetUrl(url)} width={56} height={56} alt="" />
                  </button>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </section>
  );
}

function VerificationRow() {
  const { t } = useT();
  const { host } = useHost();
  const status = useStore(memberStore.$state).value?.verification;
  return (
    <button type="button" className="verification-row" part="verification" data-action="verification" onClick={() => navigate(host, 'verification')}>
      <span className="row-label">{t('verification.title')}</span>
      {status && <VerificationBadge status={status} />}
      <svg className="chevron flip-rtl" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

type Values = Record<ProfileField, string>;
const valuesOf = (p: ProfileValue): Values => Object.fromEntries(PROFILE_FIELDS.map((f) => [f, p[f].value])) as Values;

/** Today minus `years`, as YYYY-MM-DD (the latest birthday of someone that old). */
function latestBirthday(years: number, now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

function ProfileForm({ profile }: { profile: ProfileValue }) {
  const { t } = useT();
  const { emit } = useHost();
  const settings = useStore(registrationSettingsStore.$state).value;
  const countries = useStore(countriesStore.$state).value;
  // A new answer of the platform (after saving, or a reload) is what the form shows.
  const [values, setValues] = useStateFrom(profile, valuesOf);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const { busy, begin, end } = useSubmitGuard();
  const inputs = useRef<Partial<Record<ProfileField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const minimumAge = settings?.minimumAge ?? 18;

  const set = (field: ProfileField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const changed = PROFILE_FIELDS.filter((f) => profile[f].editable && values[f].trim() !== profile[f].value);
  // The payee name names the cards money is paid to: setting it asks for the login password again.
  const reauth = useReauth();
  const needsPassword = changed.includes('payeeName');

  const rule = (field: RegistrationField): FieldRule => {
    const r = settings?.fields[field];
    return { enabled: true, required: true, pattern: r?.pattern, minLength: r?.minLength, maxLength: r?.maxLength };
  };
  const check = (field: ProfileField, raw: string): string | undefined => {
    const value = raw.trim();
    if (value === '') return 'profile.error.required';
    if (field === 'nickname' || field === 'payeeName') return verifyField(field, value, rule(field)) ?? undefined;
    if (field === 'birthday') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return 'profile.error.birthday';
      if (value > latestBirthday(minimumAge)) return 'profile.error.age';
    }
    if (/[<>]/.test(value)) return 'profile.error.text';
    return undefined;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    for (const f of changed) found[f] = check(f, values[f]);
    setErrors(found);
    const first = changed.find((f) => found[f]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    if (changed.length === 0) return;
    if (needsPassword && !reauth.check()) return;
    if (!begin()) return;
    try {
      await saveProfileFields(Object.fromEntries(changed.map((f) => [f, values[f].trim()])), needsPassword ? reauth.password : undefined);
      reauth.clear();
      toast('success', 'profile.saved', TOAST_SUCCESS_MS);
      emit('mc-profile-change', { fields: changed });
    } catch (error) {
      // What the player typed stays; the platform's reason is shown (a wrong password at its field).
      if (!reauth.refused(error)) toastError(error);
    } finally {
      end();
    }
  };

  const note = (field: ProfileField) => {
    const s = profile[field];
    if (!s.editable) return t(s.lockedReason === 'profile.locked.verified' ? 'profile.locked.verified' : 'profile.locked.once');
    return SET_ONCE.includes(field) ? t('profile.setOnce') : undefined;
  };
  const label = (field: ProfileField) => t(`profile.field.${field}`);
  const errorText = (field: ProfileField) => errors[field] && t(errors[field]!, { age: minimumAge });
  const ref = (field: ProfileField) => (el: HTMLInputElement | HTMLSelectElement | null) => {
    inputs.current[field] = el;
  };
  const countryName = (code: string) => {
    const c = countries?.find((x) => x.code === code);
    return c ? `${countryFlag(c.code)} ${c.name}` : code;
  };

  return (
    <form className="form fields" part="form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <h2 className="section-title">{t('profile.details')}</h2>
      {PROFILE_FIELDS.map((field) => {
        const s = profile[field];
        const id = `profile-${field}`;
        if (!s.editable) {
          return (
            <div className="field locked" key={field} data-field={field} data-editable="false">
              <span className="locked-label" id={`${id}-label`}>
                {label(field)}
              </span>
              <span className="locked-value" aria-labelledby={`${id}-label`}>
                {field === 'nationality' && s.value ? countryName(s.value) : s.value || '—'}
              </span>
              <span className="hint">
                <LockIcon /> {note(field)}
              </span>
            </div>
          );
        }
        if (field === 'birthday' || field === 'nationality') {
          return (
            <div className="field" key={field} data-field={field} data-editable="true">
              <label htmlFor={id}>{label(field)}</label>
              <div className="control">
                {field === 'birthday' ? (
                  <input
                    part="input"
                    id={id}
                    ref={ref(field)}
                    type="date"
                    value={values.birthday}
                    max={latestBirthday(minimumAge)}
                    onChange={(e) => set('birthday')(e.currentTarget.value)}
                    aria-invalid={errors.birthday ? true : undefined}
                    aria-describedby={`${id}-hint${errors.birthday ? ` ${id}-error` : ''}`}
                  />
                ) : (
                  <select
                    id={id}
                    ref={ref(field)}
                    value={values.nationality}
                    onChange={(e) => set('nationality')(e.currentTarget.value)}
                    aria-invalid={errors.nationality ? true : undefined}
                    aria-describedby={`${id}-hint${errors.nationality ? ` ${id}-error` : ''}`}
                  >
                    <option value="">{t('profile.choose')}</option>
                    {(countries ?? []).map((c) => (
                      <option key={c.code} value={c.code}>
                        {countryFlag(c.code)} {c.name}
                      </option>
                    ))}
                  </select>
                )}
              </div>
              <span className="hint" id={`${id}-hint`}>
                {note(field)}
              </span>
              {errors[field] && (
                <span className="error" id={`${id}-error`} role="alert">
                  {errorText(field)}
                </span>
              )}
            </div>
          );
        }
        return (
          <div className="field-wrap" key={field} data-field={field} data-editable="true">
            <TextField
              id={id}
              label={label(field)}
              value={values[field]}
              onChange={set(field)}
              error={errorText(field)}
              maxLength={MAX_LENGTH[field]}
              autoComplete={field === 'payeeName' ? 'name' : field === 'address' ? 'street-address' : 'off'}
              inputRef={ref(field)}
            />
            {note(field) && <span className="hint">{note(field)}</span>}
          </div>
        );
      })}
      {needsPassword && <ReauthField id="profile-reauth" reauth={reauth} />}
      <SubmitButton busy={busy} disabled={changed.length === 0}>
        {t('profile.save')}
      </SubmitButton>
    </form>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}
