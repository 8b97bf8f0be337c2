import { define } from '../define.ts';
import { GameCenter } from './GameCenter.tsx';
import { css } from '../base/css.ts';

const styles = css`
  .page {
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding: 12px 12px 0;
  }
  h2 {
    margin: 0 0 8px;
    font-size: 15px;
  }
  .categories {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .category {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    width: 100%;
    min-height: 88px;
    padding: 10px 4px;
    border-radius: var(--_radius);
    background: var(--_surface-2);
    text-align: center;
  }
  .category-icon {
    color: var(--_primary);
  }
  .label {
    font-weight: 600;
    font-size: 13px;
  }
  .count {
    min-height: 16px;
    font-size: 11px;
    line-height: 16px;
    color: var(--_muted);
  }
`;

export const MCGameCenter = define('mc-game-center', GameCenter, { props: {}, styles: [styles], texts: ['center', 'games', 'member'] });
