import { define } from '../define.ts';
import { Profile } from './Profile.tsx';
import { profileStyles } from './profile.styles.ts';
import { formStyles } from '../form/form.styles.ts';
import { verificationBadgeStyles } from '../account-ui/VerificationBadge.tsx';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';

export const MCProfile = define('mc-profile', Profile, {
  styles: [formStyles, verificationBadgeStyles, profileStyles, loginDialogStyles],
  texts: ['account', 'codes', 'header', 'member', 'profile', 'security', 'title', 'upload', 'verification'],
});
