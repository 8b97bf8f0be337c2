import { css } from '../base/css.ts';

export const activityInfoStyles = css`
  .hero {
    border-radius: var(--_radius);
  }
  h1.promo-title {
    font-size: var(--_text-l);
  }
`;
