/**
 * <mc-team-pnl>: the team's profit and loss for a range: the team's totals, then one row per
 * direct member (covering that member's whole branch): stake, payout, result, deposits and
 * withdrawals. A result is payout minus stake: negative when the team lost. Agents only.
 *
 * @attr range - initial range: today | yesterday | week | month (default week)
 * @event mc-navigate - /m/home for a visitor without an agency centre
 * @csspart range - the range tabs
 * @csspart member - one member row
 * @csspart pager - the pager
 */
// Agents only: §6.
import { useState } from 'react';
import { call } from '../../core/api/request.ts';
import { teamKpi, teamProfitLoss } from '../../core/api/agent.ts';
import { RANGE_PRESETS, rangeFor, type RangePreset } from '../../core/agent/dateRange.ts';
import { isAgent } from '../../core/rules/roles.ts';
import { formatMoney } from '../../core/format.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { useAgentSession } from '../agent-ui/useAgentSession.ts';
import { useCall } from '../base/useCall.ts';
import { Loaded } from '../agent-ui/States.tsx';
import { Pager, RangeTabs, Stat } from '../agent-ui/controls.tsx';

const tone = (n: number) => (n > 0 ? 'up' : n < 0 ? 'down' : undefined);

export function TeamPnl({ range }: { range?: string }) {
  const { t, language } = useT();
  const { host } = useHost();
  const session = useAgentSession(host);
  const [preset, setPreset] = useState<RangePreset>(() => (RANGE_PRESETS.includes(range as RangePreset) ? (range as RangePreset) : 'week'));
  const [page, setPage] = useState(1);
  const dates = rangeFor(preset);
  const deps = [session?.generation, dates.startDate, dates.endDate];
  const totals = useCall((signal) => call(teamKpi, { ...dates, size: 0 }, { signal }), deps, session !== null);
  const rows = useCall((signal) => call(teamProfitLoss, { ...dates, pageNo: page, pageSize: 20 }, { signal }), [...deps, page], session !== null);
  if (!session) return null;
  const money = (n: number) => formatMoney(n, language);
  const choose = (p: RangePreset) => {
    setPreset(p);
    setPage(1);
  };
  return (
    <section className="page">
      <RangeTabs value={preset} onChange={choose} />
      <div className="card">
        <h2>{t('agent.pnl.totals')}</h2>
        <Loaded state={totals}>
          {(k) => (
            <dl className="stats">
              <Stat label={t('agent.overview.stake')} value={money(k.teamStake)} />
              <Stat label={t('agent.pnl.result')} value={money(k.teamProfit)} tone={tone(k.teamProfit)} />
              <Stat label={t('agent.overview.deposit')} value={money(k.teamDeposit)} />
              <Stat label={t('agent.overview.withdraw')} value={money(k.teamWithdraw)} />
            </dl>
          )}
        </Loaded>
      </div>
      <div className="card">
        <h2>{t('agent.pnl.byMember')}</h2>
        <Loaded state={rows} isEmpty={(v) => v.list.length === 0}>
          {(v) => (
            <ul className="rows">
              {v.list.map((r) => (
                <li key={r.id} className="row" part="member" data-account={r.account}>
                  <div className="row-main">
                    <span className="row-title">
                      {r.account} {isAgent(r.type) && <span className="tag">{t('agent.team.typeAgent')}</span>}
                    </span>
                    <span className="row-sub">{t('agent.pnl.stakeBets', { stake: money(r.stake), count: r.bets })}</span>
                    <span className="row-sub">{t('agent.pnl.money', { deposit: money(r.deposit), withdraw: money(r.withdraw) })}</span>
                  </div>
                  <div className="row-end">
                    <span className={tone(r.profit)}>{money(r.profit)}</span>
                    <span className="row-sub">{t('agent.pnl.result')}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </div>
      {rows.value && <Pager page={page} totalPages={rows.value.totalPages} onPage={setPage} />}
    </section>
  );
}
