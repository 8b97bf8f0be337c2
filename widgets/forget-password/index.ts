import { define } from '../define.ts';
import { ForgetPassword } from './ForgetPassword.tsx';
import { formStyles } from '../form/form.styles.ts';
import { accountStyles } from '../account-ui/account.styles.ts';
import { forgetPasswordStyles } from './forget-password.styles.ts';

export const MCForgetPassword = define('mc-forget-password', ForgetPassword, {
  props: { method: 'string', step: 'string', closable: 'boolean' },
  styles: [formStyles, accountStyles, forgetPasswordStyles],
  texts: ['account', 'change', 'forget', 'login', 'register', 'title'],
});
