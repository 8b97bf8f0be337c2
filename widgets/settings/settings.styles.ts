import { css } from '../base/css.ts';

export const settingsStyles = css`
  .settings {
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding: 0 16px 24px;
  }
  .bar {
    display: flex;
    align-items: center;
    height: 48px;
  }
  .title {
    margin: 0;
    font-size: var(--_text-l);
  }
  .account {
    margin: 0;
    color: var(--_text);
  }
  .muted {
    color: var(--_muted);
  }
  .list {
    list-style: none;
    margin: 0;
    padding: 0;
    border-radius: var(--_radius);
    background: var(--_surface-2);
    overflow: hidden;
  }
  .item {
    display: flex;
    align-items: center;
    justify-content: space-between;
    width: 100%;
    min-height: 52px;
    padding: 0 16px;
    text-align: start;
  }
  .sign-out {
    margin-top: 12px;
  }
`;
