import { define } from '../define.ts';
import { Register } from './Register.tsx';
import { formStyles } from '../form/form.styles.ts';
import { accountStyles } from '../account-ui/account.styles.ts';
import { registerStyles } from './register.styles.ts';

export const MCRegister = define('mc-register', Register, {
  props: { affiliateCode: 'string', domain: 'string', redirect: 'string', closable: 'boolean' },
  styles: [formStyles, accountStyles, registerStyles],
  texts: ['register', 'account'],
});
