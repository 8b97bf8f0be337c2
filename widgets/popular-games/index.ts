import { define } from '../define.ts';
import { PopularGames } from './PopularGames.tsx';
import { popularGamesStyles } from './popular-games.styles.ts';
import { roomStyles } from '../game-ui/room.styles.ts';

export const MCPopularGames = define('mc-popular-games', PopularGames, {
  props: { category: 'string' },
  styles: [popularGamesStyles, roomStyles],
  texts: ['games', 'lobby', 'member'],
});
