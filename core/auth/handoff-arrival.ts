/**
 * A player arriving on the site from a partner page with a hand-off code: signed in before the
 * first page decides anything by the session. When the code is refused (used, expired, cut
 * short) or cannot be redeemed (offline), the player is told and can sign in as usual; the site
 * starts either way.
 */
import { errorToastKind } from '../api/errors.ts';
import { showToast } from '../stores/toast.ts';
import { redeemHandoffCode, takeHandoffCode } from './handoff.ts';

/** Null when the page came with no code (the site starts at once), else the redemption. */
export function arriveWithHandoff(): Promise<void> | null {
  const code = takeHandoffCode();
  return code === null ? null : redeemOrTell(code);
}

async function redeemOrTell(code: string): Promise<void> {
  try {
    if (code === '') throw new Error('not a hand-off code');
    await redeemHandoffCode(code);
  } catch (error) {
    const offline = errorToastKind(error) === 'offline';
    showToast({ kind: offline ? 'offline' : 'info', message: offline ? 'error.offline' : 'handoff.failed' });
  }
}
