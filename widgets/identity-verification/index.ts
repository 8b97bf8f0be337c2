import { define } from '../define.ts';
import { IdentityVerification } from './IdentityVerification.tsx';
import { identityVerificationStyles } from './identity-verification.styles.ts';
import { formStyles } from '../form/form.styles.ts';
import { uploadStyles } from '../form/upload.styles.ts';
import { imageSlotStyles } from '../form/imageSlot.styles.ts';
import { verificationBadgeStyles } from '../account-ui/VerificationBadge.tsx';
import { loginDialogStyles } from '../account-ui/loginDialog.styles.ts';

export const MCIdentityVerification = define('mc-identity-verification', IdentityVerification, {
  styles: [formStyles, uploadStyles, imageSlotStyles, verificationBadgeStyles, identityVerificationStyles, loginDialogStyles],
  texts: ['header', 'member', 'title', 'upload', 'verification'],
});
