import { errorMessageKey } from '../../core/api/errors.ts';
import { hasText } from '../../core/i18n.ts';

/**
 * The text of a tap-to-retry button where there is room for only that (a header balance, a
 * banner frame, a ticker): the failure's own §8 text when its kind has one (network slow or
 * offline, system upgrading, a platform code the locales know), else "load failed, tap to retry".
 */
export function retryTextKey(error: unknown): string {
  const key = errorMessageKey(error, hasText);
  return key === 'error.unknown' ? 'error.load_failed' : key;
}
