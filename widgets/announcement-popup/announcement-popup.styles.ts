import { css } from '../base/css.ts';
import { POPUP_CLOSE_ANIMATION_MS } from '../../core/rules/announcementPopup.ts';

export const announcementPopupStyles = css`
  :host {
    display: contents;
  }
  .dialog {
    width: min(90vw, 400px);
    max-height: min(80vh, 600px);
    padding: 0;
    border: 0;
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
    box-shadow: var(--_shadow-l);
  }
  .dialog[open] {
    display: flex;
    flex-direction: column;
    animation: mc-popup-in 200ms ease-out;
  }
  .dialog::backdrop {
    background: rgba(0, 0, 0, 0.6);
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
  .head {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 8px;
    padding: 14px 8px 6px 16px;
    padding-inline: 16px 8px;
  }
  .head h2 {
    margin: 6px 0 0;
    font-size: 17px;
    line-height: 1.3;
  }
  .close {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
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
  .content {
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
  .content :first-child {
    margin-top: 0;
  }
  .content :last-child {
    margin-bottom: 0;
  }
  .content a {
    color: var(--_primary);
  }
  .content img {
    max-width: 100%;
    height: auto;
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
