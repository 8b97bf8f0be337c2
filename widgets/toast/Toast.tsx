/**
 * <mc-toast>: shows the kit's short messages (information, success, failure, offline, loading).
 * One per page is enough; the kit adds one itself when a page has none.
 *
 * @csspart base - the root
 * @csspart toast - the toast box
 */
// Spec §8; the kit adds it in overlays.ts.
import { useStore } from '@nanostores/react';
import { $toast } from '../../core/stores/toast.ts';
import { useT } from '../base/i18n.ts';
import { useOverlayOwner } from '../base/overlays.ts';
import { withMoments } from '../../core/format.ts';

const ICONS: Record<string, string> = { success: '✓', fail: '!', offline: '⚠', info: 'i' };

export function Toast() {
  const toast = useStore($toast);
  const { t, language } = useT();
  const owner = useOverlayOwner('toast');
  if (!owner) return null;
  if (!toast) return <div className="toast-region" role="status" aria-live="polite" />;
  const text = toast.literal ? toast.message : t(toast.message, withMoments(toast.values, language));
  const urgent = toast.kind === 'fail' || toast.kind === 'offline';
  return (
    <div className="toast-region" role={urgent ? 'alert' : 'status'} aria-live={urgent ? 'assertive' : 'polite'}>
      <div className={`toast toast-${toast.kind}`} part="toast" data-kind={toast.kind}>
        {toast.kind === 'loading' ? (
          <span className="spinner" aria-hidden="true" />
        ) : (
          <span className="icon" aria-hidden="true">
            {ICONS[toast.kind]}
          </span>
        )}
        <span className="text">{text}</span>
      </div>
    </div>
  );
}
