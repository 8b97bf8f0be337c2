import { css } from '../base/css.ts';

/** The feedback page; form and upload styles come from widgets/form, record styles from widgets/money-ui. */
export const feedbackStyles = css`
  :host {
    min-height: 320px;
  }
  .feedback-item {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 6px;
  }
  .feedback-comment {
    flex-basis: 100%;
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  .feedback-thumbs {
    display: flex;
    flex-basis: 100%;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .feedback-thumbs img {
    display: block;
    width: 56px;
    height: 56px;
    object-fit: cover;
    border-radius: var(--_radius);
    background: var(--_surface-2);
  }
  .feedback-reply {
    flex-basis: 100%;
    padding: 8px 10px;
    border-inline-start: 3px solid var(--_primary);
    border-radius: var(--_radius);
    background: var(--_surface-2);
  }
  .feedback-reply p {
    margin: 4px 0 0;
    overflow-wrap: anywhere;
  }
  .error {
    margin: 0;
    color: var(--_danger);
  }
`;
