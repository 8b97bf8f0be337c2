import { css } from '../base/css.ts';

/**
 * The live room badge of `room.tsx`: on a card it sits over the icon's top-start corner (the
 * favourite toggle has the other one). VIP in gold, paid in the danger colour, free muted.
 *
 * @cssprop --mc-room-vip-background - background of a VIP room's badge
 */
export const roomStyles = css`
  .room-badge {
    display: inline-flex;
    align-items: center;
    height: 20px;
    padding: 0 7px;
    border-radius: 999px;
    font-size: 10px;
    font-weight: 700;
    line-height: 1;
    white-space: nowrap;
    letter-spacing: 0.02em;
    background: rgba(0, 0, 0, 0.6);
    color: #fff;
  }
  .room-badge[data-room='VIP'] {
    background: var(--mc-room-vip-background, #d4a017);
    color: #1b1300;
  }
  .room-badge[data-room='paid'] {
    background: var(--_danger-fill, #d42c2c);
    color: var(--_on-danger, #fff);
  }
  .room-badge.on-icon {
    position: absolute;
    top: 10px;
    inset-inline-start: 10px;
    z-index: 1;
    pointer-events: none;
  }
`;
