/**
 * The one country dialing-code picker in front of every mobile-number field (§3:
 * countryDialingCode of the login and registration payloads; login, registration, password reset
 * by phone). Fed by the platform's country list (`countriesStore`, loaded once and kept a day);
 * starts on the platform's location; absent while the list is unavailable (the field then works
 * without a code). Each country shows its flag, drawn from its ISO code.
 *
 * @csspart dialing-code - the country dialing-code picker in front of a mobile number
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { countriesStore, defaultDialingCode } from '../../core/stores/registration.ts';
import { initialConfigStore } from '../../core/stores/platform.ts';
import { useT } from '../base/i18n.ts';

/** The flag of an ISO 3166 alpha-2 code as regional-indicator letters ('' for anything else). */
export function countryFlag(code: string): string {
  return /^[A-Za-z]{2}$/.test(code) ? String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65)) : '';
}

/** The chosen dialing code ('' while unknown) and its setter; `preferred` wins when it is in the list. */
export function useDialingCode(preferred: string | undefined, enabled: boolean): [string, (code: string) => void] {
  const list = useStore(countriesStore.$state).value;
  const location = useStore(initialConfigStore.$state).value?.location;
  const [chosen, setChosen] = useState('');
  useEffect(() => {
    if (enabled) void countriesStore.load();
  }, [enabled]);
  const known = (code: string | undefined) => !!code && !!list?.some((c) => c.dialingCode === code);
  const value = known(chosen) ? chosen : known(preferred) ? preferred! : defaultDialingCode(list, location);
  return [enabled ? value : '', setChosen];
}

export function DialingCodeSelect({ id, value, onChange }: { id: string; value: string; onChange: (code: string) => void }) {
  const { t } = useT();
  const { status, value: list } = useStore(countriesStore.$state);
  // Its room while the list comes (a first visit; the platform's first screen draws the same),
  // so the number's box does not move when the picker arrives; nothing once the list failed.
  if (!list?.length || !value) return status === 'idle' || status === 'loading' ? <span className="dialing-code" aria-hidden="true" /> : null;
  const current = list.find((c) => c.dialingCode === value);
  // The closed picker shows the flag and the code; the list shows each country's name as well.
  return (
    <span className="dialing-code" part="dialing-code">
      <span className="dialing-code-value" aria-hidden="true">
        {current && <span className="dialing-code-flag">{countryFlag(current.code)}</span>}
        {value}
      </span>
      <select id={id} aria-label={t('mobile.dialingCode')} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {list.map((c) => (
          <option key={c.code} value={c.dialingCode}>
            {countryFlag(c.code)} {c.dialingCode} {c.name}
          </option>
        ))}
      </select>
    </span>
  );
}
