import { define } from '../define.ts';
import { GameLobby } from './GameLobby.tsx';
import { css } from '../base/css.ts';
import { pillTabsStyles } from '../base/pillTabs.styles.ts';

const styles = css`
  .page {
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding: 12px;
  }
  .vendors {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .vendor {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    width: 100%;
    padding: 12px 6px;
    border-radius: var(--_radius);
    background: var(--_surface-2);
    text-align: center;
  }
  .vendor img,
  .initial {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 64px;
    height: 64px;
    border-radius: 14px;
    background: var(--_surface);
    font-size: 24px;
    font-weight: 700;
  }
  .name {
    font-size: 12px;
    font-weight: 600;
  }
  .mc-state {
    min-height: 200px;
  }
`;

export const MCGameLobby = define('mc-game-lobby', GameLobby, { props: { gameType: 'string' }, styles: [pillTabsStyles, styles], texts: ['center', 'games'] });
