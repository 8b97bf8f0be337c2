import { css } from '../base/css.ts';

export const realityCheckStyles = css`
  .reality-check {
    width: min(92vw, 380px);
    padding: 20px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: var(--_text-l);
  }
  p {
    margin: 0 0 8px;
    line-height: 1.4;
  }
  .win {
    color: var(--_success);
  }
  .loss {
    color: var(--_danger);
  }
  .actions {
    display: grid;
    gap: 8px;
    margin-top: 16px;
  }
`;
