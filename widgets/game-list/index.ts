import { define } from '../define.ts';
import { GameList } from './GameList.tsx';
import { gameCardStyles } from './gameCard.styles.ts';
import { gameListStyles } from './game-list.styles.ts';
import { pillTabsStyles } from '../base/pillTabs.styles.ts';
import { roomStyles } from '../game-ui/room.styles.ts';

export const MCGameList = define('mc-game-list', GameList, {
  props: { gameType: 'string', vendor: 'string', classify: 'string', compact: 'boolean' },
  styles: [pillTabsStyles, gameCardStyles, roomStyles, gameListStyles],
  texts: ['games', 'member'],
});
