/**
 * <mc-security-center>: the security centre: login password, funds password (set, or change with
 * the current one), bank cards (list and add), e-mail, payee name (set once) and nickname. Each
 * entry shows its state; tapping it opens its form, one at a time. Binding an e-mail, setting the
 * first funds password, adding a bank card and setting the payee name ask for the login password
 * again; a wrong one is shown at its field. The last entry is identity verification with its
 * state, leading to its page. Fields follow the merchant's rules where it has them. A visitor is
 * asked to sign in; free-trial accounts are refused.
 * If the session ends while a form is open, what was typed stays for the same player to sign in
 * again and send.
 *
 * @attr open - the entry open at first: fundsPassword | bankCard | email | payeeName | nickname
 * @event mc-security-change - { item } after an entry was saved
 * @event mc-navigate - change of login password, identity verification, login for a visitor
 * @csspart list - the list of entries
 * @csspart item - one entry
 * @csspart form - an open entry's form
 * @csspart submit - its submit button
 * @csspart input - an input field (every text, number, date and search box)
 */
// Spec §7 Security, §4 (verification), §5 (field rules), §6 (free trial).
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { addBankCard, bankCards, bindEmail, securityConfig, setFundsPassword, setNickname, setPayeeName } from '../../core/api/wallet.ts';
import { $session } from '../../core/stores/session.ts';
import { $player } from '../../core/stores/player.ts';
import { memberStore } from '../../core/stores/member.ts';
import { registrationSettingsStore } from '../../core/stores/registration.ts';
import { isFreeTrial } from '../../core/rules/roles.ts';
import { verifyConfirmPassword, verifyField, type FieldRule, type RegistrationField } from '../../core/rules/verifier.ts';
import { EMAIL_MAX_LENGTH, TOAST_SUCCESS_MS } from '../../core/rules/constants.ts';
import { navigate } from '../../core/nav.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { toast, toastError } from '../base/feedback.ts';
import { useCall } from '../base/useCall.ts';
import { SubmitButton } from '../form/SubmitButton.tsx';
import { TextField } from '../form/TextField.tsx';
import { ReauthField, useReauth, type Reauth } from '../form/ReauthField.tsx';
import { LoadFailedState, LoadingState } from '../base/PageStates.tsx';
import { MemberOnly } from '../account-ui/MemberOnly.tsx';

export type SecurityItem = 'loginPassword' | 'fundsPassword' | 'bankCard' | 'email' | 'payeeName' | 'nickname' | 'verification';
const FORM_ITEMS: readonly SecurityItem[] = ['fundsPassword', 'bankCard', 'email', 'payeeName', 'nickname'];

export interface SecurityCenterProps {
  open?: string;
}

/** Bank card numbers the platform accepts: 12 to 19 digits (spaces allowed while typing). */
const CARD_NO = /^\d{12,19}$/;

export function SecurityCenter(props: SecurityCenterProps) {
  const { t } = useT();
  return (
    <MemberOnly loginText={t('security.loginFirst')}>
      <SecurityCenterPage {...props} />
    </MemberOnly>
  );
}

function SecurityCenterPage({ open: initiallyOpen }: SecurityCenterProps) {
  const { t } = useT();
  const { host, emit } = useHost();
  const session = useStore($session);
  const { generation } = useStore($player);
  const member = useStore(memberStore.$state);
  const settings = useStore(registrationSettingsStore.$state);
  // MemberOnly shows the page to members only. Without a session it keeps the page for a player
  // whose session the platform ended: the entries stay (the generation does not change meanwhile).
  const allowed = session === null || !isFreeTrial(session.type);
  const config = useCall((signal) => call(securityConfig, undefined, { signal }), [generation], allowed);
  const [open, setOpen] = useState<SecurityItem | null>(FORM_ITEMS.includes(initiallyOpen as SecurityItem) ? (initiallyOpen as SecurityItem) : null);

  useEffect(() => {
    if (!allowed) return;
    // Fresh on entry: it shows the identity-verification state, which an operator changes.
    void memberStore.load({ force: true });
    void registrationSettingsStore.load();
  }, [allowed]);

  useEffect(() => {
    if (FORM_ITEMS.includes(initiallyOpen as SecurityItem)) setOpen(initiallyOpen as SecurityItem);
  }, [initiallyOpen]);

  // In the list's place, with its margin: the element does not move down when the list comes.
  if (config.status === 'error' && !config.value)
    return (
      <div className="list-state">
        <LoadFailedState error={config.error} onRetry={config.reload} />
      </div>
    );
  if (!config.value)
    return (
      <div className="list-state">
        <LoadingState minHeight={320} />
      </div>
    );

  const c = config.value;
  const m = member.value;
  /** The platform's rule for a field (pattern, lengths), always required here. */
  const rule = (field: RegistrationField): FieldRule => {
    const r = settings.value?.fields[field];
    return { enabled: true, required: true, pattern: r?.pattern, minLength: r?.minLength, maxLength: r?.maxLength };
  };
  const saved = (item: SecurityItem, message: string) => {
    toast('success', message, TOAST_SUCCESS_MS);
    emit('mc-security-change', { item });
    config.reload();
    setOpen(null);
  };
  const toggle = (item: SecurityItem) => setOpen((o) => (o === item ? null : item));

  const yes = (done: boolean) => (done ? t('security.state.set') : t('security.state.unset'));

  return (
    <ul className="list" part="list">
      <Entry
        id="loginPassword"
        title={t('security.loginPassword')}
        state={t('security.state.set')}
        done
        onActivate={() => navigate(host, 'changePassword')}
        link
      />
      <Entry
        id="fundsPassword"
        title={t('security.fundsPassword')}
        state={yes(c.fundsPassword)}
        done={c.fundsPassword}
        open={open === 'fundsPassword'}
        onActivate={() => toggle('fundsPassword')}
      >
        <FundsPasswordForm hasPassword={c.fundsPassword} rule={rule('paymentPassword')} onSaved={() => saved('fundsPassword', 'security.saved')} />
      </Entry>
      <Entry
        id="bankCard"
        title={t('security.bankCard')}
        state={c.bankCard ? t('security.state.bound') : t('security.state.unbound')}
        done={c.bankCard}
        open={open === 'bankCard'}
        onActivate={() => toggle('bankCard')}
      >
        <BankCardForm payeeSet={c.payeeName} holderRule={rule('payeeName')} onSaved={() => saved('bankCard', 'security.cardAdded')} />
      </Entry>
      <Entry
        id="email"
        title={t('security.email')}
        state={m?.email || (c.email ? t('security.state.bound') : t('security.state.unbound'))}
        done={c.email}
        open={open === 'email'}
        onActivate={() => toggle('email')}
      >
        <SingleFieldForm
          id="security-email"
          label={t('security.email.new')}
          field="email"
          type="email"
          maxLength={EMAIL_MAX_LENGTH}
          rule={rule('email')}
          reauth
          save={(value, password) => call(bindEmail, { email: value, password })}
          onSaved={() => {
            void memberStore.load({ force: true });
            saved('email', 'security.saved');
          }}
        />
      </Entry>
      <Entry
        id="payeeName"
        title={t('security.payeeName')}
        state={yes(c.payeeName)}
        done={c.payeeName}
        open={open === 'payeeName'}
        onActivate={() => toggle('payeeName')}
      >
        {c.payeeName ? (
          <p className="note">{t('security.payeeName.locked')}</p>
        ) : (
          <SingleFieldForm
            id="security-payee"
            label={t('security.payeeName')}
            hint={t('security.payeeName.hint')}
            field="payeeName"
            rule={rule('payeeName')}
            reauth
            save={(value, password) => call(setPayeeName, { payeeName: value, password })}
            onSaved={() => saved('payeeName', 'security.saved')}
          />
        )}
      </Entry>
      <Entry
        id="nickname"
        title={t('security.nickname')}
        state={m?.nickname || (c.nickname ? t('security.state.set') : t('security.state.unset'))}
        done={c.nickname}
        open={open === 'nickname'}
        onActivate={() => toggle('nickname')}
      >
        <SingleFieldForm
          id="security-nickname"
          label={t('security.nickname')}
          field="nickname"
          initial={m?.nickname ?? ''}
          rule={rule('nickname')}
          save={(value) => call(setNickname, { nickname: value })}
          onSaved={() => {
            // The header shows the nickname: ask for the member info again.
            void memberStore.load({ force: true });
            saved('nickname', 'security.saved');
          }}
        />
      </Entry>
      {m && (
        <Entry
          id="verification"
          title={t('verification.title')}
          state={t(`verification.state.${m.verification}`)}
          done={m.verification === 'verified'}
          onActivate={() => navigate(host, 'verification')}
          link
        />
      )}
    </ul>
  );
}

function Entry(props: {
  id: SecurityItem;
  title: string;
  state: string;
  done: boolean;
  open?: boolean;
  link?: boolean;
  onActivate: () => void;
  children?: ReactNode;
}) {
  const panelId = useId();
  return (
    <li className={props.open ? 'item open' : 'item'} part="item" data-item={props.id}>
      <button
        type="button"
        className="entry"
        onClick={props.onActivate}
        aria-expanded={props.link ? undefined : Boolean(props.open)}
        aria-controls={props.link ? undefined : panelId}
      >
        <span className="entry-title">{props.title}</span>
        <span className={props.done ? 'entry-state done' : 'entry-state'} data-state>
          {props.state}
        </span>
        <svg className={props.link ? 'chevron flip-rtl' : 'chevron'} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d={props.link ? 'm9 6 6 6-6 6' : 'm6 9 6 6 6-6'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {!props.link && (
        <div id={panelId} className="panel" hidden={!props.open}>
          {props.open && props.children}
        </div>
      )}
    </li>
  );
}

/**
 * Submitting state shared by the forms: one request at a time; a refusal of the password asked
 * again shows at its field, other failures as toasts.
 */
function useSubmit(reauth?: Reauth) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = async (work: () => Promise<unknown>, onDone: () => void) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
      reauth?.clear();
      onDone();
    } catch (error) {
      if (!reauth?.refused(error)) toastError(error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}

function FundsPasswordForm({ hasPassword, rule, onSaved }: { hasPassword: boolean; rule: FieldRule; onSaved: () => void }) {
  const { t } = useT();
  const [v, setV] = useState({ old: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<'old' | 'next' | 'confirm', string>>>({});
  const inputs = useRef<Partial<Record<'old' | 'next' | 'confirm', HTMLInputElement | null>>>({});
  // The first funds password is set with the login password; a change proves the current funds password.
  const reauth = useReauth();
  const { busy, run } = useSubmit(hasPassword ? undefined : reauth);
  const set = (k: keyof typeof v) => (value: string) => {
    setV((s) => ({ ...s, [k]: value }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {
      old: hasPassword ? (v.old === '' ? 'verify.paymentPassword.required' : undefined) : undefined,
      next: verifyField('paymentPassword', v.next, rule) ?? (hasPassword && v.old === v.next ? 'code.modify.new.old.same' : undefined),
      confirm: verifyConfirmPassword(v.next, v.confirm) ?? undefined,
    };
    setErrors(next);
    const first = (['old', 'next', 'confirm'] as const).find((k) => next[k]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    if (!hasPassword && !reauth.check()) return;
    void run(
      () => call(setFundsPassword, hasPassword ? { oldPassword: v.old, newPassword: v.next } : { newPassword: v.next, password: reauth.password }),
      onSaved,
    );
  };

  const field = (k: 'old' | 'next' | 'confirm', id: string, label: string, autoComplete: string) => (
    <TextField
      id={id}
      label={label}
      value={v[k]}
      onChange={set(k)}
      error={errors[k] && t(errors[k]!)}
      type="password"
      inputMode="numeric"
      maxLength={rule.maxLength ?? 32}
      autoComplete={autoComplete}
      revealLabels={[t('common.showPassword'), t('common.hidePassword')]}
      inputRef={(el) => {
        inputs.current[k] = el;
      }}
    />
  );

  return (
    <form className="form" part="form" noValidate onSubmit={submit} aria-busy={busy}>
      {hasPassword && field('old', 'funds-old', t('security.fundsPassword.current'), 'current-password')}
      {field('next', 'funds-new', t('security.fundsPassword.new'), 'new-password')}
      {field('confirm', 'funds-confirm', t('security.fundsPassword.confirm'), 'new-password')}
      <p className="note">{t('security.fundsPassword.hint')}</p>
      {!hasPassword && <ReauthField id="funds-reauth" reauth={reauth} />}
      <SubmitButton busy={busy}>{t('common.confirm')}</SubmitButton>
    </form>
  );
}

function BankCardForm({ payeeSet, holderRule, onSaved }: { payeeSet: boolean; holderRule: FieldRule; onSaved: () => void }) {
  const { t } = useT();
  const cards = useCall((signal) => call(bankCards, undefined, { signal }), []);
  const [v, setV] = useState({ bankName: '', cardNo: '', holder: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof v, string>>>({});
  const inputs = useRef<Partial<Record<keyof typeof v, HTMLInputElement | null>>>({});
  const reauth = useReauth();
  const { busy, run } = useSubmit(reauth);
  const list = cards.value ?? [];
  // With a payee name set, the card must be in that name: the bound cards carry it.
  const fixedHolder = payeeSet ? list[0]?.holder : undefined;

  const set = (k: keyof typeof v) => (value: string) => {
    setV((s) => ({ ...s, [k]: value }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const holder = fixedHolder ?? v.holder.trim();
    const cardNo = v.cardNo.replace(/\s+/g, '');
    const next: typeof errors = {
      bankName: v.bankName.trim() ? undefined : 'security.bank.nameRequired',
      cardNo: cardNo === '' ? 'security.bank.cardRequired' : CARD_NO.test(cardNo) ? undefined : 'security.bank.cardFormat',
      holder: fixedHolder ? undefined : (verifyField('payeeName', holder, holderRule) ?? undefined),
    };
    setErrors(next);
    const first = (['bankName', 'cardNo', 'holder'] as const).find((k) => next[k]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    if (!reauth.check()) return;
    void run(
      () => call(addBankCard, { bankName: v.bankName.trim(), cardNo, holder, password: reauth.password }),
      () => {
        setV({ bankName: '', cardNo: '', holder: '' });
        cards.reload();
        onSaved();
      },
    );
  };

  return (
    <>
      {cards.status === 'error' && !cards.value ? (
        <LoadFailedState error={cards.error} onRetry={cards.reload} />
      ) : !cards.value ? (
        <LoadingState minHeight={60} />
      ) : list.length > 0 ? (
        <ul className="cards">
          {list.map((card) => (
            <li key={card.id} className="card" data-card={card.id}>
              <strong>{card.bankName}</strong>
              <span className="card-no">{card.cardNo}</span>
              <span className="card-holder">{card.holder}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="note">{t('security.bank.none')}</p>
      )}
      <form className="form" part="form" noValidate onSubmit={submit} aria-busy={busy}>
        <h3 className="form-title">{t('security.bank.add')}</h3>
        <TextField
          id="bank-name"
          label={t('security.bank.name')}
          value={v.bankName}
          onChange={set('bankName')}
          error={errors.bankName && t(errors.bankName)}
          maxLength={64}
          autoComplete="off"
          inputRef={(el) => {
            inputs.current.bankName = el;
          }}
        />
        <TextField
          id="bank-card"
          label={t('security.bank.cardNo')}
          value={v.cardNo}
          onChange={set('cardNo')}
          error={errors.cardNo && t(errors.cardNo)}
          inputMode="numeric"
          maxLength={23}
          autoComplete="off"
          inputRef={(el) => {
            inputs.current.cardNo = el;
          }}
        />
        {fixedHolder ? (
          <p className="note" data-field="holder">
            {t('security.bank.holder')}: <strong>{fixedHolder}</strong>
          </p>
        ) : (
          <TextField
            id="bank-holder"
            label={t('security.bank.holder')}
            value={v.holder}
            onChange={set('holder')}
            error={errors.holder && t(errors.holder)}
            maxLength={holderRule.maxLength ?? 50}
            autoComplete="name"
            inputRef={(el) => {
              inputs.current.holder = el;
            }}
          />
        )}
        <ReauthField id="bank-reauth" reauth={reauth} />
        <SubmitButton busy={busy}>{t('security.bank.add')}</SubmitButton>
      </form>
    </>
  );
}

function SingleFieldForm(props: {
  id: string;
  label: string;
  hint?: string;
  field: RegistrationField;
  type?: 'text' | 'email';
  maxLength?: number;
  initial?: string;
  rule: FieldRule;
  /** The change needs the login password again (`password` of save). */
  reauth?: boolean;
  save: (value: string, password: string) => Promise<unknown>;
  onSaved: () => void;
}) {
  const { t } = useT();
  const [value, setValue] = useState(props.initial ?? '');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement | null>(null);
  const touched = useRef(false);
  const reauth = useReauth();
  const { busy, run } = useSubmit(props.reauth ? reauth : undefined);

  // The current value may arrive after the form opened: take it until the player types.
  useEffect(() => {
    if (!touched.current) setValue(props.initial ?? '');
  }, [props.initial]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = verifyField(props.field, value, props.rule);
    setError(problem ?? undefined);
    if (problem) {
      input.current?.focus();
      return;
    }
    if (props.reauth && !reauth.check()) return;
    void run(() => props.save(value.trim(), reauth.password), props.onSaved);
  };

  return (
    <form className="form" part="form" noValidate onSubmit={submit} aria-busy={busy}>
      <TextField
        id={props.id}
        label={props.label}
        value={value}
        onChange={(next) => {
          touched.current = true;
          setValue(next);
          setError(undefined);
        }}
        error={error && t(error)}
        type={props.type ?? 'text'}
        maxLength={props.maxLength ?? props.rule.maxLength ?? 50}
        autoComplete="off"
        inputRef={(el) => {
          input.current = el;
        }}
      />
      {props.hint && <p className="note">{props.hint}</p>}
      {props.reauth && <ReauthField id={`${props.id}-reauth`} reauth={reauth} />}
      <SubmitButton busy={busy}>{t('common.confirm')}</SubmitButton>
    </form>
  );
}
