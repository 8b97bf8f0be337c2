import { css } from '../base/css.ts';

export const userAgreementStyles = css`
  .page {
    padding: 16px;
    line-height: 1.6;
  }
  .intro h2 {
    margin: 0 0 6px;
    font-size: 20px;
  }
  .intro p,
  .section p {
    margin: 0;
    color: var(--_muted);
  }
  .contents {
    margin: 14px 0;
    padding: 10px 14px;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
  }
  .contents ol {
    margin: 0;
    padding-inline-start: 20px;
  }
  .contents button {
    min-height: 32px;
    color: var(--_primary);
    text-align: start;
  }
  .section {
    margin-top: 16px;
    scroll-margin-top: 56px;
  }
  .section:focus {
    outline: none;
  }
  .section h3 {
    margin: 0 0 4px;
    font-size: 15px;
  }
  .questions {
    margin: 24px 0 0;
    color: var(--_muted);
  }
  .link {
    color: var(--_primary);
    text-decoration: underline;
  }
`;
