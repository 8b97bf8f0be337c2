/**
 * The states every element renders (docs/guides/contributors/adding.md): loading, load failed with a retry
 * that works, empty (`in_no_data`), and the visitor's "log in first" prompt.
 */
import type { ReactNode } from 'react';
import { errorMessageKey } from '../../core/api/errors.ts';
import { hasText } from '../../core/i18n.ts';
import { useT } from './i18n.ts';

export function LoadingState({ minHeight = 160 }: { minHeight?: number }) {
  const { t } = useT();
  return (
    <div className="mc-state" role="status" aria-busy="true" style={{ minHeight: `${minHeight}px` }}>
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

export { retryTextKey } from './retryText.ts';

/** `error.load_failed` (or the failure's own §8 text when it has one) and a retry button. */
export function LoadFailedState({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const { t } = useT();
  const key = errorMessageKey(error, hasText);
  return (
    <div className="mc-state" role="alert">
      {key !== 'error.load_failed' && <span>{t(key)}</span>}
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        {t('error.load_failed')}
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useT();
  return (
    <div className="mc-state" data-state="empty">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <path d="M8 14h32v24H8z M8 14l16 12 16-12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span>{t('in_no_data')}</span>
      {children}
    </div>
  );
}

/** What a visitor sees on a member page: a short text and the button that opens login. */
export function LoginPromptState({ message, onLogin, action }: { message: string; onLogin: () => void; action?: string }) {
  const { t } = useT();
  return (
    <div className="mc-state" data-state="logged-out">
      <span>{message}</span>
      <button type="button" className="btn btn-primary" onClick={onLogin}>
        {action ?? t('member.loginOrRegister')}
      </button>
    </div>
  );
}
