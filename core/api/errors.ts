/**
 * Every way a platform call can fail, as one error class with a `kind`, so a widget can map
 * any failure to the message of §8 with one switch (see `errorMessageKey`).
 */
export type RequestErrorKind =
  | 'api' // the platform answered success: false
  | 'session-expired' // the token is no longer valid; the session has been cleared
  | 'network' // no answer at all (offline, DNS, CORS, connection reset)
  | 'timeout' // no answer within the call's time limit
  | 'http' // an HTTP status without a usable envelope
  | 'malformed' // an answer that is not the envelope or does not match the schema
  | 'aborted'; // the caller cancelled

export class RequestError extends Error {
  constructor(
    readonly kind: RequestErrorKind,
    message: string,
    readonly details: {
      code?: string; // the platform's errorCode
      status?: number; // HTTP status
      value?: unknown; // the envelope's value on failure (e.g. `{ captcha: true }` after a failed login)
      endpoint?: string;
    } = {},
  ) {
    super(message);
    this.name = 'RequestError';
  }

  get code(): string | undefined {
    return this.details.code;
  }
}

export const isRequestError = (e: unknown): e is RequestError => e instanceof RequestError;

/** Platform error codes that mean "sign in again". */
export const SESSION_EXPIRED_CODES: ReadonlySet<string> = new Set(['SESSION_EXPIRED', 'TOKEN_INVALID', 'us_token_expired']);

/**
 * The i18n key a user sees for a failure. Platform codes that the locales know are shown as
 * they are; anything else falls back to the generic text of its kind.
 */
export function errorMessageKey(error: unknown, knows: (key: string) => boolean = () => false): string {
  if (!isRequestError(error)) return 'error.unknown';
  switch (error.kind) {
    case 'api':
      return error.code && knows(`code.${error.code}`) ? `code.${error.code}` : 'error.unknown';
    case 'session-expired':
      return 'error.session_expired';
    case 'network':
      return 'error.offline';
    case 'timeout':
      return 'error.slow';
    case 'http':
      return error.details.status === 503 ? 'error.upgrading' : 'error.load_failed';
    case 'malformed':
      return 'error.load_failed';
    case 'aborted':
      return 'error.load_failed';
  }
}

/** The toast kind of §8 that suits a failure. */
export function errorToastKind(error: unknown): 'offline' | 'fail' {
  return isRequestError(error) && (error.kind === 'network' || error.kind === 'timeout') ? 'offline' : 'fail';
}
