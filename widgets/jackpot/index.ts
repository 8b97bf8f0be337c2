import { define } from '../define.ts';
import { Jackpot } from './Jackpot.tsx';
import { jackpotStyles } from './jackpot.styles.ts';

export const MCJackpot = define('mc-jackpot', Jackpot, {
  props: {},
  styles: [jackpotStyles],
  texts: ['lobby'],
});
