import { css } from '../base/css.ts';

/** mc-forget-password: the form pieces come from form.styles.ts and account.styles.ts. */
export const forgetPasswordStyles = css`
  .form-panel {
    display: flex;
    flex-direction: column;
    gap: 14px;
  }
`;
