import { css } from '../base/css.ts';
import { dialogStyles } from '../base/dialog.styles.ts';

/** Styles of the login popup (LoginDialog.tsx), the dialog box's included; add to the element that renders it. */
export const loginDialogStyles = css`
  ${dialogStyles.text}
  .login-dialog {
    position: fixed;
    width: min(92vw, 400px);
    max-height: 90vh;
    padding: 8px 0 0;
    overflow: auto;
  }
  /* The dialog paints the surface; the login form in it shows that through. */
  .login-dialog mc-login {
    --mc-color-background: transparent;
  }
  .login-dialog .dialog-close {
    position: absolute;
    top: 8px;
    inset-inline-end: 8px;
    z-index: 1;
    color: var(--_muted);
  }
  .login-dialog .mc-state {
    min-height: 320px;
  }
`;
