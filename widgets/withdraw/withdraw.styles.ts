import { css } from '../base/css.ts';

/** The withdraw form and the steps of a first withdrawal; the shared money styles (widgets/money-ui/money.styles.ts) do the rest. */
export const withdrawStyles = css`
  :host {
    min-height: 420px;
  }
  /* The form stays mounted under the steps of a first withdrawal (it keeps the amount). */
  .page[hidden] {
    display: none;
  }
  .section-title:focus {
    outline: none;
  }
  .section-title:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .steps {
    display: flex;
    gap: 6px;
    margin: 10px 0 0;
    padding: 0;
    list-style: none;
  }
  .steps li {
    flex: 1 1 0;
    min-width: 0;
    padding-top: 8px;
    border-top: 3px solid var(--_muted);
    font-size: 13px;
    overflow-wrap: anywhere;
    color: var(--_muted);
  }
  .steps li.done,
  .steps li.current {
    border-top-color: var(--_primary);
  }
  .steps li.current {
    color: inherit;
    font-weight: 600;
  }
  .step-count {
    margin: 6px 0 0;
    font-size: 13px;
  }
  fieldset.section {
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
`;
