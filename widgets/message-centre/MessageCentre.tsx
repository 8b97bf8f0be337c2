/**
 * <mc-message-centre>: the inbox: the unread count, the messages newest first with their read
 * state, one open at a time. Opening an unread message marks it read and the count drops (the
 * member centre's icon follows); "Mark all read" clears it. A visitor is asked to sign in and
 * stays on the page afterwards.
 *
 * @attr page-size - messages per page (default 20, at most 100)
 * @event mc-message-read - { id, unreadCount } after a message was marked read (id '*' for all)
 * @event mc-navigate - links inside a message that stay on the site; the login popup's forced password change
 * @csspart summary - the unread count and the mark-all button
 * @csspart list - the message list
 * @csspart message - one message
 * @csspart content - the open message's text
 * @csspart login-dialog - the login popup
 */
// Spec §2.9, §7 CSP_getInbox.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { inbox, type InboxMessage } from '../../core/api/inbox.ts';
import { $player } from '../../core/stores/player.ts';
import { $markedRead, $unreadCount, forgetReadMarks, isRead, loadUnreadCount, markAllMessagesRead, markMessageRead } from '../../core/stores/inbox.ts';
import { formatDateTime } from '../../core/format.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { toastError } from '../base/feedback.ts';
import { useSanitizer } from '../base/sanitizer.ts';
import { PlatformHtml } from '../base/PlatformHtml.tsx';
import { EmptyState, LoadFailedState, LoadingState, LoginPromptState } from '../base/PageStates.tsx';
import { LoginDialog } from '../account-ui/LoginDialog.tsx';

export interface MessageCentreProps {
  pageSize?: number;
}

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

interface ListState {
  status: 'loading' | 'ready' | 'error';
  items: InboxMessage[];
  pageNo: number;
  totalPages: number;
  error: unknown;
  /** A further page is loading (the list stays). */
  more: boolean;
}

const INITIAL: ListState = { status: 'loading', items: [], pageNo: 0, totalPages: 1, error: undefined, more: false };

export function MessageCentre({ pageSize }: MessageCentreProps) {
  const { t, language } = useT();
  const { host, emit } = useHost();
  const { player, generation } = useStore($player);
  const unread = useStore($unreadCount);
  const marked = useStore($markedRead);
  const [list, setList] = useState<ListState>(INITIAL);
  const [openId, setOpenId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loginOpen, setLoginOpen] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  // An open message's text shows once the sanitiser is in; it is asked for with the list.
  const sanitizer = useSanitizer();
  const size = Number.isInteger(pageSize) && pageSize! > 0 ? Math.min(pageSize!, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;

  // §2.9: a visitor gets the login popup.
  useEffect(() => {
    setLoginOpen(player === null);
  }, [generation]);

  // First page, again whenever the player, the language (texts come translated) or the page size changes.
  useEffect(() => {
    if (!player) return;
    const controller = new AbortController();
    setList(INITIAL);
    setOpenId(null);
    void loadUnreadCount(true);
    call(inbox, { pageNo: 1, pageSize: size }, { signal: controller.signal }).then(
      (page) => {
        forgetReadMarks();
        setList({ status: 'ready', items: page.list, pageNo: 1, totalPages: page.totalPages, error: undefined, more: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setList({ ...INITIAL, status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [generation, language, size, attempt]);

  const loadMore = async () => {
    if (list.more || list.pageNo >= list.totalPages) return;
    setList((l) => ({ ...l, more: true }));
    try {
      const page = await call(inbox, { pageNo: list.pageNo + 1, pageSize: size });
      setList((l) => {
        const seen = new Set(l.items.map((m) => m.id));
        return { ...l, items: [...l.items, ...page.list.filter((m) => !seen.has(m.id))], pageNo: l.pageNo + 1, totalPages: page.totalPages, more: false };
      });
    } catch (error) {
      setList((l) => ({ ...l, more: false }));
      toastError(error);
    }
  };

  const toggle = async (message: InboxMessage) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (!opening || isRead(message, marked)) return;
    try {
      const count = await markMessageRead(message.id);
      emit('mc-message-read', { id: message.id, unreadCount: count });
    } catch (error) {
      toastError(error);
    }
  };

  const markAll = async () => {
    setMarkingAll(true);
    try {
      const count = await markAllMessagesRead();
      emit('mc-message-read', { id: '*', unreadCount: count });
    } catch (error) {
      toastError(error);
    } finally {
      setMarkingAll(false);
    }
  };

  const date = (ms: number) => formatDateTime(ms, language);

  return (
    <div className="page">
      {!player ? (
        <LoginPromptState message={t('message.loginFirst')} onLogin={() => setLoginOpen(true)} />
      ) : (
        <>
          <div className="summary" part="summary">
            <p className="count" role="status" data-unread={unread}>
              {unread > 0 ? t('member.unread', { count: unread }) : t('message.allRead')}
            </p>
            <button
              type="button"
              className="btn btn-outline"
              data-action="mark-all"
              disabled={unread === 0 || markingAll || list.status !== 'ready'}
              onClick={() => void markAll()}
            >
              {markingAll && <span className="spinner" aria-hidden="true" />}
              {t('message.markAll')}
            </button>
          </div>

          {list.status === 'loading' ? (
            <LoadingState />
          ) : list.status === 'error' ? (
            <LoadFailedState error={list.error} onRetry={() => setAttempt((n) => n + 1)} />
          ) : list.items.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <ul className="list" part="list">
                {list.items.map((m) => {
                  const open = openId === m.id;
                  const read = isRead(m, marked);
                  const panelId = `message-${m.id}`;
                  return (
                    <li key={m.id} className={read ? 'message read' : 'message unread'} part="message" data-id={m.id}>
                      <h2 className="message-heading">
                        <button type="button" className="message-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => void toggle(m)}>
                          <span className="dot" aria-hidden="true" />
                          <span className="message-title" dir="auto">
                            {m.title}
                          </span>
                          {!read && <span className="visually-hidden">{t('message.unreadLabel')}</span>}
                          <time className="message-date" dateTime={new Date(m.createdAt).toISOString()}>
                            {date(m.createdAt)}
                          </time>
                        </button>
                      </h2>
                      {open && sanitizer && (
                        // The room under the title is the page's direction's; the text inside
                        // takes its own (an English message under an Arabic page).
                        <div id={panelId} className="content" role="region" aria-label={m.title}>
                          <PlatformHtml html={sanitizer.sanitizeHtml(m.content)} onClick={sanitizer.onContentClick(host)} />
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
              {list.pageNo < list.totalPages && (
                <div className="more">
                  <button type="button" className="btn btn-outline" data-action="more" disabled={list.more} onClick={() => void loadMore()}>
                    {list.more && <span className="spinner" aria-hidden="true" />}
                    {t('message.more')}
                  </button>
                </div>
              )}
            </>
          )}
        </>
      )}
      {/* One place in the tree for visitor and member, so signing in does not remount the popup. */}
      <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} stay />
    </div>
  );
}
