import { css } from '../base/css.ts';

export const noticeListStyles = css`
  .list {
    display: flex;
    flex-direction: column;
    gap: 10px;
    margin: 0;
    padding: 12px;
    list-style: none;
  }
  .item {
    padding: 12px 14px;
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .item.skeleton {
    height: 96px;
    background: var(--_surface-2);
  }
  .title {
    margin: 0 0 4px;
    font-size: 15px;
    font-weight: 600;
    line-height: 1.35;
  }
  .date {
    display: block;
    margin-bottom: 8px;
    font-size: var(--_text-xs);
    color: var(--_muted);
  }
  .content {
    font-size: var(--_text-m);
  }
`;
