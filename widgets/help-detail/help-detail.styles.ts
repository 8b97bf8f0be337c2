import { css } from '../base/css.ts';

export const helpDetailStyles = css`
  .page {
    padding: 12px;
  }
  .article {
    padding: 16px;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
  }
  .title {
    margin: 0 0 10px;
    font-size: var(--_text-l);
  }
  .title:focus {
    outline: none;
  }
  .content {
    color: var(--_muted);
  }
  .others h3 {
    margin: 18px 4px 8px;
    font-size: var(--_text-s);
    color: var(--_muted);
    font-weight: 600;
  }
  .others ul {
    margin: 0;
    padding: 0;
    list-style: none;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
    overflow: hidden;
  }
  .others li + li {
    border-top: 1px solid var(--_border);
  }
  .others button {
    width: 100%;
    min-height: 48px;
    padding: 10px 14px;
    text-align: start;
  }
`;
