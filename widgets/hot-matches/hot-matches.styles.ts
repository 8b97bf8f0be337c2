import { css } from '../base/css.ts';

export const hotMatchesStyles = css`
  :host {
    --_height: var(--mc-hot-matches-height, 48px);
    --_row: var(--_height);
    min-height: var(--_height);
  }
  .ticker {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 100%;
    height: var(--_height);
    padding-block: 0;
    padding-inline: 12px 10px;
    overflow: hidden;
    background: var(--_surface);
    color: var(--_text);
    border-top: 1px solid var(--_border);
    text-align: start;
  }
  .label {
    flex: none;
    padding: 3px 8px;
    border-radius: 999px;
    background: var(--_primary);
    color: var(--_on-primary);
    font-size: 11px;
    font-weight: 700;
    white-space: nowrap;
  }
  .window {
    flex: 1 1 auto;
    min-width: 0;
    height: var(--_row);
    overflow: hidden;
    container-type: inline-size;
  }
  /* Little room (a 320 px phone, a long title): the teams keep it, the time is in the dialog. */
  @container (max-width: 240px) {
    .time {
      display: none;
    }
  }
  .rows {
    display: flex;
    flex-direction: column;
    will-change: transform;
  }
  .row {
    display: flex;
    align-items: center;
    gap: 6px;
    height: var(--_row);
    min-width: 0;
    font-size: var(--_text-xs);
  }
  .time {
    flex: none;
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }
  /* Never narrower than its logo, which would run under the "VS". */
  .team {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    flex: 1 1 0;
    min-width: 20px;
  }
  .team.reverse {
    flex-direction: row-reverse;
    text-align: end;
  }
  .team img,
  .no-logo {
    flex: none;
    width: 20px;
    height: 20px;
    border-radius: 50%;
  }
  .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .vs {
    flex: none;
    font-weight: 700;
    color: var(--_primary);
  }
  .chevron {
    flex: none;
    color: var(--_muted);
  }
  .empty .none {
    color: var(--_muted);
  }
  .retry {
    width: 100%;
    height: 100%;
    text-decoration: underline;
  }
  .skeleton {
    flex: 1;
    height: 14px;
    border-radius: 7px;
    background: var(--_surface-2);
  }
  :host(:dir(rtl)) .flip-rtl,
  [dir='rtl'] .flip-rtl {
    transform: scaleX(-1);
  }

  .dialog {
    width: min(92vw, 420px);
    max-height: min(86vh, 640px);
  }
  .dialog[open] {
    display: flex;
    flex-direction: column;
  }
  .matches {
    display: flex;
    flex-direction: column;
    gap: 10px;
    margin: 0;
    padding: 0 12px 12px;
    overflow-y: auto;
    list-style: none;
  }
  .match {
    padding: 10px 12px 12px;
    border-radius: calc(var(--_radius) - 2px);
    background: var(--_surface-2);
  }
  .league {
    margin: 0 0 8px;
    font-size: var(--_text-xs);
    color: var(--_muted);
    text-align: center;
  }
  .teams {
    display: grid;
    grid-template-columns: 1fr auto 1fr;
    align-items: center;
    gap: 8px;
    margin-bottom: 10px;
  }
  .side {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    min-width: 0;
    font-size: var(--_text-s);
    text-align: center;
  }
  .side img {
    width: 48px;
    height: 48px;
  }
  .side .name {
    max-width: 100%;
    white-space: normal;
  }
  .middle {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 2px;
  }
  .middle .vs {
    font-size: var(--_text-l);
  }
  .middle .time {
    font-size: var(--_text-xs);
  }
  @media (prefers-reduced-motion: reduce) {
    .rows {
      transition: none !important;
    }
  }
`;
