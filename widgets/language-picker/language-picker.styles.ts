import { css } from '../base/css.ts';

export const languagePickerStyles = css`
  :host {
    display: inline-block;
  }
  .toggle {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
    padding: 0 8px;
    border-radius: 999px;
    background: var(--_surface-2);
    font-size: var(--_text-s);
    font-weight: 600;
  }
  .flag {
    flex: none;
    border-radius: 3px;
    box-shadow: 0 0 0 1px rgba(255, 255, 255, 0.15);
  }
  .option {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    min-height: 40px;
    padding: 0 10px;
    border-radius: calc(var(--_radius) - 4px);
    text-align: start;
  }
  .option[aria-checked='true'] {
    color: var(--_primary);
    font-weight: 700;
  }
  .menu .option:hover,
  .menu .option:focus-visible {
    background: rgba(255, 255, 255, 0.08);
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .options .option {
    width: auto;
    border: 1px solid rgba(255, 255, 255, 0.15);
    border-radius: 999px;
    padding: 0 14px;
  }
  .options .option[aria-checked='true'] {
    border-color: var(--_primary);
  }
`;
