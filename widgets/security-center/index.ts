import { define } from '../define.ts';
import { SecurityCenter } from './SecurityCenter.tsx';
import { securityCenterStyles } from './security-center.styles.ts';
import { formStyles } from '../form/form.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';

export const MCSecurityCenter = define('mc-security-center', SecurityCenter, {
  props: { open: 'string' },
  styles: [formStyles, securityCenterStyles, loginDialogStyles],
  texts: ['account', 'codes', 'header', 'member', 'security', 'title', 'verification'],
});
