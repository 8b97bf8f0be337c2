/**
 * <mc-team-rebate>: the rebate rate of each direct downline, searchable and paged; the agent
 * changes a member's rate (0 up to its own rate, one decimal) and saves it. Agents only. If the
 * session ends while a rate is being typed, it stays for the same agent to sign in again and save.
 *
 * @event mc-rebate - { kind: 'member-rate', memberId, account, rebate } after a member's rate was saved
 * @event mc-navigate - /m/home for a visitor without an agency centre
 * @csspart search - the search form
 * @csspart member - one member row
 * @csspart pager - the pager
 * @csspart input - an input field (every text, number, date and search box)
 */
// Agents only: §6.
import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { rebateSettings, subordinates, updateRebate, type Subordinate } from '../../core/api/agent.ts';
import { TOAST_SUCCESS_LONG_MS } from '../../core/rules/constants.ts';
import { isAgent } from '../../core/rules/roles.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { toast, toastError } from '../base/feedback.ts';
import { AgentOnly } from '../agent-ui/AgentOnly.tsx';
import { $player } from '../../core/stores/player.ts';
import { useCall } from '../base/useCall.ts';
import { Loaded } from '../agent-ui/States.tsx';
import { Pager } from '../agent-ui/controls.tsx';
import { AccountSearch } from '../agent-ui/AccountSearch.tsx';
import { RateInput, parseRate } from '../agent-ui/RateInput.tsx';

export function TeamRebate() {
  return (
    <AgentOnly>
      <TeamRates />
    </AgentOnly>
  );
}

function TeamRates() {
  const { t } = useT();
  const { emit } = useHost();
  const { generation } = useStore($player);
  const [query, setQuery] = useState({ account: '', page: 1 });
  const [editing, setEditing] = useState<{ id: string; value: string; error?: string; busy?: boolean } | null>(null);
  const own = useCall((signal) => call(rebateSettings, undefined, { signal }), [generation]);
  const list = useCall(
    (signal) => call(subordinates, { pageNo: query.page, pageSize: 20, ...(query.account ? { account: query.account } : {}) }, { signal }),
    [generation, query.account, query.page],
  );
  const max = own.value?.rebate ?? 0;

  const save = async (e: FormEvent, member: Subordinate) => {
    e.preventDefault();
    if (!editing) return;
    const rate = parseRate(editing.value, max);
    if (rate === null) {
      setEditing({ ...editing, error: t('agent.rebate.invalid', { max }) });
      return;
    }
    setEditing({ ...editing, error: undefined, busy: true });
    try {
      await call(updateRebate, { memberId: member.id, rebate: rate });
      if (list.value) list.setValue({ ...list.value, list: list.value.list.map((m) => (m.id === member.id ? { ...m, rebate: rate } : m)) });
      setEditing(null);
      toast('success', 'agent.rebate.saved', TOAST_SUCCESS_LONG_MS);
      emit('mc-rebate', { kind: 'member-rate', memberId: member.id, account: member.account, rebate: rate });
    } catch (err) {
      setEditing((ed) => (ed ? { ...ed, busy: false } : ed));
      toastError(err);
    }
  };

  return (
    <section className="page">
      {own.value && <p className="note">{t('agent.rebate.teamNote', { max })}</p>}
      <AccountSearch id="rebate-search" onSearch={(account) => setQuery({ account, page: 1 })} />
      <div className="card">
        <Loaded state={list} isEmpty={(v) => v.list.length === 0}>
          {(v) => (
            <ul className="rows">
              {v.list.map((m) => (
                <li key={m.id} className="row" part="member" data-account={m.account}>
                  {editing?.id === m.id ? (
                    <form className="rate-form" noValidate onSubmit={(e) => void save(e, m)}>
                      <RateInput
                        id={`rate-${m.id}`}
                        label={t('agent.rebate.memberLabel', { account: m.account, max })}
                        value={editing.value}
                        max={max}
                        error={editing.error}
                        onChange={(value) => setEditing({ ...editing, value })}
                      />
                      <div className="actions">
                        <button type="button" className="btn btn-outline" onClick={() => setEditing(null)}>
                          {t('common.cancel')}
                        </button>
                        <button type="submit" className="btn btn-primary" disabled={editing.busy}>
                          {editing.busy && <span className="spinner" aria-hidden="true" />}
                          {t('agent.rebate.save')}
                        </button>
                      </div>
                    </form>
                  ) : (
                    <>
                      <div className="row-main">
                        <span className="row-title">
                          {m.account} {isAgent(m.type) && <span className="tag">{t('agent.team.typeAgent')}</span>}
                        </span>
                        <span className="row-sub">{t('agent.team.rebate', { rate: m.rebate })}</span>
                      </div>
                      <button
                        type="button"
                        className="btn btn-outline"
                        disabled={!own.value}
                        onClick={() => setEditing({ id: m.id, value: String(m.rebate) })}
                        aria-label={t('agent.rebate.editFor', { account: m.account })}
                      >
                        {t('agent.rebate.edit')}
                      </button>
                    </>
                  )}
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
