/**
 * <mc-feedback>: feedback to the platform: a comment of at most 140 characters with a live count
 * and up to 3 png or jpg pictures of at most 5 MB each, refused on the device, before anything is
 * sent, when they break those rules. Below the form, the player's earlier feedback: date, comment,
 * pictures and the platform's reply. A failed send keeps the text and the pictures, so the player
 * only taps again.
 *
 * @event mc-feedback - { images } after the platform took a feedback (images: how many pictures)
 * @event mc-navigate - login (visitor)
 * @csspart form - the feedback form
 * @csspart comment - the comment field
 * @csspart images - the picture picker
 * @csspart list - the earlier feedback
 * @csspart item - one earlier feedback
 */
// Spec §7 `PUT /wps/feedback`; upload rules of §5 in the shared image picker.
import { useState, type FormEvent } from 'react';
import type { McEventMap } from '../../core/events.ts';
import { feedback as sendFeedback, feedbackList, type FeedbackItem } from '../../core/api/member.ts';
import { call } from '../../core/api/request.ts';
import { assetUrl } from '../../core/config.ts';
import { TOAST_SUCCESS_LONG_MS } from '../../core/rules/constants.ts';
import { CommentImagesFields, useCommentImages } from '../form/CommentImages.tsx';
import { toast, toastError } from '../base/feedback.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { MemberOnly } from '../account-ui/MemberOnly.tsx';
import { formatRecordTime } from '../money-ui/moneyFormat.ts';
import { EmptyState, LoadFailedState, LoadingState } from '../base/PageStates.tsx';
import { useCall } from '../base/useCall.ts';
import { useSubmitGuard } from '../form/useSubmitGuard.ts';

const PAGE_SIZE = 10;

export type FeedbackEventDetail = McEventMap['mc-feedback'];

export function Feedback() {
  return (
    <MemberOnly>
      <FeedbackPage />
    </MemberOnly>
  );
}

function FeedbackPage() {
  const { t } = useT();
  // Bumped after a send, so the list shows the new feedback on top.
  const [version, setVersion] = useState(0);
  return (
    <div className="page">
      <FeedbackForm onSent={() => setVersion((v) => v + 1)} />
      <section className="section" aria-labelledby="fb-history">
        <h2 className="section-title" id="fb-history">
          {t('feedback.history')}
        </h2>
        <FeedbackHistory version={version} />
      </section>
    </div>
  );
}

function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useT();
  const { emit } = useHost();
  const entry = useCommentImages('fb', { required: true });
  const { busy, begin, end } = useSubmitGuard();
  const [failed, setFailed] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!entry.check(e.currentTarget)) return;
    if (!begin()) return;
    setFailed(false);
    try {
      await call(sendFeedback, entry.payload());
      toast('success', 'feedback.sent', TOAST_SUCCESS_LONG_MS);
      emit('mc-feedback', { images: entry.images.length });
      entry.clear();
      onSent();
    } catch (err) {
      // what the player typed and picked stays for another try
      setFailed(true);
      toastError(err);
    } finally {
      end();
    }
  };

  return (
    <form className="section" part="form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="fb-title">
      <h2 className="section-title" id="fb-title">
        {t('feedback.title')}
      </h2>
      <p className="muted">{t('feedback.intro')}</p>
      <CommentImagesFields
        id="fb"
        state={entry}
        commentLabel={t('feedback.comment')}
        commentHint={t('feedback.commentHint')}
        imagesLabel={t('feedback.images')}
        disabled={busy}
      />
      {failed && (
        <p className="error" role="alert">
          {t('feedback.failed')}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {failed ? t('common.retry') : t('feedback.send')}
      </button>
    </form>
  );
}

function FeedbackHistory({ version }: { version: number }) {
  const { t } = useT();
  const first = useCall((signal) => call(feedbackList, { pageNo: 1, pageSize: PAGE_SIZE }, { signal }), [version]);
  const [more, setMore] = useState<{ base: unknown; items: FeedbackItem[]; page: number; totalPages: number } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  if (first.status === 'error' && !first.value) return <LoadFailedState error={first.error} onRetry={first.reload} />;
  if (!first.value) return <LoadingState minHeight={120} />;
  if (first.value.list.length === 0) return <EmptyState />;

  // Later pages belong to the first page they followed; a new first page starts afresh.
  const extra = more && more.base === first.value ? more : null;
  const page = extra?.page ?? 1;
  const totalPages = extra?.totalPages ?? first.value.totalPages;
  const seen = new Set<string>();
  const items = [...first.value.list, ...(extra?.items ?? [])].filter((f) => !seen.has(f.id) && !!seen.add(f.id));

  const loadMore = async () => {
    const base = first.value;
    setLoadingMore(true);
    try {
      const next = await call(feedbackList, { pageNo: page + 1, pageSize: PAGE_SIZE });
      setMore({ base, items: [...(extra?.items ?? []), ...next.list], page: page + 1, totalPages: next.totalPages });
    } catch (err) {
      toastError(err);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <>
      <ul className="records feedback-list" part="list" aria-labelledby="fb-history">
        {items.map((f) => (
          <FeedbackRow key={f.id} item={f} />
        ))}
      </ul>
      {page < totalPages && (
        <div className="more">
          <button type="button" className="btn btn-outline" onClick={() => void loadMore()} disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore && <span className="spinner" aria-hidden="true" />}
            {t('records.more')}
          </button>
        </div>
      )}
    </>
  );
}

function FeedbackRow({ item }: { item: FeedbackItem }) {
  const { t } = useT();
  const replied = item.status === 'replied' && !!item.reply;
  return (
    <li className="record feedback-item" part="item" data-id={item.id}>
      <span className="record-meta">{formatRecordTime(item.createdAt)}</span>
      <span className="status" data-status={replied ? 'approved' : 'pending'}>
        {replied ? t('feedback.status.replied') : t('feedback.status.received')}
      </span>
      <p className="feedback-comment">{item.comment}</p>
      {item.images.length > 0 && (
        <ul className="feedback-thumbs" aria-label={t('feedback.images')}>
          {item.images.map((src, i) => (
            <li key={src}>
              <a href={assetUrl(src, 'link')} target="_blank" rel="noopener noreferrer">
                <img src={assetUrl(src)} width={56} height={56} alt={t('feedback.picture', { n: i + 1 })} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {replied && (
        <div className="feedback-reply">
          <span className="record-meta">
            {t('feedback.reply')}
            {item.repliedAt ? ` · ${formatRecordTime(item.repliedAt)}` : ''}
          </span>
          <p>{item.reply}</p>
        </div>
      )}
    </li>
  );
}
