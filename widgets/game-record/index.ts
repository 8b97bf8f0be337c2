import { define } from '../define.ts';
import { moneyStyles } from '../money-ui/money.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { gameRecordStyles } from './game-record.styles.ts';
import { GameRecord } from './GameRecord.tsx';

export const MCGameRecord = define('mc-game-record', GameRecord, {
  styles: [moneyStyles, gameRecordStyles, loginDialogStyles],
  texts: ['bets', 'header', 'member', 'records', 'title'],
});
