/**
 * <mc-agent-register>: registration of a downline by its agent: a user name (checked with the
 * platform when the field is left and again on sending), a password typed twice, member or agent,
 * and optionally a rebate rate (0 up to the agent's own; empty for the agent's default). The new
 * downline changes the password at its first sign-in. Agents only. If the session ends while the
 * form is open, what was typed stays (in memory) for the same agent to sign in again and send.
 *
 * @event mc-downline - { id, account, type } after a downline was registered
 * @event mc-navigate - to the team list; /m/home for a visitor without an agency centre
 * @csspart form - the form
 * @csspart submit - the submit button
 * @csspart done - the confirmation after a registration
 * @csspart input - an input field (every text, number, date and search box)
 */
// Agents only: §6.
import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { checkUsername, rebateSettings, registerDownline } from '../../core/api/agent.ts';
import { isRequestError } from '../../core/api/errors.ts';
import { verifyField } from '../../core/rules/verifier.ts';
import { AGENT_PATHS } from '../../core/agent/tiles.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { toast, toastError } from '../base/feedback.ts';
import { TextField } from '../form/TextField.tsx';
import { useForm } from '../form/useForm.ts';
import { agentGo } from '../agent-ui/useAgentSession.ts';
import { AgentOnly } from '../agent-ui/AgentOnly.tsx';
import { $player } from '../../core/stores/player.ts';
import { useCall } from '../base/useCall.ts';
import { LoadFailedState } from '../base/PageStates.tsx';
import { RateInput, parseRate } from '../agent-ui/RateInput.tsx';
import { TOAST_SUCCESS_LONG_MS } from '../../core/rules/constants.ts';
import { SubmitButton } from '../form/SubmitButton.tsx';

type Field = 'username' | 'password' | 'confirm' | 'rebate';
type NameCheck = { name: string; state: 'checking' | 'free' | 'taken' | 'invalid' };

const EMPTY: Record<Field, string> = { username: '', password: '', confirm: '', rebate: '' };
const FIELDS: readonly Field[] = ['username', 'password', 'confirm', 'rebate'];

export function AgentRegister() {
  return (
    <AgentOnly>
      <RegisterForm />
    </AgentOnly>
  );
}

function RegisterForm() {
  const { t } = useT();
  const { host, emit } = useHost();
  const { generation } = useStore($player);
  const settings = useCall((signal) => call(rebateSettings, undefined, { signal }), [generation]);
  const form = useForm<Field>(EMPTY);
  const { values, setValues, errors, setErrors, focus, busy } = form;
  const [downlineType, setDownlineType] = useState<0 | 1>(0);
  const [nameCheck, setNameCheck] = useState<NameCheck | null>(null);
  const [done, setDone] = useState<{ account: string } | null>(null);

  const max = settings.value?.rebate ?? 0;

  const set = (field: Field) => (value: string) => {
    form.set(field)(value);
    if (field === 'username') setNameCheck(null);
  };

  /** Asks the platform whether the name is free; null when the format is already wrong. */
  const checkName = async (name: string): Promise<NameCheck['state'] | null> => {
    if (verifyField('username', name)) return null;
    setNameCheck({ name, state: 'checking' });
    try {
      const free = await call(checkUsername, { username: name });
      const state = free ? 'free' : 'taken';
      setNameCheck((c) => (c?.name === name ? { name, state } : c));
      return state;
    } catch (e) {
      if (isRequestError(e) && e.kind === 'api' && e.code === 'register.field_invalid') {
        setNameCheck({ name, state: 'invalid' });
        return 'invalid';
      }
      setNameCheck(null);
      throw e;
    }
  };

  const onNameBlur = () => {
    const name = values.username.trim();
    const formatError = name ? verifyField('username', name) : null;
    if (formatError) {
      setErrors((e) => ({ ...e, username: formatError }));
      return;
    }
    if (name && nameCheck?.name !== name) checkName(name).catch(() => undefined);
  };

  const validate = (): Partial<Record<Field, string>> => ({
    username: verifyField('username', values.username) ?? undefined,
    password: verifyField('password', values.password) ?? undefined,
    confirm: !values.confirm ? 'in_incorrect_password' : values.confirm !== values.password ? 'in_confirmation_correct' : undefined,
    rebate: values.rebate.trim() && parseRate(values.rebate, max) === null ? 'rebate.invalid' : undefined,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.run(send);
  };

  const send = async () => {
    const found = validate();
    if (!form.validate(FIELDS, (f) => found[f])) return;
    const username = values.username.trim();
    try {
      const state = nameCheck?.name === username && nameCheck.state !== 'checking' ? nameCheck.state : await checkName(username);
      if (state !== 'free') {
        setErrors({ username: state === 'taken' ? 'agent.register.taken' : 'verify.username.format' });
        focus('username');
        return;
      }
      const rebate = values.rebate.trim() ? parseRate(values.rebate, max)! : undefined;
      const result = await call(registerDownline, { username, password: values.password, type: downlineType, ...(rebate !== undefined ? { rebate } : {}) });
      toast('success', 'in_registered_successfully', TOAST_SUCCESS_LONG_MS);
      emit('mc-downline', { id: result.id, account: result.account, type: downlineType });
      setDone({ account: result.account });
      setValues(EMPTY);
      setNameCheck(null);
      setErrors({});
    } catch (err) {
      if (isRequestError(err) && err.kind === 'api' && err.code === 'register.username_exists') {
        setErrors({ username: 'agent.register.taken' });
        focus('username');
      }
      toastError(err);
    }
  };

  const nameHint =
    nameCheck?.name === values.username.trim() && !errors.username
      ? nameCheck.state === 'checking'
        ? t('agent.register.checking')
        : nameCheck.state === 'free'
          ? t('agent.register.free')
          : nameCheck.state === 'taken'
            ? t('agent.register.taken')
            : t('verify.username.format')
      : null;
  const errorText = (key?: string) => (key === 'rebate.invalid' ? t('agent.rebate.invalid', { max }) : key && t(key));

  return (
    <section className="page">
      {done && (
        <div className="card done" part="done" role="status">
          <p>{t('agent.register.done', { account: done.account })}</p>
          <button type="button" className="link-btn" onClick={() => agentGo(host, AGENT_PATHS.team)}>
            {t('agent.register.toTeam')}
          </button>
        </div>
      )}
      <form className="card form-card" part="form" noValidate onSubmit={submit} aria-busy={busy}>
        <h2>{t('agent.register.title')}</h2>
        <div onBlur={onNameBlur}>
          <TextField
            id="downline-username"
            label={t('login.username')}
            value={values.username}
            onChange={set('username')}
            error={errors.username && t(errors.username)}
            autoComplete="off"
            maxLength={16}
            inputRef={form.ref('username')}
          />
          {nameHint && (
            <p
              className={`hint ${nameCheck?.state === 'free' ? 'ok' : nameCheck?.state === 'checking' ? '' : 'bad'}`}
              role="status"
              data-check={nameCheck?.state}
            >
              {nameHint}
            </p>
          )}
        </div>
        <TextField
          id="downline-password"
          label={t('login.password')}
          type="password"
          value={values.password}
          onChange={set('password')}
          error={errors.password && t(errors.password)}
          autoComplete="new-password"
          revealLabels={[t('common.showPassword'), t('common.hidePassword')]}
          inputRef={form.ref('password')}
        />
        <TextField
          id="downline-confirm"
          label={t('agent.register.confirm')}
          type="password"
          value={values.confirm}
          onChange={set('confirm')}
          error={errors.confirm && t(errors.confirm)}
          autoComplete="new-password"
          revealLabels={[t('common.showPassword'), t('common.hidePassword')]}
          inputRef={form.ref('confirm')}
        />
        <fieldset className="choice">
          <legend>{t('agent.register.type')}</legend>
          <label>
            <input type="radio" name="downline-type" checked={downlineType === 0} onChange={() => setDownlineType(0)} />
            {t('agent.team.typeMember')}
          </label>
          <label>
            <input type="radio" name="downline-type" checked={downlineType === 1} onChange={() => setDownlineType(1)} />
            {t('agent.team.typeAgent')}
          </label>
        </fieldset>
        {settings.value ? (
          <RateInput
            id="downline-rebate"
            label={t('agent.register.rebate', { rate: settings.value.defaultRebate, max })}
            value={values.rebate}
            max={max}
            error={errorText(errors.rebate)}
            onChange={set('rebate')}
          />
        ) : (
          // Without the rebate settings the downline gets the default rate; the player can still ask for them.
          settings.status === 'error' && <LoadFailedState error={settings.error} onRetry={settings.reload} />
        )}
        <p className="note">{t('agent.register.firstLogin')}</p>
        <SubmitButton busy={busy}>{t('agent.register.submit')}</SubmitButton>
      </form>
    </section>
  );
}
