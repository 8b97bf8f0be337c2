import { define } from '../define.ts';
import { dialogStyles } from '../base/dialog.styles.ts';
import { HotMatches } from './HotMatches.tsx';
import { hotMatchesStyles } from './hot-matches.styles.ts';

export const MCHotMatches = define('mc-hot-matches', HotMatches, {
  props: {},
  styles: [dialogStyles, hotMatchesStyles],
  texts: ['lobby', 'member'],
});
