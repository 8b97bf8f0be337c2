import { define } from '../define.ts';
import { MessageCentre } from './MessageCentre.tsx';
import { messageCentreStyles } from './message-centre.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { platformHtmlStyles } from '../base/platform-html.styles.ts';

export const MCMessageCentre = define('mc-message-centre', MessageCentre, {
  props: { pageSize: 'number' },
  styles: [platformHtmlStyles, messageCentreStyles, loginDialogStyles],
  texts: ['member', 'message', 'title'],
});
