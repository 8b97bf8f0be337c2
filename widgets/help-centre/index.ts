import { define } from '../define.ts';
import { HelpCentre } from './HelpCentre.tsx';
import { helpCentreStyles } from './help-centre.styles.ts';

export const MCHelpCentre = define('mc-help-centre', HelpCentre, {
  props: { openIndex: 'string', category: 'string' },
  styles: [helpCentreStyles],
  texts: ['feedback', 'help', 'member'],
});
