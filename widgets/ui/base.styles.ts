import { css } from './css.ts';

/**
 * Shared by every element: design tokens with defaults a theme overrides from outside
 * (`--mc-*` custom properties inherit through the shadow boundary), and a reset that keeps a
 * partner page's global CSS from leaking in through inherited properties.
 */
export const baseStyles = css`
  /* !important: a page's own CSS beats :host rules, and a page with * { all: unset } would make
     every element inline. Inside a shadow root, !important beats the page's !important too: hide
     an element with the hidden attribute, not with display from outside. */
  :host {
    display: block !important;
    box-sizing: border-box;
    --_primary: var(--mc-color-primary, #e8a317);
    --_on-primary: var(--mc-color-on-primary, #1b1300);
    --_surface: var(--mc-color-surface, #1d2230);
    --_surface-2: var(--mc-color-surface-2, #272d3d);
    --_text: var(--mc-color-text, #f4f5f8);
    --_muted: var(--mc-color-muted, #a8afc2);
    --_danger: var(--mc-color-danger, #ff5d5d);
    /* Red as a fill under small white text (count badges, paid-room tags): the text red above is
       too light for white on it (3:1); this one keeps 4.5:1 and above. */
    --_danger-fill: var(--mc-color-danger-fill, #d42c2c);
    --_on-danger: var(--mc-color-on-danger, #fff);
    --_success: var(--mc-color-success, #35c47a);
    --_radius: var(--mc-radius, 10px);
    --_font: var(--mc-font, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif);
    --_focus: var(--mc-color-focus, #7fb6ff);
  }
  :host([hidden]) {
    display: none !important;
  }
  .mc-root {
    all: initial;
    display: block;
    box-sizing: border-box;
    font-family: var(--_font);
    font-size: 14px;
    line-height: 1.4;
    color: var(--_text);
    -webkit-tap-highlight-color: transparent;
  }
  .mc-root *,
  .mc-root *::before,
  .mc-root *::after {
    box-sizing: border-box;
  }
  button {
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    padding: 0;
    margin: 0;
    cursor: pointer;
  }
  button:disabled {
    cursor: default;
    opacity: 0.55;
  }
  :focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .btn {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-height: 32px;
    padding: 0 14px;
    border-radius: 999px;
    font-weight: 600;
    white-space: nowrap;
  }
  .btn-primary {
    background: var(--_primary);
    color: var(--_on-primary);
  }
  .btn-outline {
    border: 1px solid var(--_primary);
    color: var(--_primary);
  }
  .btn-block {
    width: 100%;
    min-height: 44px;
    border-radius: var(--_radius);
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
  }
  /* Icons that point along the reading direction (back, next, "more") turn round in RTL. */
  [dir='rtl'] .flip-rtl {
    transform: scaleX(-1);
  }
  .spinner {
    display: inline-block;
    width: 1em;
    height: 1em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: mc-spin 0.8s linear infinite;
  }
  @keyframes mc-spin {
    to {
      transform: rotate(360deg);
    }
  }
  .mc-state {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 8px;
    padding: 16px;
    color: var(--_muted);
    text-align: center;
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation-duration: 2.4s;
    }
  }
`;
