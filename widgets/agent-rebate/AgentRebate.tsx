/**
 * <mc-agent-rebate>: the agent's rebate settings: the agent's own rebate rate (set by its upline,
 * the ceiling for every downline), the rebate earned on the team's stake today and over 30 days,
 * and the default rate a newly registered downline gets, which the agent can change (0 up to its
 * own rate, one decimal). Agents only. If the session ends while the form is open, the rate typed
 * stays for the same agent to sign in again and save.
 *
 * @event mc-rebate-settings - { defaultRebate } after the default rate was saved
 * @event mc-navigate - /m/home for a visitor without an agency centre
 * @csspart stat - one figure
 * @csspart form - the default-rate form
 * @csspart input - an input field (every text, number, date and search box)
 */
// Agents only: §6.
import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { rebateSettings, updateRebateSettings } from '../../core/api/agent.ts';
import { formatMoney } from '../../core/format.ts';
import { TOAST_SUCCESS_LONG_MS } from '../../core/rules/constants.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { toast, toastError } from '../base/feedback.ts';
import { AgentOnly } from '../agent-ui/AgentOnly.tsx';
import { $player } from '../../core/stores/player.ts';
import { useCall } from '../base/useCall.ts';
import { useSubmitGuard } from '../form/useSubmitGuard.ts';
import { useStateFrom } from '../base/useStateFrom.ts';
import { Loaded } from '../agent-ui/States.tsx';
import { Stat } from '../agent-ui/controls.tsx';
import { RateInput, parseRate } from '../agent-ui/RateInput.tsx';

export function AgentRebate() {
  return (
    <AgentOnly>
      <RebateSettings />
    </AgentOnly>
  );
}

function RebateSettings() {
  const { t, language } = useT();
  const { emit } = useHost();
  const { generation } = useStore($player);
  const settings = useCall((signal) => call(rebateSettings, undefined, { signal }), [generation]);
  // The saved default until the agent types; a new default once saved (the session's end keeps what was typed).
  const [value, setValue] = useStateFrom(settings.value?.defaultRebate, (rate) => (rate === undefined ? '' : String(rate)));
  const [error, setError] = useState<string>();
  const guard = useSubmitGuard();
  const { busy } = guard;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const own = settings.value?.rebate ?? 0;
    const rate = parseRate(value, own);
    if (rate === null) {
      setError(t('agent.rebate.invalid', { max: own }));
      return;
    }
    setError(undefined);
    await guard.run(async () => {
      try {
        settings.setValue(await call(updateRebateSettings, { defaultRebate: rate }));
        toast('success', 'agent.rebate.saved', TOAST_SUCCESS_LONG_MS);
        emit('mc-rebate-settings', { defaultRebate: rate });
      } catch (err) {
        toastError(err);
      }
    });
  };

  return (
    <section className="page">
      <Loaded state={settings}>
        {(s) => (
          <>
            <div className="card">
              <h2>{t('agent.rebate.mine')}</h2>
              <dl className="stats">
                <Stat label={t('agent.rebate.ownRate')} value={`${s.rebate}%`} />
                <Stat label={t('agent.rebate.defaultRate')} value={`${s.defaultRebate}%`} />
                <Stat label={t('agent.rebate.earnedToday')} value={formatMoney(s.earnedToday, language)} />
                <Stat label={t('agent.rebate.earned30')} value={formatMoney(s.earned30Days, language)} />
              </dl>
              <p className="note">{t('agent.rebate.explain')}</p>
            </div>
            <form className="card form-card" part="form" noValidate onSubmit={save}>
              <h2>{t('agent.rebate.defaultTitle')}</h2>
              <RateInput
                id="default-rebate"
                label={t('agent.rebate.defaultLabel', { max: s.rebate })}
                value={value}
                max={s.rebate}
                error={error}
                onChange={setValue}
              />
              <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
                {busy && <span className="spinner" aria-hidden="true" />}
                {t('agent.rebate.save')}
              </button>
            </form>
          </>
        )}
      </Loaded>
    </section>
  );
}
