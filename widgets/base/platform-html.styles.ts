import { css } from './css.ts';

/** The platform's HTML in any element that shows it (PlatformHtml.tsx; the popup's first screen, front/site/popup.ts). */
export const platformHtmlStyles = css`
  .platform-html {
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
  .platform-html p {
    margin: 0 0 8px;
  }
  .platform-html :first-child {
    margin-top: 0;
  }
  .platform-html :last-child {
    margin-bottom: 0;
  }
  .platform-html a {
    color: var(--_primary);
  }
  .platform-html img {
    max-width: 100%;
    height: auto;
  }
`;
