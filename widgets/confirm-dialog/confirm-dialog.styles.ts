import { css } from '../base/css.ts';

export const confirmDialogStyles = css`
  :host {
    display: contents;
  }
  dialog {
    width: min(86vw, 340px);
    padding: 20px;
    border: 0;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
    color: var(--_text);
    font-family: var(--_font);
    text-align: center;
  }
  dialog::backdrop {
    background: rgba(0, 0, 0, 0.55);
  }
  h2 {
    margin: 0 0 8px;
    font-size: 17px;
  }
  p {
    margin: 0 0 20px;
    color: var(--_muted);
  }
  .actions {
    display: flex;
    gap: 12px;
  }
  .actions .btn {
    flex: 1;
    min-height: 40px;
  }
`;
