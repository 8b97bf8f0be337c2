/**
 * What the request function sends as the player, given to it by the session module
 * (core/stores/session.ts installs it when it loads): the request code never reads the session
 * stores, so the stores may call the platform without an import cycle, and the token has one owner.
 */
export interface Credentials {
  /** The token of the signed-in player, or undefined when nobody is signed in. */
  token(): string | undefined;
  /**
   * The platform refused a call's token, or no header can carry it: that session is over.
   * `token` is the one the call carried (undefined: it carried none): an answer to an earlier
   * player's call, arriving after another signed in, does not end the new session.
   */
  refused(token: string | undefined): void;
}

const signedOut: Credentials = { token: () => undefined, refused: () => {} };
let current: Credentials = signedOut;

/** Installs the session's credentials; the one caller is the session module. */
export function provideCredentials(credentials: Credentials): void {
  current = credentials;
}

export function credentials(): Credentials {
  return current;
}

/** A token travels in a header: printable ASCII, no spaces. */
export const headerSafe = (token: string): boolean => /^[\x21-\x7e]+$/.test(token);
