import { define } from '../define.ts';
import { moneyStyles } from '../money-ui/money.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { leaderBoardStyles } from './leader-board.styles.ts';
import { LeaderBoard } from './LeaderBoard.tsx';

export const MCLeaderBoard = define('mc-leader-board', LeaderBoard, {
  styles: [moneyStyles, leaderBoardStyles, loginDialogStyles],
  texts: ['header', 'leaderboard', 'member', 'title'],
});
