/**
 * <mc-activity-info>: one promotion (/m/activityInfo?id=…): art, title, claim state, dates and its
 * description (platform HTML, sanitised), then the player's part by state — apply with a comment
 * (≤ 140 characters) and up to 3 png/jpg images of at most 5 MB (anything else is refused on the
 * device, before any upload), the application under review or rejected (with the reason, and
 * apply again), the reward to claim, the reward claimed, joined, coming soon, ended. A visitor is
 * asked to log in to take part.
 *
 * @attr promotion-id - the promotion to show (from ?id=)
 * @event mc-promotion - { promotionId, action: 'apply' | 'claim', state, amount? } after an application or a claim
 * @event mc-navigate - login, links inside the description, reward centre
 * @csspart promotion - the promotion
 * @csspart content - the description
 * @csspart apply - the application form
 * @csspart claim - the claim button
 * @csspart heading - the element's heading
 */
import { useEffect, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { promotionApplication, type Promotion } from '../../core/api/content.ts';
import { assetUrl } from '../../core/config.ts';
import { TOAST_SUCCESS_LONG_MS } from '../../core/rules/constants.ts';
import { applyForPromotion, promotionListStore } from '../../core/stores/promotionList.ts';
import { CommentImagesFields, useCommentImages } from '../form/CommentImages.tsx';
import { toast, toastError } from '../base/feedback.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { formatRecordTime, useMoney } from '../money-ui/moneyFormat.ts';
import { EmptyState, LoadFailedState, LoadingState } from '../base/PageStates.tsx';
import { PromotionDates, PromotionStateBadge, canApply, useClaim } from '../promotion-ui/promotion.tsx';
import { useSanitizer, type Sanitizer } from '../base/sanitizer.ts';
import { PlatformHtml } from '../base/PlatformHtml.tsx';
import { useCall } from '../base/useCall.ts';
import { useSubmitGuard } from '../form/useSubmitGuard.ts';
import { MemberOnly } from '../account-ui/MemberOnly.tsx';

export interface ActivityInfoProps {
  promotionId?: string;
}

export type { McPromotionDetail as PromotionEventDetail } from '../../core/events.ts';

export function ActivityInfo({ promotionId }: ActivityInfoProps) {
  const list = useStore(promotionListStore.$state);
  useEffect(() => {
    void promotionListStore.load();
  }, []);
  const sanitizer = useSanitizer();

  if (list.status === 'error' && !list.value) return <LoadFailedState error={list.error} onRetry={() => void promotionListStore.load({ force: true })} />;
  if (!list.value) return <LoadingState minHeight={320} />;
  const promotion = list.value.find((p) => p.id === promotionId);
  if (!promotion) return <EmptyState />;
  if (!sanitizer) return <LoadingState minHeight={320} />;
  return <Details promotion={promotion} sanitizer={sanitizer} />;
}

function Details({ promotion, sanitizer }: { promotion: Promotion; sanitizer: Sanitizer }) {
  const { host } = useHost();
  const html = sanitizer.sanitizeHtml(promotion.content);
  return (
    <article className="page" part="promotion" aria-labelledby="promo-title">
      {promotion.imageUrl && <img className="promo-image hero" src={assetUrl(promotion.imageUrl)} width={690} height={260} alt="" decoding="async" />}
      <section className="section">
        <h1 part="heading" className="promo-title" id="promo-title" dir="auto">
          {promotion.title}
        </h1>
        <div className="promo-line">
          <PromotionStateBadge state={promotion.state} />
          <PromotionDates promotion={promotion} />
        </div>
        {!sanitizer.isEmptyHtml(html) && <PlatformHtml className="promo-content" html={html} onClick={sanitizer.onContentClick(host)} />}
      </section>
      <Participation promotion={promotion} />
    </article>
  );
}

/**
 * The player's part: depends on the session and the claim state. A session the platform ends
 * under the application keeps it, with what was typed, for the same player to sign in again and send.
 */
function Participation({ promotion }: { promotion: Promotion }) {
  const { t } = useT();
  if (promotion.state === 'closed') return <p className="notice">{t('promo.info.closed')}</p>;
  if (promotion.state === 'coming_soon') return <p className="notice">{t('promo.info.comingSoon')}</p>;
  return (
    <MemberOnly loginText={t('promo.info.login')}>
      <MemberPart promotion={promotion} />
    </MemberOnly>
  );
}

function MemberPart({ promotion }: { promotion: Promotion }) {
  const { t } = useT();
  const { emit } = useHost();
  const { money } = useMoney();
  const { claiming, claim } = useClaim();
  const mine = useCall((signal) => call(promotionApplication, { promotionId: promotion.id }, { signal }), [promotion.id, promotion.state]);
  const status = mine.value;

  const onClaim = async () => {
    const amount = await claim(promotion.id);
    if (amount !== null) emit('mc-promotion', { promotionId: promotion.id, action: 'claim', state: 'claimed', amount });
  };

  const sent = status && status.appliedAt > 0 && (
    <dl className="kv">
      <dt>{t('promo.info.sentAt')}</dt>
      <dd>{formatRecordTime(status.appliedAt)}</dd>
      {status.comment && (
        <>
          <dt>{t('promo.info.comment')}</dt>
          <dd>{status.comment}</dd>
        </>
      )}
      <dt>{t('promo.info.images')}</dt>
      <dd>{status.images}</dd>
    </dl>
  );

  switch (promotion.state) {
    case 'available':
      return <ApplyForm promotion={promotion} />;
    case 'rejected':
      return (
        <>
          <section className="section" aria-labelledby="promo-rejected">
            <h2 className="section-title" id="promo-rejected">
              {t('promo.info.rejected')}
            </h2>
            {status?.reason && <p className="notice">{t('promo.info.reason', { reason: status.reason })}</p>}
            {sent}
          </section>
          <ApplyForm promotion={promotion} again />
        </>
      );
    case 'applying':
      return (
        <section className="section" aria-labelledby="promo-applying">
          <h2 className="section-title" id="promo-applying">
            {t('promo.info.applying')}
          </h2>
          {mine.status === 'error' ? <LoadFailedState error={mine.error} onRetry={mine.reload} /> : sent}
        </section>
      );
    case 'issued':
      return (
        <section className="section result" aria-labelledby="promo-issued">
          <h2 className="section-title" id="promo-issued">
            {t('promo.info.issued')}
          </h2>
          {status && status.reward > 0 && <p className="big">{money(status.reward)}</p>}
          <button
            type="button"
            className="btn btn-primary btn-block"
            part="claim"
            onClick={() => void onClaim()}
            disabled={claiming !== null}
            aria-busy={claiming !== null}
          >
            {claiming && <span className="spinner" aria-hidden="true" />}
            {t('promo.claim')}
          </button>
        </section>
      );
    case 'claimed':
      return (
        <section className="section result" aria-labelledby="promo-claimed">
          <h2 className="section-title" id="promo-claimed">
            {t('promo.info.claimed')}
          </h2>
          {status && status.reward > 0 && <p className="big positive">{money(status.reward)}</p>}
        </section>
      );
    case 'joined':
      return <p className="notice">{t('promo.info.joined')}</p>;
    default:
      return null;
  }
}

function ApplyForm({ promotion, again = false }: { promotion: Promotion; again?: boolean }) {
  const { t } = useT();
  const { emit } = useHost();
  const entry = useCommentImages('promo');
  const { busy, begin, end } = useSubmitGuard();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!canApply(promotion.state) || !entry.check(e.currentTarget)) return;
    if (!begin()) return;
    try {
      const { comment, images } = entry.payload();
      await applyForPromotion({ promotionId: promotion.id, comment: comment || undefined, images });
      toast('success', 'promo.applied', TOAST_SUCCESS_LONG_MS);
      emit('mc-promotion', { promotionId: promotion.id, action: 'apply', state: 'applying' });
    } catch (err) {
      toastError(err);
    } finally {
      end();
    }
  };

  return (
    <form className="section" part="apply" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="promo-apply-title">
      <h2 className="section-title" id="promo-apply-title">
        {again ? t('promo.info.applyAgain') : t('promo.info.apply')}
      </h2>
      <CommentImagesFields
        id="promo"
        state={entry}
        commentLabel={t('promo.info.comment')}
        commentHint={t('promo.info.commentHint')}
        imagesLabel={t('promo.info.images')}
        disabled={busy}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {t('promo.apply')}
      </button>
    </form>
  );
}
