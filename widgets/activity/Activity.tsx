/**
 * <mc-activity>: the promotions (/m/activity), open ones first, each with its art, title, claim
 * state and dates; tapping one opens its details (/m/activityInfo?id=…). Public: a visitor sees
 * every promotion as open; a member sees their own claim states.
 *
 * @event mc-navigate - the details of a promotion
 * @csspart list - the promotions
 * @csspart promotion - one promotion card
 * @csspart state - a claim-state badge
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Promotion } from '../../core/api/content.ts';
import { navigate } from '../../core/nav.ts';
import { promotionListStore } from '../../core/stores/promotionList.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { EmptyState, LoadFailedState, LoadingState } from '../base/PageStates.tsx';
import { PromotionCard } from '../promotion-ui/promotion.tsx';

/** Open first (to claim, open, joined, under review, rejected, claimed), then coming soon, then ended. */
const ORDER: Readonly<Record<Promotion['state'], number>> = {
  issued: 0,
  available: 1,
  joined: 2,
  applying: 3,
  rejected: 4,
  claimed: 5,
  coming_soon: 6,
  closed: 7,
};
export const byOpenFirst = (a: Promotion, b: Promotion): number => ORDER[a.state] - ORDER[b.state];

export function Activity() {
  const { t } = useT();
  const { host } = useHost();
  const list = useStore(promotionListStore.$state);

  useEffect(() => {
    void promotionListStore.load();
  }, []);

  if (list.status === 'error' && !list.value) return <LoadFailedState error={list.error} onRetry={() => void promotionListStore.load({ force: true })} />;
  if (!list.value) return <LoadingState minHeight={320} />;
  if (list.value.length === 0) return <EmptyState />;
  const promotions = [...list.value].sort(byOpenFirst);
  return (
    <div className="page">
      <ul className="promo-list" part="list" aria-label={t('title.activity')}>
        {promotions.map((p) => (
          <li key={p.id}>
            <PromotionCard promotion={p} onOpen={() => navigate(host, 'activityInfo', { query: { id: p.id } })} />
          </li>
        ))}
      </ul>
    </div>
  );
}
