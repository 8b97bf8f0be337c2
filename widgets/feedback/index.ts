import { define } from '../define.ts';
import { formStyles } from '../form/form.styles.ts';
import { moneyStyles } from '../money-ui/money.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { uploadStyles } from '../form/upload.styles.ts';
import { feedbackStyles } from './feedback.styles.ts';
import { Feedback } from './Feedback.tsx';

export const MCFeedback = define('mc-feedback', Feedback, {
  styles: [formStyles, moneyStyles, uploadStyles, feedbackStyles, loginDialogStyles],
  texts: ['feedback', 'header', 'member', 'records', 'title', 'upload'],
});
