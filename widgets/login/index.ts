import { define } from '../define.ts';
import { Login } from './Login.tsx';
import { formStyles } from '../form/form.styles.ts';
import { accountStyles } from '../account-ui/account.styles.ts';
import { loginStyles } from './login.styles.ts';

export const MCLogin = define('mc-login', Login, {
  props: { redirect: 'string', site: 'string', closable: 'boolean' },
  styles: [formStyles, accountStyles, loginStyles],
  texts: ['login', 'account'],
});
