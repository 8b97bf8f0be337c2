import { css } from '../base/css.ts';

export const profileStyles = css`
  .profile {
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding: 12px 0 24px;
  }
  .muted {
    color: var(--_muted);
  }
  .small {
    margin: 0;
    font-size: var(--_text-xs);
  }
  .avatar-card {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 10px;
    margin: 0 12px;
    padding: 20px 16px;
    border-radius: calc(var(--_radius) * 1.4);
    background: linear-gradient(160deg, var(--_surface-2), var(--_surface));
    text-align: center;
  }
  .avatar-large {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    width: var(--mc-profile-avatar-size, 112px);
    height: var(--mc-profile-avatar-size, 112px);
    border-radius: 50%;
    overflow: hidden;
    background: var(--_primary);
    color: var(--_on-primary);
    font-size: 44px;
    font-weight: 700;
    box-shadow: 0 0 0 4px rgba(255, 255, 255, 0.08);
  }
  .avatar-large img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .avatar-spinner {
    position: absolute;
  }
  .avatar-name {
    margin: 0;
    font-size: 17px;
    font-weight: 700;
  }
  .avatar-actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px;
  }
  .upload-label {
    cursor: pointer;
  }
  .file-input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
    overflow: hidden;
  }
  .file-input:focus-visible + .upload-label {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .file-input:disabled + .upload-label {
    opacity: 0.55;
    cursor: default;
  }
  .icon-grid {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: 10px;
    margin: 4px 0 0;
    padding: 0;
    list-style: none;
  }
  .icon-choice {
    display: flex;
    padding: 3px;
    border-radius: 50%;
    border: 2px solid transparent;
  }
  .icon-choice[aria-pressed='true'] {
    border-color: var(--_primary);
  }
  .icon-choice img {
    border-radius: 50%;
  }
  .verification-row {
    display: flex;
    align-items: center;
    gap: 10px;
    margin: 0 12px;
    min-height: 52px;
    padding: 0 14px;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
    text-align: start;
  }
  .row-label {
    flex: 1;
  }
  .chevron {
    color: var(--_muted);
  }
  .fields {
    margin: 0 12px;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
  }
  .section-title {
    margin: 0;
    font-size: 15px;
  }
  .field-wrap {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  .hint {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    color: var(--_muted);
    font-size: var(--_text-xs);
  }
  .hint:empty {
    display: none;
  }
  .locked {
    gap: 2px;
  }
  .locked-label {
    font-size: var(--_text-s);
    color: var(--_muted);
  }
  .locked-value {
    font-size: 15px;
    overflow-wrap: anywhere;
  }
  select {
    flex: 1;
    min-width: 0;
    height: 44px;
    padding: 0 12px;
    border: 0;
    background: transparent;
    color: var(--_text);
    font: inherit;
  }
  select option {
    color: #111;
  }
  input[type='date'] {
    color-scheme: dark;
  }
  [dir='rtl'] .flip-rtl,
  :host(:dir(rtl)) .flip-rtl {
    transform: scaleX(-1);
  }
`;
