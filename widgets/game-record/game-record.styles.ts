import { css } from '../base/css.ts';

/** The betting record; the shared money styles (widgets/money-ui/money.styles.ts) do the rest. */
export const gameRecordStyles = css`
  :host {
    min-height: 320px;
  }
`;
