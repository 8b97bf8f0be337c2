/**
 * The identity-verification state (§4) as a small badge: not verified, under review, verified,
 * rejected. The member centre, the security centre, the profile and the verification page all
 * show it the same way (`data-verification` carries the state for styling and tests).
 *
 * @csspart verification-badge - the identity-verification state (it is also part badge)
 */
import type { VerificationState } from '../../core/api/profile.ts';
import { css } from '../base/css.ts';
import { useT } from '../base/i18n.ts';

export function VerificationBadge({ status }: { status: VerificationState }) {
  const { t } = useT();
  return (
    <span className={`verification-badge ${status}`} part="verification-badge badge" data-verification={status}>
      {t(`verification.state.${status}`)}
    </span>
  );
}

/** The badge's stylesheet: elements that show it add it to their `define()` styles. */
export const verificationBadgeStyles = css`
  /* In a row with little room (a 320 px phone, a long word: Tamil) the badge gives way, cut
     with an ellipsis, rather than push what follows it off the screen. */
  .verification-badge {
    flex: 0 1 auto;
    min-width: 0;
    display: inline-block;
    /* An inline-block that clips sits on its bottom edge: aligned to the top, the line keeps the
       height the badge had as an inline flex box. */
    vertical-align: top;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    padding: 2px 8px;
    border-radius: 999px;
    font-size: 11px;
    font-weight: 700;
    background: rgba(255, 255, 255, 0.08);
    color: var(--_muted);
  }
  .verification-badge.pending {
    background: rgba(232, 163, 23, 0.16);
    color: var(--_primary);
  }
  .verification-badge.verified {
    background: rgba(53, 196, 122, 0.16);
    color: var(--_success);
  }
  .verification-badge.rejected {
    background: rgba(255, 93, 93, 0.16);
    color: var(--_danger);
  }
`;
