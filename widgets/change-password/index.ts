import { define } from '../define.ts';
import { ChangePassword } from './ChangePassword.tsx';
import { formStyles } from '../ui/form.styles.ts';
import { loginDialogStyles } from '../ui/loginDialog.styles.ts';
import { accountStyles } from '../ui/account.styles.ts';
import { changePasswordStyles } from './change-password.styles.ts';

export const MCChangePassword = define('mc-change-password', ChangePassword, {
  styles: [formStyles, accountStyles, changePasswordStyles, loginDialogStyles],
});
