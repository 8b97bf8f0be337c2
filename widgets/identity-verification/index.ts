import { define } from '../define.ts';
import { IdentityVerification } from './IdentityVerification.tsx';
import { identityVerificationStyles } from './identity-verification.styles.ts';
import { formStyles } from '../ui/form.styles.ts';
import { loginDialogStyles } from '../ui/loginDialog.styles.ts';
import { uploadStyles } from '../ui/upload.styles.ts';
import { imageSlotStyles } from '../ui/imageSlot.styles.ts';
import { verificationBadgeStyles } from '../ui/VerificationBadge.tsx';

export const MCIdentityVerification = define('mc-identity-verification', IdentityVerification, {
  styles: [formStyles, uploadStyles, imageSlotStyles, verificationBadgeStyles, identityVerificationStyles, loginDialogStyles],
});
