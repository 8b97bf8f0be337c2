import { css } from '../base/css.ts';
import { noteStyles } from './note.styles.ts';

/** Pieces the account screens share: tabs, send-code button, check box row, social buttons, notes. */
export const accountStyles = css`
  /* The page's own way out (PageClose.tsx), in the corner; the heading keeps clear of it. */
  .form:has(> .page-close) {
    position: relative;
  }
  .page-close + .heading {
    padding-inline-end: 44px;
  }
  .page-close {
    position: absolute;
    top: 12px;
    inset-inline-end: 8px;
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
  }
  .tabs {
    display: flex;
    gap: 4px;
    padding: 4px;
    border-radius: var(--_radius);
    background: var(--_surface-2);
  }
  .tab {
    flex: 1;
    min-height: 38px;
    border-radius: calc(var(--_radius) - 2px);
    color: var(--_muted);
    font-weight: 600;
  }
  .tab[aria-selected='true'] {
    background: var(--_primary);
    color: var(--_on-primary);
  }
  .send-code {
    flex: none;
    min-width: 104px;
    height: 44px;
    padding: 0 12px;
    border-inline-start: 1px solid var(--_surface);
    color: var(--_primary);
    font-size: var(--_text-s);
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .dialing-code {
    position: relative;
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 4px;
    /* The room the picker holds before its list is in (DialingCode.tsx): a flag and a code of up
       to three digits fit, so the number's box keeps its place when they come; the arrow stays
       at the end of it. */
    min-inline-size: 6.5em;
    height: 44px;
    padding-block: 0;
    padding-inline: 12px 10px;
    border-inline-end: 1px solid var(--_surface);
    color: var(--_text);
    font-size: 15px;
  }
  .dialing-code::after {
    content: '';
    margin-inline-start: auto;
    width: 6px;
    height: 6px;
    border-right: 1.5px solid var(--_muted);
    border-bottom: 1.5px solid var(--_muted);
    transform: translateY(-2px) rotate(45deg);
  }
  .dialing-code:focus-within {
    outline: 2px solid var(--_focus);
    outline-offset: -2px;
  }
  .dialing-code select {
    position: absolute;
    inset: 0;
    width: 100%;
    opacity: 0;
    font: inherit;
    cursor: pointer;
  }
  .dialing-code option {
    color: #111;
  }
  .check {
    display: flex;
    align-items: flex-start;
    gap: 8px;
    font-size: var(--_text-s);
    color: var(--_muted);
  }
  .check input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 1px 0 0;
    padding: 0;
    accent-color: var(--_primary);
  }
  .check label {
    font-size: var(--_text-s);
  }
  .check .link {
    padding: 0;
  }
  .row-between {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  ${noteStyles.text}
  .social {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin-top: 4px;
  }
  .social-title {
    margin: 0;
    font-size: var(--_text-xs);
    color: var(--_muted);
    text-align: center;
  }
  .social-buttons {
    display: flex;
    gap: 8px;
  }
  .social-button {
    flex: 1;
    min-height: 40px;
  }
  /* The captcha image lines up with the input, also while an error shows under it. */
  .captcha-row {
    align-items: flex-start;
  }
  .captcha-row .captcha-img {
    margin-top: 24px;
  }
  .label-note {
    opacity: 0.75;
    font-size: var(--_text-xs);
  }
  .field .label {
    font-size: var(--_text-s);
    color: var(--_muted);
  }
  .readonly-value {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 12px;
    border-radius: var(--_radius);
    background: var(--_surface-2);
    color: var(--_muted);
  }
  .btn-block[aria-disabled='true'] {
    opacity: 0.55;
  }
`;
