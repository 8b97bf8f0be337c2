/**
 * What the page hears when the platform does not answer (mc-error of kind `unreachable`): told by
 * core/api/failures.ts, and by the kit's runtime itself when that module cannot load either.
 */
export const UNREACHABLE_MESSAGE = 'mc-kit: the platform did not answer';
