import { css } from '../base/css.ts';

export const inviteFriendsStyles = css`
  .page {
    display: flex;
    flex-direction: column;
    gap: 14px;
    padding: 16px;
  }
  .intro h2 {
    margin: 0 0 4px;
    font-size: 20px;
  }
  .intro p {
    margin: 0;
    color: var(--_muted);
  }
  .qr-box {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 8px;
    margin: 0;
    padding: 16px;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
  }
  .qr {
    display: block;
    width: var(--mc-qr-size, 200px);
    height: var(--mc-qr-size, 200px);
    border-radius: 6px;
  }
  figcaption {
    color: var(--_muted);
    font-size: var(--_text-xs);
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
  .row {
    display: flex;
    gap: 8px;
  }
  input {
    flex: 1;
    min-width: 0;
    height: 40px;
    padding: 0 12px;
    border: 1px solid transparent;
    border-radius: var(--_radius);
    background: var(--_surface-2);
    color: var(--_text);
    font: inherit;
    font-size: var(--_text-s);
  }
  input:focus {
    border-color: var(--_primary);
    outline: none;
  }
  .row .btn {
    min-height: 40px;
  }
`;
