import { css } from '../base/css.ts';

export const contractStyles = css`
  .terms {
    margin: 0 0 14px;
    font-size: 15px;
    line-height: 1.55;
  }
  .facts {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 10px;
    margin: 0 0 16px;
  }
  .facts dt {
    color: var(--_muted);
    font-size: var(--_text-xs);
  }
  .facts dd {
    margin: 2px 0 0;
    font-weight: 600;
  }
  [data-status='accepted'] .status {
    color: var(--_success);
  }
  [data-status='rejected'] .status {
    color: var(--_danger);
  }
`;
