import { css } from '../base/css.ts';

/** mc-register: the form pieces come from form.styles.ts and account.styles.ts. */
export const registerStyles = css`
  .form-panel {
    display: flex;
    flex-direction: column;
    gap: 14px;
  }
  .skeleton {
    min-height: 420px;
  }
  .check .link {
    display: inline;
  }
`;
