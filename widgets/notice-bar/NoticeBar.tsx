/**
 * <mc-notice-bar>: the announcement bar: the titles of the home announcements scroll past, or a
 * line saying there are none. A tap opens the announcement list. The bar keeps one height in every
 * state; with reduced motion the titles stand still.
 *
 * @event mc-navigate - to /m/notice when tapped (cancelable; the page routes it)
 * @csspart bar - the bar (a button)
 * @csspart icon - the speaker icon
 * @csspart text - the scrolling titles
 * @cssprop --mc-notice-bar-height - bar height (default 36px)
 * @cssprop --mc-notice-bar-background - bar background (default the surface colour)
 */
// Spec §2.10.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { MARQUEE_SPEED_PX_PER_S } from '../../core/lobby.ts';
import { navigate } from '../../core/nav.ts';
import { $noticeAnnouncements, homeAnnouncementStore } from '../../core/stores/content.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { retryTextKey } from '../base/PageStates.tsx';

export function NoticeBar() {
  const { t } = useT();
  const { host } = useHost();
  const state = useStore(homeAnnouncementStore.$state);
  const notices = useStore($noticeAnnouncements);

  useEffect(() => {
    void homeAnnouncementStore.load();
  }, []);

  const icon = (
    <svg className="icon" part="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
        fill="currentColor"
      />
    </svg>
  );

  if (!state.value && state.status === 'error') {
    return (
      <button type="button" className="bar retry" part="bar" onClick={() => void homeAnnouncementStore.load({ force: true })}>
        {icon}
        <span className="text">{t(retryTextKey(state.error))}</span>
      </button>
    );
  }
  if (!state.value) {
    return (
      <div className="bar" part="bar" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {icon}
        <span className="skeleton" />
      </div>
    );
  }

  const titles = notices.map((n) => n.title.trim()).filter(Boolean);
  return (
    <button
      type="button"
      className="bar"
      part="bar"
      onClick={() => navigate(host, 'notice')}
      aria-label={`${t('lobby.notice.label')}: ${titles.join('; ') || t('lobby.notice.none')}`}
    >
      {icon}
      {titles.length ? <Marquee titles={titles} /> : <span className="text static">{t('lobby.notice.none')}</span>}
    </button>
  );
}

function Marquee({ titles }: { titles: string[] }) {
  const track = useRef<HTMLSpanElement>(null);
  const [duration, setDuration] = useState<number | undefined>(undefined);

  // The time to cross is the distance over a fixed speed. The distance comes from a
  // ResizeObserver, which reports after layout instead of forcing one in the middle of the
  // page's first render.
  useEffect(() => {
    const el = track.current;
    if (!el || typeof ResizeObserver !== 'function') {
      setDuration(Math.max(4, titles.join('').length / 6));
      return;
    }
    // The new duration restyles the track, which the observer watches: applying it in the next
    // frame, not inside the callback, keeps the browser from reporting a ResizeObserver loop.
    let frame = 0;
    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.borderBoxSize?.[0]?.inlineSize ?? el.scrollWidth;
      if (width <= 0) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setDuration(Math.max(4, width / MARQUEE_SPEED_PX_PER_S)));
    });
    observer.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [titles]);

  return (
    <span className="viewport" aria-hidden="true">
      <span
        ref={track}
        className="track"
        part="text"
        data-running={duration !== undefined ? '' : undefined}
        style={duration !== undefined ? { animationDuration: `${duration}s` } : undefined}
      >
        {titles.map((title, i) => (
          <span className="title" key={i}>
            {title}
          </span>
        ))}
      </span>
    </span>
  );
}
