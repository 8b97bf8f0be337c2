import { css } from '../base/css.ts';

export const helpCentreStyles = css`
  .list {
    margin: 12px;
    padding: 0;
    list-style: none;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
    overflow: hidden;
  }
  /* The loading, failed and empty states stand where the list will: the same margin, so the
     element does not move down when the list comes (its top margin collapses into the element's). */
  .mc-state {
    margin: 12px;
  }
  .item + .item {
    border-top: 1px solid var(--_border);
  }
  .heading {
    margin: 0;
    font-size: inherit;
  }
  .title {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    min-height: 52px;
    padding: 10px 14px;
    text-align: start;
    font-weight: 600;
  }
  .title-text {
    flex: 1;
  }
  .chevron {
    flex: none;
    color: var(--_muted);
    transition: transform 0.2s;
  }
  .open .chevron {
    transform: rotate(180deg);
    color: var(--_primary);
  }
  .panel {
    padding: 0 14px 14px;
  }
  .panel[hidden] {
    display: none;
  }
  .content {
    color: var(--_muted);
  }
  .link {
    color: var(--_primary);
  }
  .link {
    padding: 6px 0;
    font-size: var(--_text-s);
    text-decoration: underline;
  }
  .feedback-entry {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin: 0 12px 16px;
    padding: 12px 14px;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
  }
  .feedback-hint {
    color: var(--_muted);
    font-size: var(--_text-s);
  }
  @media (prefers-reduced-motion: reduce) {
    .chevron {
      transition: none;
    }
  }
`;
