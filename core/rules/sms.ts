/** The SMS-code countdown of §4 and §9: expiredMinutes × 60 seconds (1 minute by default and with third-party auth). */
import { SMS_DEFAULT_EXPIRED_MINUTES, SMS_THIRD_PARTY_MINUTES } from './constants.ts';

export function smsCountdownSeconds(expiredMinutes: number | undefined, thirdParty = false): number {
  if (thirdParty) return SMS_THIRD_PARTY_MINUTES * 60;
  const minutes = typeof expiredMinutes === 'number' && Number.isFinite(expiredMinutes) && expiredMinutes > 0 ? expiredMinutes : SMS_DEFAULT_EXPIRED_MINUTES;
  return Math.round(minutes * 60);
}
