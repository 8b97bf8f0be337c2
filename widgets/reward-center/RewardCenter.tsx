/**
 * <mc-reward-center>: the reward centre (/m/rewardCenter): the member's promotions by claim state
 * — rewards to claim (claimed right here: the balance, the list and the footer badge follow),
 * applications under review or rejected, rewards claimed and promotions joined, or all of them.
 *
 * @attr tab - the tab to open: claim | applications | done | all (default: claim when something waits, else all)
 * @event mc-promotion - { promotionId, action: 'claim', state, amount } after a claim
 * @event mc-navigate - the details of a promotion, login
 * @csspart tabs - the tab list
 * @csspart list - the promotions
 * @csspart promotion - one promotion card
 * @csspart tab - a tab
 * @csspart tab-active - the selected tab (it is also part tab)
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Promotion } from '../../core/api/content.ts';
import { navigate } from '../../core/nav.ts';
import { promotionListStore } from '../../core/stores/promotionList.ts';
import { $whitelabel, loadInitialConfig } from '../../core/stores/platform.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { MemberOnly, UnavailableState } from '../account-ui/MemberOnly.tsx';
import { EmptyState, LoadFailedState, LoadingState } from '../base/PageStates.tsx';
import { PromotionCard, useClaim } from '../promotion-ui/promotion.tsx';
import { Tabs } from '../base/Tabs.tsx';

export interface RewardCenterProps {
  tab?: string;
}

export type RewardTab = 'claim' | 'applications' | 'done' | 'all';
const TAB_STATES: Readonly<Record<RewardTab, readonly Promotion['state'][] | null>> = {
  claim: ['issued'],
  applications: ['applying', 'rejected'],
  done: ['claimed', 'joined'],
  all: null,
};
const TABS: readonly RewardTab[] = ['claim', 'applications', 'done', 'all'];
const isTab = (v: string | undefined): v is RewardTab => TABS.includes(v as RewardTab);

export const inTab = (tab: RewardTab, p: Promotion): boolean => TAB_STATES[tab]?.includes(p.state) ?? true;

export function RewardCenter(props: RewardCenterProps) {
  const whitelabel = useStore($whitelabel);
  useEffect(() => {
    void loadInitialConfig();
  }, []);
  if (whitelabel.REWCEN3 === false) return <UnavailableState />;
  return (
    <MemberOnly>
      <Rewards {...props} />
    </MemberOnly>
  );
}

function Rewards({ tab: wanted }: RewardCenterProps) {
  const { t } = useT();
  const { host, emit } = useHost();
  const list = useStore(promotionListStore.$state);
  const [chosen, setChosen] = useState<RewardTab | null>(isTab(wanted) ? wanted : null);
  const { claiming, claim } = useClaim();

  useEffect(() => {
    void promotionListStore.load();
  }, []);
  useEffect(() => {
    if (isTab(wanted)) setChosen(wanted);
  }, [wanted]);

  if (list.status === 'error' && !list.value) return <LoadFailedState error={list.error} onRetry={() => void promotionListStore.load({ force: true })} />;
  if (!list.value) return <LoadingState minHeight={320} />;
  const all = list.value;
  const toClaim = all.filter((p) => inTab('claim', p)).length;
  const tab: RewardTab = chosen ?? (toClaim > 0 ? 'claim' : 'all');
  const shown = all.filter((p) => inTab(tab, p));
  const labels: Record<RewardTab, string> = {
    claim: toClaim ? `${t('rewards.tab.claim')} (${toClaim})` : t('rewards.tab.claim'),
    applications: t('rewards.tab.applications'),
    done: t('rewards.tab.done'),
    all: t('rewards.tab.all'),
  };

  const onClaim = async (p: Promotion) => {
    const amount = await claim(p.id);
    if (amount !== null) emit('mc-promotion', { promotionId: p.id, action: 'claim', state: 'claimed', amount });
  };

  return (
    <div className="page">
      <Tabs idPrefix="rewards" label={t('title.rewardCenter')} tabs={TABS.map((id) => ({ id, label: labels[id] }))} value={tab} onChange={setChosen} />
      <div id="rewards-panel" role="tabpanel" aria-labelledby={`rewards-tab-${tab}`}>
        {shown.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="promo-list" part="list">
            {shown.map((p) => (
              <li key={p.id}>
                <PromotionCard
                  promotion={p}
                  onOpen={() => navigate(host, 'activityInfo', { query: { id: p.id } })}
                  onClaim={() => void onClaim(p)}
                  claiming={claiming === p.id}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
