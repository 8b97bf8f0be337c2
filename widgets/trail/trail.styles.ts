import { css } from '../base/css.ts';
import { noteStyles } from '../account-ui/note.styles.ts';

export const trailStyles = css`
  .trail {
    padding: 20px 16px;
  }
  .card {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  .heading {
    margin: 0;
    font-size: var(--_text-xl);
  }
  .lead {
    margin: 0;
    color: var(--_text);
  }
  .sub {
    margin: 4px 0 0;
    font-size: 15px;
  }
  .limits {
    margin: 0;
    padding-inline-start: 20px;
    display: flex;
    flex-direction: column;
    gap: 6px;
    color: var(--_muted);
  }
  ${noteStyles.text}
  .links {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 8px;
  }
  .link {
    color: var(--_primary);
    text-decoration: underline;
    font-size: var(--_text-s);
    padding: 6px 0;
  }
  .check {
    display: flex;
    align-items: flex-start;
    gap: 8px;
    font-size: var(--_text-s);
    color: var(--_text);
  }
  .check input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 1px 0 0;
    accent-color: var(--_primary);
  }
  .age-state {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 20px;
    font-size: var(--_text-s);
    color: var(--_muted);
  }
`;
