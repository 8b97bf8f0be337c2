/**
 * The search by account above a team list: the typed account is sent only on submit.
 *
 * @csspart search - the search form
 * @csspart input - the account box
 */
import { useState } from 'react';
import { useT } from '../base/i18n.ts';

export function AccountSearch({ id, initial = '', onSearch }: { id: string; initial?: string; onSearch: (account: string) => void }) {
  const { t } = useT();
  const [typed, setTyped] = useState(initial);
  return (
    <form
      className="search"
      part="search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {t('agent.team.search')}
      </label>
      <input
        part="input"
        id={id}
        type="search"
        value={typed}
        placeholder={t('agent.team.search')}
        onChange={(e) => setTyped(e.currentTarget.value)}
        enterKeyHint="search"
      />
      <button type="submit" className="btn btn-primary">
        {t('agent.team.searchButton')}
      </button>
    </form>
  );
}
