import { css } from './css.ts';

/**
 * The dialog box of Dialog.tsx, its head and close button. An element that shows a <Dialog> adds
 * these before its own styles, which size and place its dialog through its own class.
 */
export const dialogStyles = css`
  .mc-dialog {
    padding: 0;
    border: 0;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
    color: var(--_text);
    font-family: var(--_font);
    box-shadow: var(--_shadow-l);
  }
  .mc-dialog::backdrop {
    background: rgba(0, 0, 0, 0.6);
  }
  .dialog-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding-block: 12px 8px;
    padding-inline: 16px 8px;
  }
  .dialog-head h2 {
    margin: 0;
    font-size: 17px;
  }
  .dialog-close {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
  }
`;
