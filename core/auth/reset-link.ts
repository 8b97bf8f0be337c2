/**
 * A password reset link of the e-mail recovery, on the page it opens (the page `resetPassword`,
 * its token in the address). The token is read from the address once, then taken out of it (the
 * address bar, this history entry: nothing to copy, bookmark or send on) and kept here, in memory
 * only, for the two calls that need it. Elements get the calls, never the token.
 */
import { call } from '../api/request.ts';
import { passwordResetLink, resetPasswordByLink } from '../api/signIn.ts';

/** The address parameter that carries the link's token (server/api/account.ts writes the link). */
export const RESET_TOKEN_PARAM = 'token';

export interface ResetLink {
  /** Whose password the link sets; rejects with `reset.link_invalid` when it no longer works. */
  check(): Promise<string>;
  /** Sets the new password: the link is spent and every session of the account ends. */
  reset(newPassword: string, confirmNewPassword: string): Promise<void>;
}

/** The link the page was opened with, or undefined when its address carries no token. */
export function resetLinkInAddress(search: string = globalThis.location?.search ?? ''): ResetLink | undefined {
  const token = new URLSearchParams(search).get(RESET_TOKEN_PARAM)?.trim();
  if (!token) return undefined;
  return {
    check: async () => (await call(passwordResetLink, { token })).userName,
    reset: async (newPassword, confirmNewPassword) => {
      await call(resetPasswordByLink, { token, newPassword, confirmNewPassword });
    },
  };
}

/** Takes the token out of the address bar and this history entry, keeping the rest of the address and the history state. */
export function dropResetTokenFromAddress(): void {
  const url = new URL(location.href);
  if (!url.searchParams.has(RESET_TOKEN_PARAM)) return;
  url.searchParams.delete(RESET_TOKEN_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
