import { css } from '../base/css.ts';

/** mc-login: the form pieces come from form.styles.ts and account.styles.ts. */
export const loginStyles = css`
  .form-panel {
    display: flex;
    flex-direction: column;
    gap: 14px;
  }
`;
