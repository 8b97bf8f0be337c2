import { define } from '../define.ts';
import { HelpCentre } from './HelpCentre.tsx';
import { helpCentreStyles } from './help-centre.styles.ts';
import { platformHtmlStyles } from '../base/platform-html.styles.ts';

export const MCHelpCentre = define('mc-help-centre', HelpCentre, {
  props: { openIndex: 'string', category: 'string' },
  styles: [platformHtmlStyles, helpCentreStyles],
  texts: ['feedback', 'help', 'member'],
});
