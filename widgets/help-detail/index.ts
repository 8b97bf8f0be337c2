import { define } from '../define.ts';
import { HelpDetail } from './HelpDetail.tsx';
import { helpDetailStyles } from './help-detail.styles.ts';
import { platformHtmlStyles } from '../base/platform-html.styles.ts';

export const MCHelpDetail = define('mc-help-detail', HelpDetail, {
  props: { openIndex: 'string', category: 'string' },
  styles: [platformHtmlStyles, helpDetailStyles],
  texts: ['help', 'member'],
});
