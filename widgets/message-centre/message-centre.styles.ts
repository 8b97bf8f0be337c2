import { css } from '../base/css.ts';

export const messageCentreStyles = css`
  .page {
    padding: 12px;
  }
  /* The count and the mark-all button share a line while they fit; on a narrow phone with long
     words the button goes to the next line, at the end, rather than past the screen's edge. */
  .summary {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 12px;
    margin-bottom: 12px;
  }
  .count {
    margin: 0;
    color: var(--_muted);
  }
  .summary > .btn {
    margin-inline-start: auto;
  }
  .list {
    margin: 0;
    padding: 0;
    list-style: none;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
    overflow: hidden;
  }
  .message + .message {
    border-top: 1px solid var(--_border);
  }
  .message-heading {
    margin: 0;
    font-size: inherit;
    font-weight: inherit;
  }
  .message-toggle {
    display: grid;
    grid-template-columns: 10px 1fr;
    grid-template-areas: 'dot title' '. date';
    column-gap: 10px;
    row-gap: 2px;
    align-items: center;
    width: 100%;
    min-height: 56px;
    padding: 10px 14px;
    text-align: start;
  }
  .dot {
    grid-area: dot;
    width: 8px;
    height: 8px;
    border-radius: 50%;
  }
  .unread .dot {
    background: var(--_danger);
  }
  .message-title {
    grid-area: title;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .unread .message-title {
    font-weight: 700;
  }
  .read .message-title {
    color: var(--_muted);
  }
  .message-date {
    grid-area: date;
    color: var(--_muted);
    font-size: var(--_text-xs);
  }
  .content {
    padding: 0 14px 14px 34px;
    padding-inline: 34px 14px;
  }
  .more {
    display: flex;
    justify-content: center;
    padding: 14px 0;
  }
`;
