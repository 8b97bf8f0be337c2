/**
 * <mc-agent-notices>: notices for agents, newest first, unread ones marked; opening one shows its
 * text and marks it read. Agents only.
 *
 * @attr types - notice types to list (default A, the agent notices)
 * @event mc-notice-read - { id, unreadCount } after a notice was marked read
 * @event mc-navigate - links inside a notice; /m/home for a visitor without an agency centre
 * @csspart notice - one notice
 * @csspart unread - the unread marker
 * @csspart content - an open notice's text
 * @csspart pager - the pager
 */
// Agents only: §6. The page is /m/member/notice?types=A; the text is sanitised platform HTML.
import { useState } from 'react';
import { call } from '../../core/api/request.ts';
import { agentNotices, markNoticeRead } from '../../core/api/agent.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { useSanitizer } from '../base/sanitizer.ts';
import { PlatformHtml } from '../base/PlatformHtml.tsx';
import { useAgentSession } from '../agent-ui/useAgentSession.ts';
import { useCall } from '../base/useCall.ts';
import { Loaded } from '../agent-ui/States.tsx';
import { Pager, formatDateTime } from '../agent-ui/controls.tsx';

export function AgentNotices({ types }: { types?: string }) {
  const { t, language } = useT();
  const { host, emit } = useHost();
  const session = useAgentSession(host);
  const kinds = types?.trim() || 'A';
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useCall(
    (signal) => call(agentNotices, { types: kinds, pageNo: page, pageSize: 20 }, { signal }),
    [session?.generation, kinds, page, language],
    session !== null,
  );
  // A notice's content shows once the sanitiser is in; it is asked for with the list.
  const sanitizer = useSanitizer();
  if (!session) return null;

  const toggle = (id: string, read: boolean) => {
    setOpen((o) => (o === id ? null : id));
    if (read || !list.value) return;
    list.setValue({
      ...list.value,
      list: list.value.list.map((n) => (n.id === id ? { ...n, read: true } : n)),
      unreadCount: Math.max(0, list.value.unreadCount - 1),
    });
    call(markNoticeRead, { id, types: kinds }).then(
      (r) => emit('mc-notice-read', { id, unreadCount: r.unreadCount }),
      () => undefined, // the mark comes back on the next visit; reading goes on
    );
  };

  return (
    <section className="page">
      <Loaded state={list} isEmpty={(v) => v.list.length === 0}>
        {(v) => (
          <>
            <p className="note" role="status">
              {t('agent.notices.unread', { count: v.unreadCount })}
            </p>
            <ul className="notices">
              {v.list.map((n) => (
                <li key={n.id} className="card notice" part="notice" data-read={n.read}>
                  <button
                    type="button"
                    className="notice-head"
                    aria-expanded={open === n.id}
                    aria-controls={`notice-${n.id}`}
                    onClick={() => toggle(n.id, n.read)}
                  >
                    {!n.read && <span className="dot" part="unread" role="img" aria-label={t('agent.notices.new')} />}
                    <span className="notice-title" dir="auto">
                      {n.title}
                    </span>
                    <span className="row-sub">{formatDateTime(n.createdAt, language)}</span>
                  </button>
                  {open === n.id && sanitizer && (
                    <PlatformHtml
                      id={`notice-${n.id}`}
                      className="notice-body"
                      html={sanitizer.sanitizeHtml(n.content)}
                      onClick={sanitizer.onContentClick(host)}
                    />
                  )}
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={v.totalPages} onPage={setPage} />
          </>
        )}
      </Loaded>
    </section>
  );
}
