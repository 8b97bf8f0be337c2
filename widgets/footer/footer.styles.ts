import { css } from '../base/css.ts';

export const footerStyles = css`
  :host {
    --_height: var(--mc-footer-height, 56px);
    --_notice: 24px;
    min-height: calc(var(--_height) + var(--_notice) + env(safe-area-inset-bottom, 0px));
  }
  :host([app-shell]) {
    --_height: var(--mc-footer-height, 64px);
  }
  .nav {
    height: calc(var(--_height) + var(--_notice) + env(safe-area-inset-bottom, 0px));
    padding-bottom: env(safe-area-inset-bottom, 0px);
    background: var(--mc-footer-background, var(--_surface));
    border-top: 1px solid var(--_border);
  }
  ul {
    display: grid;
    /* Equal columns whatever the labels' length (long ones end in an ellipsis): Deposit stays centred. */
    grid-template-columns: repeat(5, minmax(0, 1fr));
    height: var(--_height);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    justify-content: center;
  }
  .item {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    width: 100%;
    color: var(--_muted);
    font-size: 11px;
  }
  .item[aria-current='page'] {
    color: var(--_primary);
  }
  .icon {
    display: flex;
    height: 24px;
  }
  .deposit .icon {
    align-items: center;
    justify-content: center;
    width: 48px;
    height: 48px;
    margin-top: -22px;
    border-radius: 50%;
    background: var(--_primary);
    color: var(--_on-primary);
    box-shadow: var(--_shadow-s);
  }
  .deposit {
    color: var(--_text);
  }
  .badge {
    position: absolute;
    top: 4px;
    inset-inline-start: calc(50% + 6px);
    min-width: 18px;
    height: 18px;
    padding: 0 5px;
    border-radius: 9px;
    background: var(--_danger-fill);
    color: var(--_on-danger);
    font-size: 11px;
    font-weight: 700;
    line-height: 18px;
    text-align: center;
  }
  .label {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The age notice of every page's footer: one tap to the responsible-gaming page. */
  .age-notice {
    display: flex;
    justify-content: center;
    height: var(--_notice);
    margin: 0;
  }
  .age-notice button {
    color: var(--_muted);
    font-size: 11px;
    line-height: var(--_notice);
    text-decoration: underline;
  }
`;
