import { css } from '../base/css.ts';

export const leaderBoardStyles = css`
  .board {
    width: 100%;
    border-collapse: separate;
    border-spacing: 0 6px;
    font-variant-numeric: tabular-nums;
  }
  .board th {
    padding: 0 10px;
    text-align: start;
    font-size: var(--_text-xs);
    font-weight: 500;
    color: var(--_muted);
  }
  .board td {
    padding: 10px;
    background: var(--_surface);
  }
  .board td:first-child {
    border-start-start-radius: var(--_radius);
    border-end-start-radius: var(--_radius);
    width: 56px;
  }
  .board td:last-child {
    border-start-end-radius: var(--_radius);
    border-end-end-radius: var(--_radius);
  }
  .board .num {
    text-align: end;
  }
  .rank {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: var(--_surface-2);
    font-weight: 700;
  }
  tr[data-top='1'] .rank {
    background: #f5c542;
    color: #3a2a00;
  }
  tr[data-top='2'] .rank {
    background: #cfd6e0;
    color: #1f2630;
  }
  tr[data-top='3'] .rank {
    background: #d89a62;
    color: #2b1708;
  }
`;
