import { define } from '../define.ts';
import { Login } from './Login.tsx';
import { formStyles } from '../ui/form.styles.ts';

export const MCLogin = define('mc-login', Login, {
  props: { redirect: 'string' },
  styles: [formStyles],
});
