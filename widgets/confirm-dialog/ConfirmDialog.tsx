/**
 * <mc-confirm-dialog>: answers `confirmDialog()` requests of the core with the kit's <Dialog>
 * (Tab and Shift+Tab stay inside, Escape answers no, focus goes back to where it was when the
 * dialog closes). Opening focuses the first button, Cancel: the safe answer to a
 * question like 'sign out?'.
 *
 * @csspart dialog - the dialog box
 * @csspart confirm - the confirm button
 * @csspart cancel - the cancel button
 */
import { useStore } from '@nanostores/react';
import { $confirm } from '../../core/stores/dialog.ts';
import { useT } from '../base/i18n.ts';
import { useOverlayOwner } from '../base/overlays.ts';
import { Dialog } from '../base/Dialog.tsx';

export function ConfirmDialog() {
  const request = useStore($confirm);
  const { t } = useT();
  const owner = useOverlayOwner('confirm');
  const answer = (ok: boolean) => request?.resolve(ok);
  if (!owner) return null;

  // The answer buttons are the way out; Escape answers no.
  return (
    <Dialog
      open={Boolean(request)}
      part="dialog"
      aria-labelledby="mc-confirm-title"
      aria-describedby="mc-confirm-message"
      onClose={() => answer(false)}
      closeButton={false}
    >
      {request && (
        <>
          <h2 id="mc-confirm-title">{t(request.title)}</h2>
          <p id="mc-confirm-message">{t(request.message, request.values)}</p>
          <div className="actions">
            {request.cancelLabel !== null && (
              <button type="button" part="cancel" className="btn btn-outline" onClick={() => answer(false)}>
                {t(request.cancelLabel, request.values)}
              </button>
            )}
            <button type="button" part="confirm" className="btn btn-primary" onClick={() => answer(true)}>
              {t(request.confirmLabel, request.values)}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
