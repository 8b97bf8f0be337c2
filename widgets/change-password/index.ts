import { define } from '../define.ts';
import { ChangePassword } from './ChangePassword.tsx';
import { formStyles } from '../form/form.styles.ts';
import { accountStyles } from '../account-ui/account.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { changePasswordStyles } from './change-password.styles.ts';

export const MCChangePassword = define('mc-change-password', ChangePassword, {
  styles: [formStyles, accountStyles, changePasswordStyles, loginDialogStyles],
  texts: ['account', 'change', 'codes', 'header', 'login', 'member', 'title'],
});
