import { css } from '../ui/css.ts';

/** The betting record; the shared money styles (widgets/ui/money.styles.ts) do the rest. */
export const gameRecordStyles = css`
  :host {
    min-height: 320px;
  }
`;
