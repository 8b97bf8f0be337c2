import { css } from '../base/css.ts';

export const confirmDialogStyles = css`
  :host {
    display: contents;
  }
  .mc-dialog {
    width: min(86vw, 340px);
    padding: 20px;
    text-align: center;
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
