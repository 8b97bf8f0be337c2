import { css } from '../base/css.ts';

/** Forms: fields, errors, links. Shared by every element with a form. */
export const formStyles = css`
  .form {
    display: flex;
    flex-direction: column;
    gap: 14px;
    padding: var(--_space-xl) var(--_space-l);
  }
  .heading {
    margin: 0 0 var(--_space-xs);
    font-size: var(--_text-xl);
    font-weight: var(--_heading-weight);
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  label {
    font-size: var(--_text-s);
    color: var(--_muted);
  }
  .control {
    display: flex;
    align-items: center;
    border-radius: var(--_input-radius);
    background: var(--_input-background);
    border: 1px solid var(--_input-border);
  }
  /* One rounded ring around the whole control (input, Show button, send-code button), not a
     square one around the input that cuts through the rounded field and its buttons. */
  .control:focus-within {
    border-color: var(--_primary);
  }
  .control:has(:focus-visible) {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
  .control input:focus-visible {
    outline: none;
  }
  .control button:focus-visible {
    outline-offset: -3px;
    border-radius: var(--_input-radius);
  }
  /* A phone number is written left to right in every language: dialing code, number, button. */
  .control:has(input[type='tel']) {
    direction: ltr;
  }
  input {
    flex: 1;
    min-width: 0;
    height: var(--_input-height);
    padding: 0 var(--_space-m);
    border: 0;
    background: transparent;
    color: var(--_input-text);
    font: inherit;
    font-size: 16px;
    outline: none;
  }
  input[aria-invalid='true'] {
    caret-color: var(--_danger);
  }
  .field:has(input[aria-invalid='true']) .control {
    border-color: var(--_danger);
  }
  .reveal {
    padding: 0 var(--_space-m);
    font-size: var(--_text-xs);
    color: var(--_primary);
    height: var(--_input-height);
  }
  .error {
    margin: 0;
    font-size: var(--_text-xs);
    color: var(--_danger);
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 8px;
  }
  .link {
    color: var(--_primary);
    text-decoration: underline;
    font-size: var(--_text-s);
    padding: 6px 0;
  }
  .captcha-row {
    display: flex;
    align-items: flex-end;
    gap: 8px;
  }
  .captcha-row .field {
    flex: 1;
  }
  /* As wide as the platform's picture at its own 3:1 ratio (server/security/captcha.ts draws 120 by 40). */
  .captcha-img {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 120px;
    height: var(--_input-height);
    border-radius: var(--_radius);
    background: #fff;
    color: #333;
    overflow: hidden;
  }
  /* The login password asked again (widgets/form/ReauthField.tsx): its hint under the field. */
  .reauth .note {
    margin: 6px 0 0;
    color: var(--_muted);
    font-size: 13px;
  }
`;
