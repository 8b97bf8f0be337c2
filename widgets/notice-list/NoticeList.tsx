/**
 * <mc-notice-list>: the /m/notice page: every home announcement (the ones the marquee shows),
 * newest first, with its date and its HTML content, sanitised. Links in the content that start
 * with http open in a new tab; others navigate in the app.
 *
 * @event mc-navigate - an in-app link in an announcement was tapped (cancelable)
 * @csspart list - the list
 * @csspart item - one announcement
 * @csspart title - an announcement's title
 * @csspart content - an announcement's content
 */
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '../../core/format.ts';
import { $noticeAnnouncements, homeAnnouncementStore } from '../../core/stores/content.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { useSanitizer } from '../base/sanitizer.ts';
import { PlatformHtml } from '../base/PlatformHtml.tsx';
import { retryTextKey } from '../base/retryText.ts';

export function NoticeList() {
  const { t, language } = useT();
  const { host } = useHost();
  const state = useStore(homeAnnouncementStore.$state);
  const notices = useStore($noticeAnnouncements);

  useEffect(() => {
    void homeAnnouncementStore.load();
  }, []);

  const sorted = useMemo(() => [...notices].sort((a, b) => b.createdAt - a.createdAt), [notices]);
  const sanitizer = useSanitizer();

  if (!state.value && state.status === 'error') {
    return (
      <div className="mc-state" role="alert">
        <button type="button" className="btn btn-outline" onClick={() => void homeAnnouncementStore.load({ force: true })}>
          {t(retryTextKey(state.error))}
        </button>
      </div>
    );
  }
  const skeleton = (
    <ul className="list" part="list" aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1, 2].map((i) => (
        <li key={i} className="item skeleton" part="item" />
      ))}
    </ul>
  );
  if (!state.value) return skeleton;
  if (sorted.length === 0) return <p className="mc-state">{t('in_no_data')}</p>;
  if (!sanitizer) return skeleton;
  const onClick = sanitizer.onContentClick(host);

  return (
    <ul className="list" part="list" aria-label={t('lobby.notice.label')}>
      {sorted.map((n) => (
        <li key={n.id} className="item" part="item">
          <article aria-labelledby={`notice-${n.id}`}>
            <h2 className="title" part="title" id={`notice-${n.id}`} dir="auto">
              {n.title}
            </h2>
            {n.createdAt > 0 && (
              <time className="date" dateTime={new Date(n.createdAt).toISOString()}>
                {formatDateTime(n.createdAt, language)}
              </time>
            )}
            <PlatformHtml className="content" html={sanitizer.sanitizeHtml(n.content)} onClick={onClick} />
          </article>
        </li>
      ))}
    </ul>
  );
}
