import { define } from '../define.ts';
import { LaunchGame } from './LaunchGame.tsx';
import { launchGameStyles } from './launch-game.styles.ts';
import { roomStyles } from '../game-ui/room.styles.ts';

export const MCLaunchGame = define('mc-launch-game', LaunchGame, {
  props: {
    nodeId: 'string',
    vendor: 'string',
    roomType: 'string',
    playType: 'string',
    prizeMode: 'string',
    code: 'string',
    pageBack: 'string',
    target: 'string',
  },
  styles: [launchGameStyles, roomStyles],
  texts: ['games', 'header', 'launch', 'lottery', 'title'],
});
