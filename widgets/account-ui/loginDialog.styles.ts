import { css } from '../base/css.ts';

/** Styles of the login popup (LoginDialog.tsx); add to the element that renders it. */
export const loginDialogStyles = css`
  dialog.login-dialog {
    position: fixed;
    width: min(92vw, 400px);
    max-height: 90vh;
    padding: 8px 0 0;
    border: 0;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
    color: var(--_text);
    font-family: var(--_font);
    overflow: auto;
  }
  /* The dialog paints the surface; the login form in it shows that through. */
  .login-dialog mc-login {
    --mc-color-background: transparent;
  }
  dialog.login-dialog::backdrop {
    background: rgba(0, 0, 0, 0.6);
  }
  .login-dialog .dialog-close {
    position: absolute;
    top: 8px;
    inset-inline-end: 8px;
    z-index: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    color: var(--_muted);
  }
  .login-dialog .mc-state {
    min-height: 320px;
  }
`;
