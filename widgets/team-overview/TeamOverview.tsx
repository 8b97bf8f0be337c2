/**
 * <mc-team-overview>: the agent's team at a glance: team size, members online, and for a chosen
 * range (today, yesterday, 7 or 30 days) logins, bettors, registrations, deposits, withdrawals,
 * stake and the team's result. Agents only.
 *
 * @attr range - initial range: today (default) | yesterday | week | month
 * @event mc-navigate - /m/home for a visitor without an agency centre
 * @csspart range - the range tabs
 * @csspart stat - one figure
 */
// Agents only: §6.
import { useState } from 'react';
import { call } from '../../core/api/request.ts';
import { teamKpi } from '../../core/api/agent.ts';
import { RANGE_PRESETS, rangeFor, type RangePreset } from '../../core/agent/dateRange.ts';
import { formatMoney } from '../../core/format.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { useAgentSession } from '../agent-ui/useAgentSession.ts';
import { useCall } from '../base/useCall.ts';
import { Loaded } from '../agent-ui/States.tsx';
import { RangeTabs, Stat } from '../agent-ui/controls.tsx';

export function TeamOverview({ range }: { range?: string }) {
  const { t, language } = useT();
  const { host } = useHost();
  const session = useAgentSession(host);
  const [preset, setPreset] = useState<RangePreset>(() => (RANGE_PRESETS.includes(range as RangePreset) ? (range as RangePreset) : 'today'));
  const dates = rangeFor(preset);
  const kpi = useCall((signal) => call(teamKpi, { ...dates, size: 0 }, { signal }), [session?.generation, dates.startDate, dates.endDate], session !== null);
  if (!session) return null;
  const money = (n: number) => formatMoney(n, language);
  return (
    <section className="page">
      <RangeTabs value={preset} onChange={setPreset} />
      <Loaded state={kpi}>
        {(k) => (
          <>
            <div className="card">
              <h2>{t('agent.overview.team')}</h2>
              <dl className="stats">
                <Stat label={t('agent.overview.teamSize')} value={String(k.teamSize)} />
                <Stat label={t('agent.count.teamOnlineCount')} value={String(k.teamOnlineCount)} />
                <Stat label={t('agent.count.teamLoginMemberCount')} value={String(k.teamLoginMemberCount)} />
                <Stat label={t('agent.count.teamBetMemberCount')} value={String(k.teamBetMemberCount)} />
                <Stat label={t('agent.count.teamRegisterMemberCount')} value={String(k.teamRegisterMemberCount)} />
              </dl>
            </div>
            <div className="card">
              <h2>{t('agent.overview.money')}</h2>
              <dl className="stats">
                <Stat label={t('agent.overview.deposit')} value={money(k.teamDeposit)} />
                <Stat label={t('agent.overview.withdraw')} value={money(k.teamWithdraw)} />
                <Stat label={t('agent.overview.stake')} value={money(k.teamStake)} />
                <Stat label={t('agent.overview.profit')} value={money(k.teamProfit)} tone={k.teamProfit > 0 ? 'up' : k.teamProfit < 0 ? 'down' : undefined} />
              </dl>
              <p className="note">{t('agent.overview.profitNote')}</p>
            </div>
          </>
        )}
      </Loaded>
    </section>
  );
}
