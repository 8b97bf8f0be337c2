/**
 * The head the ways-in forms share (login, registration, password reset): the close button, the
 * heading and, when there is more than one way, the tabs over the one panel that holds the
 * chosen way's fields.
 */
import type { ReactNode } from 'react';
import { PageClose } from '../account-ui/PageClose.tsx';
import { Tabs } from '../base/Tabs.tsx';

export interface MethodPanelProps<M extends string> {
  /** Prefix of the tabs' and the panel's ids (`login` → `login-tab-sms`, `login-panel`). */
  idPrefix: string;
  heading: string;
  closable: boolean;
  /** The tab list's accessible name. */
  tabsLabel: string;
  /** The ways on offer; one or none shows no tabs. */
  tabs: readonly { id: M; label: string }[];
  value: M | undefined;
  onChange: (method: M) => void;
  children: ReactNode;
}

export function MethodPanel<M extends string>({ idPrefix, heading, closable, tabsLabel, tabs, value, onChange, children }: MethodPanelProps<M>) {
  const tabbed = tabs.length > 1 && value !== undefined;
  return (
    <>
      {closable && <PageClose />}
      <h1 part="heading" className="heading">
        {heading}
      </h1>
      {tabbed && <Tabs label={tabsLabel} idPrefix={idPrefix} value={value} onChange={onChange} tabs={[...tabs]} />}
      <div className="form-panel" id={`${idPrefix}-panel`} role={tabbed ? 'tabpanel' : undefined}>
        {children}
      </div>
    </>
  );
}
