/**
 * <mc-responsible-gaming>: the responsible-gaming page (/m/responsibleGaming). Deposit and loss
 * limits per day, week and month; the reality check's interval and a session time limit; the
 * activity statement with its chart; a time-out and self-exclusion; links to help
 * organisations. The merchant chooses which tools show (initial configuration,
 * `responsibleGaming.tools`); the platform enforces every rule, this page sets and shows them.
 * A visitor sees the introduction and the help links, and is asked to sign in for the rest.
 *
 * @event mc-navigate - login, home after a time-out or self-exclusion started
 * @event mc-responsible-gaming - { action: 'limit' | 'session' | 'timeout' | 'self-exclusion' } after a change was saved
 * @csspart section - each tool's section
 * @csspart chart - the activity chart
 * @csspart help - the help organisations
 * @csspart heading - the element's heading
 * @csspart tab - a tab
 * @csspart tab-active - the selected tab (it is also part tab)
 * @csspart input - an input field (every text, number, date and search box)
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { LIMIT_KINDS } from '../../core/api/responsibleGaming.ts';
import { loadInitialConfig } from '../../core/stores/platform.ts';
import { $rgConfig, rgStatusStore, rgToolOn } from '../../core/stores/responsibleGaming.ts';
import { useT } from '../base/i18n.ts';
import { MemberOnly } from '../account-ui/MemberOnly.tsx';
import { LoadFailedState, LoadingState } from '../base/PageStates.tsx';
import { ActivitySection } from './ActivitySection.tsx';
import { BreakSection } from './BreakSection.tsx';
import { HelpLinks } from './HelpLinks.tsx';
import { LimitsSection } from './LimitsSection.tsx';
import { SessionSection } from './SessionSection.tsx';

export function ResponsibleGaming() {
  const { t } = useT();
  const config = useStore($rgConfig);
  useEffect(() => {
    void loadInitialConfig();
  }, []);
  return (
    <div className="page">
      <h1 part="heading" className="heading">
        {t('title.responsibleGaming')}
      </h1>
      <p className="intro">{t('rg.intro')}</p>
      <MemberOnly>
        <Tools />
      </MemberOnly>
      {config && <HelpLinks links={config.helpLinks} />}
    </div>
  );
}

function Tools() {
  const config = useStore($rgConfig);
  const status = useStore(rgStatusStore.$state);
  useEffect(() => {
    void rgStatusStore.load({ force: true });
  }, []);
  if (status.status === 'error' && !status.value) return <LoadFailedState error={status.error} onRetry={() => void rgStatusStore.load({ force: true })} />;
  if (!status.value || !config) return <LoadingState minHeight={480} />;
  const on = (tool: string) => rgToolOn(config, tool);
  return (
    <>
      {LIMIT_KINDS.filter((k) => on(k === 'deposit' ? 'depositLimits' : 'lossLimits')).map((kind) => (
        <LimitsSection key={kind} kind={kind} status={status.value!} />
      ))}
      {on('realityCheck') && <SessionSection status={status.value} defaultMinutes={config.realityCheckMinutes} />}
      {on('activity') && <ActivitySection />}
      {on('timeOut') && <BreakSection kind="timeout" />}
      {on('selfExclusion') && <BreakSection kind="self-exclusion" />}
    </>
  );
}
