import { css } from '../base/css.ts';

export const toastStyles = css`
  /* !important: an overlay stays an overlay on a page whose CSS resets everything. */
  :host {
    position: fixed !important;
    inset: 0 !important;
    pointer-events: none !important;
    z-index: 2147483000 !important;
  }
  .mc-root {
    position: absolute;
    inset: 0;
    pointer-events: none; /* the layer covers the page */
    background: none; /* and shows the page through */
    display: flex;
    align-items: center;
    justify-content: center;
  }
  .toast {
    /* Nothing in it to tap, and a failure's toast shows over the form's retry: taps go through. */
    pointer-events: none;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 8px;
    max-width: min(80vw, 320px);
    min-width: 96px;
    padding: 14px 18px;
    border-radius: var(--_radius);
    background: rgba(12, 14, 20, 0.88);
    color: #fff;
    text-align: center;
    font-size: var(--_text-m);
  }
  .icon,
  .spinner {
    font-size: var(--_text-xl);
    line-height: 1;
  }
  .toast-success .icon {
    color: var(--_success);
  }
  .toast-fail .icon,
  .toast-offline .icon {
    color: var(--_danger);
  }
`;
