import { css } from '../base/css.ts';
import { JACKPOT_DIGITS } from '../../core/rules/jackpot.ts';

/** Room for every digit and a group separator every three: the box never changes width. */
const WIDTH_CH = JACKPOT_DIGITS + Math.floor((JACKPOT_DIGITS - 1) / 3) + 1;

export const jackpotStyles = css`
  :host {
    --_height: 76px;
    min-height: calc(var(--_height) + 16px);
  }
  .box {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    height: var(--_height);
    margin: 8px 12px;
    border-radius: var(--_radius);
    background: var(--mc-jackpot-background, linear-gradient(135deg, #3a1d5c, #1d2230 60%, #5c3a10));
    overflow: hidden;
  }
  .title {
    margin: 0;
    font-size: var(--_text-xs);
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: var(--_muted);
  }
  .value {
    margin: 0;
    width: ${WIDTH_CH}ch;
    max-width: 100%;
    font-size: 26px;
    font-weight: 800;
    line-height: 1.2;
    text-align: center;
    white-space: nowrap;
    /* The digits keep their order in RTL languages too. */
    direction: ltr;
    unicode-bidi: isolate;
    font-variant-numeric: tabular-nums;
    font-feature-settings: 'tnum' 1;
    color: var(--mc-jackpot-color, var(--_primary));
    contain: layout paint;
  }
`;
