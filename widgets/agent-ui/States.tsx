/** Loading, load failed (with a retry that works) and empty (`in_no_data`), as every element renders them. */
import type { ReactNode } from 'react';
import { errorMessageKey } from '../../core/api/errors.ts';
import { hasText } from '../../core/i18n.ts';
import { useT } from '../base/i18n.ts';
import type { CallState } from '../base/useCall.ts';

export function Loading() {
  const { t } = useT();
  return (
    <div className="mc-state state-box" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

export function LoadFailed({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const { t } = useT();
  const key = errorMessageKey(error, hasText);
  return (
    <div className="mc-state state-box" role="alert">
      {key !== 'error.load_failed' && <span>{t(key)}</span>}
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        {t('error.load_failed')}
      </button>
    </div>
  );
}

export function Empty({ children }: { children?: ReactNode }) {
  const { t } = useT();
  return (
    <div className="mc-state state-box" data-state="empty">
      <span>{t('in_no_data')}</span>
      {children}
    </div>
  );
}

/**
 * Renders the state of a load: spinner while the first answer is awaited, the failure with its
 * retry, `in_no_data` when `isEmpty`, else `children(value)`.
 */
export function Loaded<V>({ state, isEmpty, children }: { state: CallState<V>; isEmpty?: (v: V) => boolean; children: (v: V) => ReactNode }) {
  if (state.status === 'error' && state.value === undefined) return <LoadFailed error={state.error} onRetry={state.reload} />;
  if (state.value === undefined) return <Loading />;
  if (isEmpty?.(state.value)) return <Empty />;
  return <>{children(state.value)}</>;
}
