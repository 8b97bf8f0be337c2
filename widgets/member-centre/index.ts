import { define } from '../define.ts';
import { MemberCentre } from './MemberCentre.tsx';
import { memberCentreStyles } from './member-centre.styles.ts';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';
import { verificationBadgeStyles } from '../account-ui/VerificationBadge.tsx';

export const MCMemberCentre = define('mc-member-centre', MemberCentre, {
  styles: [verificationBadgeStyles, memberCentreStyles, loginDialogStyles],
  texts: ['footer', 'header', 'member', 'title', 'verification'],
});
