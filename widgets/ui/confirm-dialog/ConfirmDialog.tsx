/**
 * <mc-confirm-dialog>: answers `confirmDialog()` requests of the core with a modal dialog. A
 * native <dialog> opened with showModal() keeps focus inside and closes on Escape; focus goes
 * back to where it was when the dialog closes. Opening focuses the first button, Cancel: the
 * safe answer to a question like 'sign out?'.
 *
 * @csspart dialog - the dialog box
 * @csspart confirm - the confirm button
 * @csspart cancel - the cancel button
 */
import { useLayoutEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $confirm } from '../../../core/stores/dialog.ts';
import { useT } from '../i18n.ts';
import { useOverlayOwner } from '../overlays.ts';
import { deepActiveElement } from '../focus.ts';

export function ConfirmDialog() {
  const request = useStore($confirm);
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const owner = useOverlayOwner('confirm');

  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (request && owner && !el.open) {
      returnFocus.current = deepActiveElement();
      el.showModal();
    } else if (!request && el.open) {
      el.close();
    }
  }, [request, owner]);

  const answer = (ok: boolean) => request?.resolve(ok);
  if (!owner) return null;

  return (
    <dialog
      ref={dialog}
      part="dialog"
      aria-labelledby="mc-confirm-title"
      aria-describedby="mc-confirm-message"
      onCancel={(e) => {
        e.preventDefault();
        answer(false);
      }}
      onClose={() => {
        returnFocus.current?.focus?.();
        returnFocus.current = null;
      }}
    >
      {request && (
        <>
          <h2 id="mc-confirm-title">{t(request.title)}</h2>
          <p id="mc-confirm-message">{t(request.message)}</p>
          <div className="actions">
            {request.cancelLabel !== null && (
              <button type="button" part="cancel" className="btn btn-outline" onClick={() => answer(false)}>
                {t(request.cancelLabel)}
              </button>
            )}
            <button type="button" part="confirm" className="btn btn-primary" onClick={() => answer(true)}>
              {t(request.confirmLabel)}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
