/**
 * <mc-help-centre>: the help list. Every item is a title that opens its content; one item is open
 * at a time, and tapping the open one closes it. `open-index` picks the item that starts open (the
 * first when absent or not an index of the list).
 *
 * @attr open-index - index of the item open at first (default 0)
 * @attr category - only the items of this help category (platform categories, e.g. account)
 * @event mc-help-toggle - { index, open } when the player opens or closes an item
 * @event mc-navigate - links inside an item that stay on the site, "read on its own page", and the feedback page
 * @csspart list - the list
 * @csspart item - one item
 * @csspart title - an item's title button
 * @csspart content - the open item's content
 * @csspart feedback - the way to the feedback page below the list
 */
// Spec §2.12; the site passes ?i= as open-index; the content is sanitised platform HTML.
import { useEffect, useRef } from 'react';
import { call } from '../../core/api/request.ts';
import { helpCenter } from '../../core/api/help.ts';
import { useOpenIndex } from './useOpenIndex.ts';
import { navigate } from '../../core/nav.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { useCall } from '../base/useCall.ts';
import { useSanitizer } from '../base/sanitizer.ts';
import { PlatformHtml } from '../base/PlatformHtml.tsx';
import { EmptyState, LoadFailedState, LoadingState } from '../base/PageStates.tsx';

/** The feedback page (mc-feedback). */

export interface HelpCentreProps {
  openIndex?: string;
  category?: string;
}

export function HelpCentre({ openIndex, category }: HelpCentreProps) {
  const { t, language } = useT();
  const { host, emit } = useHost();
  const help = useCall((signal) => call(helpCenter, { device: 'MOBILE', ...(category ? { category } : {}) }, { signal }), [language, category]);
  const items = help.value ?? [];
  // null: every item closed (the player closed the open one).
  const [open, setOpen] = useOpenIndex(openIndex, items.length);
  const listRef = useRef<HTMLUListElement>(null);
  const scrolled = useRef(false);
  const sanitizer = useSanitizer();

  // Bring an item that starts open further down into view, once.
  useEffect(() => {
    if (scrolled.current || open === null || open === 0 || !items.length) return;
    scrolled.current = true;
    listRef.current?.children[open]?.scrollIntoView?.({ block: 'start' });
  }, [open, items.length]);

  // Feedback is offered whatever the list does: a player who finds no answer (or no list) can still ask.
  const feedbackEntry = (
    <div className="feedback-entry" part="feedback">
      <span className="feedback-hint">{t('feedback.entryHint')}</span>
      <button type="button" className="btn btn-outline" onClick={() => navigate(host, 'feedback')}>
        {t('feedback.entry')}
      </button>
    </div>
  );
  if (help.status === 'loading' && !help.value) return <LoadingState />;
  if (help.status === 'error' && !help.value) {
    return (
      <>
        <LoadFailedState error={help.error} onRetry={help.reload} />
        {feedbackEntry}
      </>
    );
  }
  if (items.length === 0) {
    return (
      <>
        <EmptyState />
        {feedbackEntry}
      </>
    );
  }
  if (!sanitizer) return <LoadingState />;

  const toggle = (index: number) => {
    const next = open === index ? null : index;
    setOpen(next);
    emit('mc-help-toggle', { index, open: next === index });
  };

  return (
    <>
      <ul className="list" part="list" ref={listRef}>
        {items.map((item, index) => {
          const isOpen = open === index;
          const panelId = `help-panel-${index}`;
          const titleId = `help-title-${index}`;
          return (
            <li key={index} className={isOpen ? 'item open' : 'item'} part="item" data-index={index}>
              <h2 className="heading">
                <button type="button" id={titleId} className="title" part="title" aria-expanded={isOpen} aria-controls={panelId} onClick={() => toggle(index)}>
                  <span className="title-text" dir="auto">
                    {item.title}
                  </span>
                  <svg className="chevron" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                    <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
              </h2>
              <div id={panelId} role="region" aria-labelledby={titleId} className="panel" hidden={!isOpen}>
                {isOpen && (
                  <>
                    <PlatformHtml className="content" html={sanitizer.sanitizeHtml(item.content)} onClick={sanitizer.onContentClick(host)} />
                    <button type="button" className="link" onClick={() => navigate(host, 'helpDetail', { query: { i: index } })}>
                      {t('help.openPage')}
                    </button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {feedbackEntry}
    </>
  );
}
