import { css } from '../base/css.ts';

export const benefitsStyles = css`
  .page {
    padding: 12px;
  }
  .level {
    display: flex;
    align-items: center;
    gap: 14px;
    min-height: 88px;
    padding: 16px;
    border-radius: calc(var(--_radius) * 1.4);
    background: linear-gradient(120deg, #f7d774, var(--_primary));
    color: #3a2700;
  }
  .level-badge {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.45);
  }
  .level-caption {
    margin: 0;
    font-size: var(--_text-xs);
    opacity: 0.8;
  }
  .level-name {
    margin: 0;
    font-size: var(--_text-xl);
  }
  .list {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 10px;
    margin: 12px 0 0;
    padding: 0;
    list-style: none;
  }
  .benefit {
    padding: 14px;
    border-radius: calc(var(--_radius) * 1.2);
    background: var(--_surface);
  }
  .benefit h3 {
    margin: 0 0 6px;
    font-size: var(--_text-m);
    color: var(--_primary);
  }
  .benefit p {
    margin: 0;
    color: var(--_muted);
    font-size: var(--_text-xs);
    line-height: 1.5;
  }
`;
