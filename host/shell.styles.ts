import { css } from 'lit';

/**
 * The host's look: a phone-width column (full width on phones, ~480 px centred on desktop), the
 * header's height reserved before its code arrives, the footer fixed to the bottom of the column
 * with the content padded above it. Adopted as a constructable stylesheet (CSP-safe).
 */
export const shellStyles = css`
  :host {
    --_column: var(--mc-site-max-width, 480px);
    --_header-height: var(--mc-header-height, 48px);
    --_footer-space: var(--mc-footer-space, calc(var(--mc-footer-height, 56px) + env(safe-area-inset-bottom, 0px)));
    --_muted: var(--mc-color-muted, #a8afc2);
    --_primary: var(--mc-color-primary, #e8a317);
    --_on-primary: var(--mc-color-on-primary, #1b1300);
    --_focus: var(--mc-color-focus, #7fb6ff);
    display: flex;
    flex-direction: column;
    box-sizing: border-box;
    width: 100%;
    max-width: var(--_column);
    min-height: 100vh;
    min-height: 100dvh;
    margin: 0 auto;
    background: var(--mc-color-background, #12151e);
    color: var(--mc-color-text, #f4f5f8);
    position: relative;
  }

  /* The platform's first screen, over the page while its elements load (shell.ts). */
  .first-screen {
    display: block;
    position: absolute;
    inset: 0 0 auto;
    z-index: 30;
    pointer-events: none;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  mc-header {
    display: block;
    position: sticky;
    top: 0;
    z-index: 20;
    min-height: var(--_header-height);
  }

  main {
    display: block;
    flex: 1 0 auto;
    min-height: 60vh;
    outline: none;
  }
  main.with-footer {
    padding-bottom: var(--_footer-space);
    /* What a page's bar kept in view at the bottom (position: sticky) must stay above. */
    --mc-page-bottom-inset: var(--_footer-space);
  }
  main > * {
    display: block;
  }
  /* The language picker (home, settings) lines up with the page's content, not the screen's edge. */
  main > mc-language-picker {
    padding: 8px 16px 16px;
  }
  /* Home and help keep room for the banner so the page below does not jump when it loads. */
  main.banner > mc-banner {
    min-height: calc(min(100vw, var(--_column)) * 0.4);
  }
  /* The help pages' banners are lower (750 × 200). */
  main.banner > mc-banner[position='help'] {
    min-height: calc(min(100vw, var(--_column)) * 0.2667);
  }

  mc-footer {
    display: block;
    position: fixed;
    z-index: 20;
    bottom: 0;
    inset-inline: 0;
    width: 100%;
    max-width: var(--_column);
    margin: 0 auto;
  }

  .skip {
    position: absolute;
    z-index: 100;
    top: 8px;
    inset-inline-start: 8px;
    padding: 8px 12px;
    border-radius: 6px;
    background: var(--_primary);
    color: var(--_on-primary);
    font-weight: 600;
    text-decoration: none;
    transform: translateY(-200%);
  }
  .skip:focus {
    transform: none;
  }

  .status {
    display: flex;
    flex: 1 0 auto;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 12px;
    min-height: 60vh;
    padding: 32px 24px;
    text-align: center;
  }
  .status.full {
    min-height: 100vh;
    min-height: 100dvh;
  }
  .status h1 {
    margin: 0;
    font-size: 20px;
    font-weight: 600;
  }
  .status p {
    margin: 0;
    max-width: 32em;
    color: var(--_muted);
    line-height: 1.5;
  }
  .status p.lead {
    color: inherit;
    font-size: 16px;
  }
  .status .mark {
    width: 72px;
    height: 72px;
  }

  .button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 120px;
    min-height: 44px;
    margin-top: 8px;
    padding: 0 20px;
    border: 0;
    border-radius: 22px;
    background: var(--_primary);
    color: var(--_on-primary);
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  /* Offline and new-version notices: above the footer, inside the column, covering no control for long. */
  .notices {
    position: fixed;
    z-index: 30;
    bottom: calc(var(--_footer-space) + 8px);
    left: 50%;
    width: min(100% - 16px, var(--_column) - 16px);
    transform: translateX(-50%);
    display: flex;
    flex-direction: column;
    gap: 8px;
    pointer-events: none;
  }
  .notice {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
    margin: 0;
    padding: 10px 14px;
    border-radius: 12px;
    background: var(--mc-color-surface-raised, #2a3042);
    color: inherit;
    box-shadow: 0 4px 16px rgba(0, 0, 0, 0.4);
    pointer-events: auto;
  }
  .notice p {
    flex: 1 1 12em;
    margin: 0;
  }
  .notice .button {
    margin-top: 0;
    min-width: 0;
  }
  .text-button {
    min-height: 44px;
    padding: 0 8px;
    border: 0;
    background: none;
    color: var(--_muted);
    font: inherit;
    cursor: pointer;
  }
  .text-button:focus-visible,
  .button:focus-visible,
  .skip:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }

  .spinner {
    width: 32px;
    height: 32px;
    border: 3px solid rgba(255, 255, 255, 0.15);
    border-top-color: var(--_primary);
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation-duration: 2.4s;
    }
  }

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
