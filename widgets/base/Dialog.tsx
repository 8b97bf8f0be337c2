/**
 * The kit's modal dialog: a `<dialog>` run by useModal (focus kept inside and given back, Escape
 * asks `onClose`), the dialog box of dialog.styles.ts (`.mc-dialog`; the element adds
 * `dialogStyles` to its styles), and, when asked for, a heading that names it and a close button.
 * The content renders only while it is open, unless `keepContent` says it must outlive the
 * closing (an element inside that is still at work).
 *
 *   <Dialog open={open} onClose={close} heading={t('lobby.hot.title')} className="matches-dialog">…</Dialog>
 *
 * Without `onClose` there is no close button and Escape does nothing: the player has to answer.
 * The element sizes and places its dialog through its own class.
 */
import { useId, type DialogHTMLAttributes, type ReactNode } from 'react';
import { useT } from './i18n.ts';
import { useModal } from './modal.ts';
import { CLOSE_ICON } from '../../core/icons.ts';

export interface DialogProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onClose' | 'onCancel' | 'onKeyDown' | 'className'> {
  open: boolean;
  /** Escape and the close button ask this; without it the dialog waits for an answer. */
  onClose?: () => void;
  /** The visible title (an h2 in the dialog's head), which names the dialog. */
  heading?: ReactNode;
  className?: string;
  part?: string;
  /** Whether `onClose` also has a close button (default); without one Escape is the only way. */
  closeButton?: boolean;
  /** A css part for the close button. */
  closePart?: string;
  keepContent?: boolean;
  children?: ReactNode;
}

const noClose = () => undefined;

export function Dialog({ open, onClose, heading, className, part, closeButton = true, closePart, keepContent = false, children, ...rest }: DialogProps) {
  const { t } = useT();
  const headingId = useId();
  const modal = useModal(open, onClose ?? noClose);
  const close = onClose && closeButton && (
    <button type="button" className="dialog-close" part={closePart} onClick={onClose} aria-label={t('common.close')}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d={CLOSE_ICON} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
  return (
    <dialog
      ref={modal.ref}
      className={className ? `mc-dialog ${className}` : 'mc-dialog'}
      part={part}
      aria-labelledby={heading === undefined ? undefined : headingId}
      onKeyDown={modal.onKeyDown}
      onCancel={modal.onCancel}
      {...rest}
    >
      {(open || keepContent) && (
        <>
          {heading === undefined ? (
            close
          ) : (
            <header className="dialog-head">
              <h2 id={headingId}>{heading}</h2>
              {close}
            </header>
          )}
          {children}
        </>
      )}
    </dialog>
  );
}
