/**
 * <mc-team-members>: the agent's direct downlines, newest first, searchable by account and paged:
 * account, member or agent, registration and last login, balance, rebate. Each row offers a
 * transfer to that member. Agents only.
 *
 * @attr page-size - rows per page (default 20)
 * @event mc-navigate - to the transfer page of a member; /m/home for a visitor without an agency centre
 * @csspart search - the search form
 * @csspart member - one member row
 * @csspart pager - the pager
 * @csspart input - an input field (every text, number, date and search box)
 */
// Agents only: §6.
import { useState } from 'react';
import { call } from '../../core/api/request.ts';
import { subordinates } from '../../core/api/agent.ts';
import { isAgent } from '../../core/rules/roles.ts';
import { formatMoney } from '../../core/format.ts';
import { AGENT_PATHS } from '../../core/agent/tiles.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { agentGo, useAgentSession } from '../agent-ui/useAgentSession.ts';
import { useCall } from '../base/useCall.ts';
import { Loaded } from '../agent-ui/States.tsx';
import { Pager, formatDate } from '../agent-ui/controls.tsx';
import { AccountSearch } from '../agent-ui/AccountSearch.tsx';

export function TeamMembers({ pageSize }: { pageSize?: number }) {
  const { t, language } = useT();
  const { host } = useHost();
  const session = useAgentSession(host);
  const size = pageSize && pageSize > 0 ? Math.min(Math.floor(pageSize), 100) : 20;
  const [query, setQuery] = useState({ account: '', page: 1 });
  const list = useCall(
    (signal) => call(subordinates, { pageNo: query.page, pageSize: size, ...(query.account ? { account: query.account } : {}) }, { signal }),
    [session?.generation, query.account, query.page, size],
    session !== null,
  );
  if (!session) return null;

  return (
    <section className="page">
      <AccountSearch id="team-search" onSearch={(account) => setQuery({ account, page: 1 })} />
      <div className="card">
        <Loaded state={list} isEmpty={(v) => v.list.length === 0}>
          {(v) => (
            <ul className="rows" aria-busy={list.status === 'loading'}>
              {v.list.map((m) => (
                <li key={m.id} className="row" part="member" data-account={m.account}>
                  <div className="row-main">
                    <span className="row-title">
                      {m.account} <span className="tag">{t(isAgent(m.type) ? 'agent.team.typeAgent' : 'agent.team.typeMember')}</span>
                    </span>
                    <span className="row-sub">{t('agent.team.registered', { date: formatDate(m.regDate, language) })}</span>
                    <span className="row-sub">
                      {m.lastLoginAt ? t('agent.team.lastLogin', { date: formatDate(m.lastLoginAt, language) }) : t('agent.team.neverLoggedIn')}
                    </span>
                  </div>
                  <div className="row-end">
                    <span>{formatMoney(m.balance, language)}</span>
                    <span className="row-sub">{t('agent.team.rebate', { rate: m.rebate })}</span>
                    <button type="button" className="link-btn" onClick={() => agentGo(host, `${AGENT_PATHS.transfer}?memberId=${encodeURIComponent(m.id)}`)}>
                      {t('agent.team.transfer')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </div>
      {list.value && <Pager page={query.page} totalPages={list.value.totalPages} onPage={(page) => setQuery((q) => ({ ...q, page }))} />}
    </section>
  );
}
