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
    /* The theme tokens: a public --mc-* property with its default, and what it is for (the
       comment: scripts/kit-manifest.mjs and the theming guide, docs/guides/merchants/theming.md, list them from here). */
    --_primary: var(--mc-color-primary, #e8a317); /* brand colour: buttons, links, highlights, the active tab */
    --_on-primary: var(--mc-color-on-primary, #1b1300); /* text on the brand colour */
    --_background: var(--mc-color-background, #12151e); /* the background each element paints under its text (transparent shows the page through) */
    --_surface: var(--mc-color-surface, #1d2230); /* panels, header and footer bars, dialogs */
    --_surface-2: var(--mc-color-surface-2, #272d3d); /* raised background: cards, menus, inactive tabs */
    --_text: var(--mc-color-text, #f4f5f8); /* main text */
    --_muted: var(--mc-color-muted, #a8afc2); /* secondary text, labels */
    --_border: var(--mc-color-border, rgb(255 255 255 / 0.06)); /* divider lines between rows and sections */
    --_danger: var(--mc-color-danger, #ff5d5d); /* error text and outlines */
    --_danger-fill: var(--mc-color-danger-fill, #d42c2c); /* red fill under small white text (count badges, paid-room tags): the text red is too light for it */
    --_on-danger: var(--mc-color-on-danger, #fff); /* text on the red fill */
    --_success: var(--mc-color-success, #35c47a); /* success text and icons */
    --_focus: var(--mc-color-focus, #7fb6ff); /* keyboard focus ring */
    --_radius: var(--mc-radius, 10px); /* corner radius of boxes, fields and block buttons */
    --_font: var(--mc-font, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif); /* font family */
    --_input-background: var(--mc-input-background, var(--_surface-2)); /* background of input fields */
    --_input-border: var(--mc-input-border-color, transparent); /* border colour of input fields (1px) */
    --_input-text: var(--mc-input-color, var(--_text)); /* text typed into input fields */
    --_input-height: var(--mc-input-height, 44px); /* height of input fields */
    --_input-radius: var(--mc-input-radius, var(--_radius)); /* corner radius of input fields */
    --_space-xs: var(--mc-space-xs, 4px); /* spacing scale: the smallest gap, under a heading */
    --_space-s: var(--mc-space-s, 8px); /* spacing scale: gaps between small pieces */
    --_space-m: var(--mc-space-m, 12px); /* spacing scale: inside input fields */
    --_space-l: var(--mc-space-l, 16px); /* spacing scale: a form's and a state's side padding */
    --_space-xl: var(--mc-space-xl, 20px); /* spacing scale: a form's top and bottom padding */
    --_text-xs: var(--mc-font-size-xs, 12px); /* type scale: fine print, field errors, badges */
    --_text-s: var(--mc-font-size-s, 13px); /* type scale: labels, links, secondary lines */
    --_text-m: var(--mc-font-size-m, 14px); /* type scale: body text */
    --_text-l: var(--mc-font-size-l, 18px); /* type scale: section titles, big figures */
    --_text-xl: var(--mc-font-size-xl, 22px); /* type scale: headings */
    --_heading-weight: var(--mc-heading-weight, 700); /* font weight of form headings */
    --_shadow-s: var(--mc-shadow-s, 0 4px 14px rgb(0 0 0 / 0.35)); /* shadows: raised buttons and badges */
    --_shadow-m: var(--mc-shadow-m, 0 10px 30px rgb(0 0 0 / 0.4)); /* shadows: menus and sheets */
    --_shadow-l: var(--mc-shadow-l, 0 20px 50px rgb(0 0 0 / 0.5)); /* shadows: dialogs */
  }
  :host([hidden]) {
    display: none !important;
  }
  .mc-root {
    all: initial;
    display: block;
    box-sizing: border-box;
    font-family: var(--_font);
    font-size: var(--_text-m);
    line-height: 1.4;
    color: var(--_text);
    background: var(--_background);
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
    /* One line while it fits; a label longer than the room it has (a long word on a 320 px phone)
       wraps inside the button rather than running past its card or the screen. */
    max-width: 100%;
    text-align: center;
    text-wrap: balance;
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
    gap: var(--_space-s);
    padding: var(--_space-l);
    color: var(--_muted);
    text-align: center;
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation-duration: 2.4s;
    }
  }
`;
