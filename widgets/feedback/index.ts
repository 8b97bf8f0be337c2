import { define } from '../define.ts';
import { formStyles } from '../ui/form.styles.ts';
import { moneyStyles } from '../ui/money.styles.ts';
import { loginDialogStyles } from '../ui/loginDialog.styles.ts';
import { uploadStyles } from '../ui/upload.styles.ts';
import { feedbackStyles } from './feedback.styles.ts';
import { Feedback } from './Feedback.tsx';

export const MCFeedback = define('mc-feedback', Feedback, { styles: [formStyles, moneyStyles, uploadStyles, feedbackStyles, loginDialogStyles] });
