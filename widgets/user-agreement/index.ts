import { define } from '../define.ts';
import { UserAgreement } from './UserAgreement.tsx';
import { userAgreementStyles } from './user-agreement.styles.ts';

export const MCUserAgreement = define('mc-user-agreement', UserAgreement, {
  props: { section: 'string' },
  styles: [userAgreementStyles],
  texts: ['agreement', 'site', 'title'],
});
