import { css } from '../base/css.ts';

/** A short note under a form or card (`.note`), and one that asks for attention (`.note.warn`). */
export const noteStyles = css`
  .note {
    margin: 0;
    font-size: var(--_text-s);
    color: var(--_muted);
  }
  .note.warn {
    padding: 10px 12px;
    border-radius: var(--_radius);
    background: color-mix(in srgb, var(--_primary) 16%, transparent);
    color: var(--_text);
  }
`;
