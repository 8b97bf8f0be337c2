/**
 * <mc-help-detail>: one help item on a page of its own: the item `open-index` names (the first
 * when absent or not an index of the list), with the other items listed below it; choosing one
 * shows it instead.
 *
 * @attr open-index - index of the item shown (default 0)
 * @attr category - only the items of this help category
 * @event mc-help-select - { index } when the player picks another item
 * @event mc-navigate - links inside the item that stay on the site
 * @csspart article - the item shown
 * @csspart content - its content
 * @csspart others - the list of the other items
 */
// Spec §2.12; the site passes ?i= as open-index.
import { useEffect, useRef } from 'react';
import { call } from '../../core/api/request.ts';
import { helpCenter } from '../../core/api/help.ts';
import { useOpenIndex } from '../help-centre/useOpenIndex.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { useCall } from '../base/useCall.ts';
import { useSanitizer } from '../base/sanitizer.ts';
import { PlatformHtml } from '../base/PlatformHtml.tsx';
import { EmptyState, LoadFailedState, LoadingState } from '../base/PageStates.tsx';

export interface HelpDetailProps {
  openIndex?: string;
  category?: string;
}

export function HelpDetail({ openIndex, category }: HelpDetailProps) {
  const { t, language } = useT();
  const { host, emit } = useHost();
  const help = useCall((signal) => call(helpCenter, { device: 'MOBILE', ...(category ? { category } : {}) }, { signal }), [language, category]);
  const items = help.value ?? [];
  const [open, setIndex] = useOpenIndex(openIndex, items.length);
  const index = open ?? 0;
  const heading = useRef<HTMLHeadingElement>(null);
  const picked = useRef(false);
  const sanitizer = useSanitizer();

  // After the player picks another item, reading starts at its title.
  useEffect(() => {
    if (!picked.current) return;
    picked.current = false;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [index]);

  if (help.status === 'loading' && !help.value) return <LoadingState />;
  if (help.status === 'error' && !help.value) return <LoadFailedState error={help.error} onRetry={help.reload} />;
  if (items.length === 0) return <EmptyState />;
  if (!sanitizer) return <LoadingState />;

  const item = items[index] ?? items[0]!;
  const pick = (i: number) => {
    picked.current = true;
    setIndex(i);
    emit('mc-help-select', { index: i });
  };

  return (
    <div className="page">
      <article className="article" part="article" data-index={index}>
        <h2 className="title" ref={heading} tabIndex={-1} dir="auto">
          {item.title}
        </h2>
        <PlatformHtml className="content" html={sanitizer.sanitizeHtml(item.content)} onClick={sanitizer.onContentClick(host)} />
      </article>
      {items.length > 1 && (
        <nav className="others" part="others" aria-label={t('help.others')}>
          <h3>{t('help.others')}</h3>
          <ul>
            {items.map((other, i) =>
              i === index ? null : (
                <li key={i}>
                  <button type="button" data-index={i} onClick={() => pick(i)}>
                    {other.title}
                  </button>
                </li>
              ),
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
