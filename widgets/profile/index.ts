import { define } from '../define.ts';
import { Profile } from './Profile.tsx';
import { profileStyles } from './profile.styles.ts';
import { formStyles } from '../ui/form.styles.ts';
import { loginDialogStyles } from '../ui/loginDialog.styles.ts';
import { verificationBadgeStyles } from '../ui/VerificationBadge.tsx';

export const MCProfile = define('mc-profile', Profile, {
  styles: [formStyles, verificationBadgeStyles, profileStyles, loginDialogStyles],
});
