import { css } from '../base/css.ts';

export const memberCentreStyles = css`
  .page {
    position: relative;
    padding-bottom: 16px;
  }
  .bar {
    display: flex;
    align-items: center;
    gap: 4px;
    height: 48px;
    padding: 0 4px;
    background: var(--_surface);
  }
  .title {
    flex: 1;
    margin: 0;
    font-size: 16px;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .bar-end {
    display: flex;
    align-items: center;
  }
  .icon-btn {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    flex: none;
  }
  .badge {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 18px;
    height: 18px;
    padding: 0 5px;
    border-radius: 9px;
    background: var(--_danger-fill);
    color: var(--_on-danger);
    font-size: 11px;
    font-weight: 700;
    line-height: 1;
  }
  .dot-badge {
    position: absolute;
    top: 2px;
    inset-inline-end: 0;
  }
  .card {
    margin: 12px;
    padding: 16px;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--mc-member-header-background, linear-gradient(135deg, var(--_surface-2), var(--_surface)));
  }
  .prompt {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 12px;
    text-align: center;
  }
  .prompt p {
    margin: 0;
    color: var(--_muted);
  }
  .info {
    display: grid;
    grid-template-columns: 56px 1fr;
    grid-template-areas: 'avatar who' 'balance balance';
    gap: 12px 14px;
    align-items: center;
    min-height: 150px;
  }
  .avatar {
    grid-area: avatar;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    background: var(--_primary);
    color: var(--_on-primary);
    font-size: 24px;
    font-weight: 700;
    object-fit: cover;
  }
  .avatar-btn {
    grid-area: avatar;
    display: flex;
    padding: 0;
    border-radius: 50%;
  }
  .avatar-btn:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .avatar.placeholder {
    background: var(--_surface-2);
    color: var(--_muted);
  }
  .who {
    grid-area: who;
    min-width: 0;
  }
  .who p {
    margin: 0;
  }
  .name {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 17px;
    font-weight: 700;
  }
  .name-text {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .vip {
    flex: none;
    padding: 1px 8px;
    border-radius: 999px;
    background: linear-gradient(90deg, #f7d774, var(--_primary));
    color: #3a2700;
    font-size: 11px;
    font-weight: 800;
  }
  .meta {
    color: var(--_muted);
    font-size: var(--_text-xs);
  }
  .skeleton-text,
  .skeleton-row {
    display: inline-block;
    width: 120px;
    height: 12px;
    border-radius: 6px;
    background: rgba(255, 255, 255, 0.08);
  }
  .balance {
    grid-area: balance;
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    padding-top: 10px;
    border-top: 1px solid var(--_border);
  }
  .balance strong {
    color: var(--_primary);
    font-size: var(--_text-l);
    font-variant-numeric: tabular-nums;
  }
  /* Columns share the width whatever their words: a long one (German "Stufenvorteile") breaks
     inside its tile instead of widening the grid past a 320 px screen. */
  .tiles {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 8px;
    margin: 0 12px 12px;
    padding: 12px 8px;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
  }
  .tiles.quick {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  .tile {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    min-height: 64px;
    padding: 6px 2px;
    border-radius: var(--_radius);
    font-size: var(--_text-xs);
    text-align: center;
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  .tiles.quick .tile {
    flex-direction: row;
    justify-content: center;
    min-height: 44px;
    background: var(--_surface-2);
  }
  .tile-icon {
    display: flex;
    color: var(--_primary);
  }
  .list {
    margin: 0 12px;
    padding: 4px 0;
    list-style: none;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
  }
  .list li + li .row {
    border-top: 1px solid var(--_border);
  }
  .row {
    display: flex;
    align-items: center;
    gap: 12px;
    width: 100%;
    min-height: 48px;
    padding: 0 14px;
    text-align: start;
  }
  .row-icon {
    display: flex;
    color: var(--_primary);
  }
  .row-label {
    flex: 1;
  }
  .chevron {
    display: flex;
    color: var(--_muted);
  }
  .list-skeleton {
    display: flex;
    flex-direction: column;
    gap: 10px;
    margin: 0 12px;
    padding: 14px;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
  }
  .skeleton-row {
    width: 100%;
    height: 24px;
  }
  /* A place kept for a tile or row whose gate waits for the platform: its size, a faint blank. */
  .tile.placeholder {
    background: var(--_surface-2);
    opacity: 0.6;
  }
  .who .verification {
    margin-top: 4px;
  }
  .account {
    margin: 12px 12px 0;
  }
  .links {
    margin: 0;
    padding: 4px 0;
    list-style: none;
    border-radius: calc(var(--_radius) * 1.4);
    background: var(--_surface);
  }
  .links li + li .row {
    border-top: 1px solid var(--_border);
  }

  /* The new layout (mem_cen '1'): a profile card on top, big quick actions, titled groups. */
  .modern .hero {
    grid-template-columns: 72px 1fr;
    gap: 14px 16px;
    padding: 20px 18px;
    background: var(--mc-member-header-background, linear-gradient(135deg, var(--_primary) -40%, var(--_surface-2) 55%, var(--_surface)));
    box-shadow: 0 10px 30px rgba(0, 0, 0, 0.25);
  }
  .modern .hero .avatar {
    width: 72px;
    height: 72px;
    font-size: 30px;
    box-shadow: 0 0 0 3px rgba(255, 255, 255, 0.18);
  }
  .modern .hero .name {
    font-size: 19px;
  }
  .modern .hero .balance {
    flex-direction: column;
    align-items: flex-start;
    gap: 2px;
    border-top: 0;
    padding: 12px 14px;
    border-radius: var(--_radius);
    background: rgba(0, 0, 0, 0.22);
  }
  .modern .hero .balance strong {
    font-size: 26px;
  }
  .actions {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 10px;
    margin: 0 12px 4px;
  }
  .actions .tile {
    min-height: 84px;
    justify-content: center;
    padding: 12px 4px;
    border-radius: calc(var(--_radius) * 1.2);
    background: var(--_surface);
    font-size: var(--_text-s);
    font-weight: 600;
  }
  .actions .tile-icon {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: rgba(232, 163, 23, 0.14);
  }
  .groups {
    display: flex;
    flex-direction: column;
  }
  .group {
    margin: 12px 12px 0;
  }
  .group .list {
    margin: 0;
  }
  .group-title {
    margin: 0 4px 6px;
    color: var(--_muted);
    font-size: var(--_text-xs);
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  .modern .list-skeleton {
    margin-top: 12px;
  }
  .contact {
    position: fixed;
    inset-inline-start: 0;
    top: 45%;
    z-index: 15;
    display: flex;
    align-items: flex-start;
  }
  .contact-toggle {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 44px;
    border-start-end-radius: 22px;
    border-end-end-radius: 22px;
    background: var(--_primary);
    color: var(--_on-primary);
    box-shadow: var(--_shadow-s);
  }
  .contact ul {
    display: flex;
    flex-direction: column;
    gap: 2px;
    margin: 0;
    margin-inline-start: 6px;
    padding: 6px;
    list-style: none;
    border-radius: var(--_radius);
    background: var(--_surface-2);
    box-shadow: var(--_shadow-m);
  }
  .contact ul[hidden] {
    display: none;
  }
  .contact a {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 40px;
    padding: 0 10px;
    border-radius: calc(var(--_radius) - 4px);
    color: var(--_text);
    text-decoration: none;
    white-space: nowrap;
  }
  .contact a:hover,
  .contact a:focus-visible {
    background: rgba(255, 255, 255, 0.08);
  }
  :host(:dir(rtl)) .flip-rtl,
  [dir='rtl'] .flip-rtl {
    display: inline-flex;
    transform: scaleX(-1);
  }
  .flip-rtl {
    display: inline-flex;
  }
`;
