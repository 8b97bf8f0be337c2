/**
 * Which platform refusals are a limit the player set on their play (the session time limit, a
 * loss limit): asking again would be refused again, so the way on is the limits page or another
 * part of the site, never a retry.
 */
import { isRequestError } from '../api/errors.ts';

const LIMIT_CODE = /^rg\.(session_limit|loss_limit\.(day|week|month))$/;

export function isLimitRefusal(error: unknown): boolean {
  return isRequestError(error) && error.kind === 'api' && LIMIT_CODE.test(error.code ?? '');
}
