/**
 * <mc-team-betting>: the bets of everyone in the agent's team, newest first, for a range and
 * optionally one account: game, stake, payout, time; the range's total stake and payout on top;
 * paged. Agents only.
 *
 * @attr range - initial range: today (default) | yesterday | week | month
 * @attr account - initial account filter
 * @event mc-navigate - /m/home for a visitor without an agency centre
 * @csspart range - the range tabs
 * @csspart search - the account filter
 * @csspart bet - one bet row
 * @csspart pager - the pager
 * @csspart input - an input field (every text, number, date and search box)
 */
// Agents only: §6.
import { useState } from 'react';
import { call } from '../../core/api/request.ts';
import { teamBets } from '../../core/api/agent.ts';
import { RANGE_PRESETS, rangeFor, type RangePreset } from '../../core/agent/dateRange.ts';
import { formatMoney } from '../../core/format.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { useAgentSession } from '../agent-ui/useAgentSession.ts';
import { useCall } from '../base/useCall.ts';
import { Loaded } from '../agent-ui/States.tsx';
import { Pager, RangeTabs, Stat, formatDateTime } from '../agent-ui/controls.tsx';
import { AccountSearch } from '../agent-ui/AccountSearch.tsx';

export function TeamBetting({ range, account }: { range?: string; account?: string }) {
  const { t, language } = useT();
  const { host } = useHost();
  const session = useAgentSession(host);
  const [preset, setPreset] = useState<RangePreset>(() => (RANGE_PRESETS.includes(range as RangePreset) ? (range as RangePreset) : 'today'));
  const [query, setQuery] = useState({ account: account?.trim() ?? '', page: 1 });
  const dates = rangeFor(preset);
  const bets = useCall(
    (signal) => call(teamBets, { ...dates, pageNo: query.page, pageSize: 20, ...(query.account ? { account: query.account } : {}) }, { signal }),
    [session?.generation, dates.startDate, dates.endDate, query.account, query.page],
    session !== null,
  );
  if (!session) return null;
  const money = (n: number) => formatMoney(n, language);
  return (
    <section className="page">
      <RangeTabs
        value={preset}
        onChange={(p) => {
          setPreset(p);
          setQuery((q) => ({ ...q, page: 1 }));
        }}
      />
      <AccountSearch id="bets-account" initial={account} onSearch={(acc) => setQuery({ account: acc, page: 1 })} />
      {bets.value && (
        <dl className="stats">
          <Stat label={t('agent.betting.totalStake')} value={money(bets.value.totalStake)} />
          <Stat label={t('agent.betting.totalPayout')} value={money(bets.value.totalPayout)} />
        </dl>
      )}
      <div className="card">
        <Loaded state={bets} isEmpty={(v) => v.list.length === 0}>
          {(v) => (
            <ul className="rows">
              {v.list.map((b) => (
                <li key={b.id} className="row" part="bet">
                  <div className="row-main">
                    <span className="row-title">{b.gameName}</span>
                    <span className="row-sub">
                      {b.account} · {formatDateTime(b.createdAt, language)}
                    </span>
                  </div>
                  <div className="row-end">
                    <span>{t('agent.betting.stake', { amount: money(b.stake) })}</span>
                    <span className={b.payout > 0 ? 'up' : 'row-sub'}>{t('agent.betting.payout', { amount: money(b.payout) })}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </div>
      {bets.value && <Pager page={query.page} totalPages={bets.value.totalPages} onPage={(page) => setQuery((q) => ({ ...q, page }))} />}
    </section>
  );
}
