import { css } from '../base/css.ts';
import { POPUP_CLOSE_ANIMATION_MS } from '../../core/rules/announcementPopup.ts';

export const announcementPopupStyles = css`
  :host {
    display: contents;
  }
  .dialog {
    width: min(90vw, 400px);
    max-height: min(80vh, 600px);
  }
  .dialog[open] {
    display: flex;
    flex-direction: column;
    animation: mc-popup-in 200ms ease-out;
  }
  /* The first screen's popup, taken over: it is on screen already. */
  .dialog.taken-over[open] {
    animation: none;
  }
  .dialog.closing {
    animation: mc-popup-out ${POPUP_CLOSE_ANIMATION_MS}ms ease-in forwards;
  }
  .dialog.closing::backdrop {
    opacity: 0;
    transition: opacity ${POPUP_CLOSE_ANIMATION_MS}ms;
  }
  @keyframes mc-popup-in {
    from {
      opacity: 0;
      transform: scale(0.94);
    }
  }
  @keyframes mc-popup-out {
    to {
      opacity: 0;
      transform: scale(0.94);
    }
  }
  /* An announcement's title may take two lines: it starts level with the close button. */
  .dialog-head {
    align-items: flex-start;
    padding-block: 14px 6px;
  }
  .dialog-head h2 {
    margin-top: 6px;
    line-height: 1.3;
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: 14px;
    padding: 0 16px 16px;
    overflow-y: auto;
  }
  .title {
    margin: 0 0 4px;
    font-size: 15px;
  }
  .item + .item {
    padding-top: 14px;
    border-top: 1px solid var(--_border);
  }
  @media (prefers-reduced-motion: reduce) {
    .dialog[open],
    .dialog.closing {
      animation-duration: 1ms;
    }
  }
`;
