/**
 * Promotion pieces shared by the activity list, the reward centre and the promotion details:
 * the claim-state badge, a card, the dates line, and the claim action (balance, list and footer
 * badge follow — core/stores/promotionList.ts).
 *
 * @csspart state - the claim state of a promotion
 * @csspart promotion - a promotion card
 */
import { useState } from 'react';
import type { Promotion } from '../../core/api/content.ts';
import { assetUrl } from '../../core/config.ts';
import { isoDate } from '../../core/format.ts';
import { claimReward } from '../../core/stores/promotionList.ts';
import { TOAST_SUCCESS_LONG_MS } from '../../core/rules/constants.ts';
import { toast, toastError } from '../base/feedback.ts';
import { useT } from '../base/i18n.ts';
import { useMoney } from '../money-ui/moneyFormat.ts';

export type PromotionState = Promotion['state'];

export const PROMOTION_STATE_KEYS: Readonly<Record<PromotionState, string>> = {
  available: 'promo.state.available',
  applying: 'promo.state.applying',
  rejected: 'promo.state.rejected',
  issued: 'promo.state.issued',
  claimed: 'promo.state.claimed',
  closed: 'promo.state.closed',
  coming_soon: 'promo.state.coming_soon',
  joined: 'promo.state.joined',
};

/** States in which the player can send an application. */
export const canApply = (state: PromotionState): boolean => state === 'available' || state === 'rejected';

export function PromotionStateBadge({ state }: { state: PromotionState }) {
  const { t } = useT();
  return (
    <span className="status" data-status={state} part="state">
      {t(PROMOTION_STATE_KEYS[state])}
    </span>
  );
}

/** "1 Mar – 30 Apr" style line: start and end days, or when it starts for one coming soon. */
export function PromotionDates({ promotion }: { promotion: Promotion }) {
  const { t } = useT();
  if (!promotion.startAt && !promotion.endAt) return null;
  const text =
    promotion.state === 'coming_soon'
      ? t('promo.starts', { date: isoDate(new Date(promotion.startAt)) })
      : t('promo.period', { start: isoDate(new Date(promotion.startAt)), end: isoDate(new Date(promotion.endAt)) });
  return <span className="muted promo-dates">{text}</span>;
}

/** The claim button's behaviour: one claim at a time, a success toast with the amount, errors as toasts. */
/** `claim` resolves to the amount paid, or null when nothing was claimed (the error was shown). */
export function useClaim(): { claiming: string | null; claim: (promotionId: string) => Promise<number | null> } {
  const [claiming, setClaiming] = useState<string | null>(null);
  const { money } = useMoney();
  const claim = async (promotionId: string) => {
    if (claiming) return null;
    setClaiming(promotionId);
    try {
      const amount = await claimReward(promotionId);
      toast('success', 'promo.claimed', TOAST_SUCCESS_LONG_MS, { amount: money(amount) });
      return amount;
    } catch (e) {
      toastError(e);
      return null;
    } finally {
      setClaiming(null);
    }
  };
  return { claiming, claim };
}

export interface PromotionCardProps {
  promotion: Promotion;
  /** Opens the details. */
  onOpen: () => void;
  /** Claim button for an issued reward (reward centre). */
  onClaim?: () => void;
  claiming?: boolean;
}

export function PromotionCard({ promotion, onOpen, onClaim, claiming }: PromotionCardProps) {
  const { t } = useT();
  return (
    <article className="promo-card" part="promotion" data-state={promotion.state}>
      <button type="button" className="promo-open" onClick={onOpen} aria-label={t('promo.open', { title: promotion.title })}>
        {promotion.imageUrl && (
          <img className="promo-image" src={assetUrl(promotion.imageUrl)} width={690} height={260} alt="" loading="lazy" decoding="async" />
        )}
      </button>
      <div className="promo-body">
        <h2 className="promo-title">{promotion.title}</h2>
        <div className="promo-line">
          <PromotionStateBadge state={promotion.state} />
          <PromotionDates promotion={promotion} />
        </div>
        <div className="promo-actions">
          <button type="button" className="btn btn-outline" onClick={onOpen}>
            {t('promo.details')}
          </button>
          {onClaim && promotion.state === 'issued' && (
            <button type="button" className="btn btn-primary" onClick={onClaim} disabled={claiming} aria-busy={claiming}>
              {claiming && <span className="spinner" aria-hidden="true" />}
              {t('promo.claim')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
