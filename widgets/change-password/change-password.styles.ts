import { css } from '../base/css.ts';

/** mc-change-password: the form pieces come from form.styles.ts and account.styles.ts. */
export const changePasswordStyles = css`
  .readonly-value {
    color: var(--_text);
    font-weight: 600;
  }
`;
