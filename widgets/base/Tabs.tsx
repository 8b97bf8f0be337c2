/**
 * Tabs with the ARIA tab pattern: arrow keys move between tabs, the chosen one is selected.
 *
 * @csspart tabs - the tab list
 * @csspart tab - a tab
 * @csspart tab-active - the selected tab (it is also part tab)
 */
import { useRef, type KeyboardEvent } from 'react';

export interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly { id: T; label: string }[];
  value: T;
  onChange: (id: T) => void;
  /** Prefix for ids: tab `${idPrefix}-tab-${id}`, panel `${idPrefix}-panel`. */
  idPrefix: string;
}

export function Tabs<T extends string>({ label, tabs, value, onChange, idPrefix }: TabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, index: number) => {
    const forward = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!forward) return;
    // The arrow keys follow what the eye sees: in RTL the next tab is on the left.
    const step = getComputedStyle(e.currentTarget).direction === 'rtl' ? -forward : forward;
    e.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onChange(tabs[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label} part="tabs">
      {tabs.map((tab, i) => (
        <button
          key={tab.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.id}`}
          className="tab"
          part={tab.id === value ? 'tab tab-active' : 'tab'}
          aria-selected={tab.id === value}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.id === value ? 0 : -1}
          onClick={() => onChange(tab.id)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
