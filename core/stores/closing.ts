/**
 * The session this page is ending itself (a sign-out, a time-out, a self-exclusion), while it
 * does: the platform's word that it ended (the live stream's `sessionEnded`), arriving before the
 * page has finished, is no news here and must not end it as if the platform had (`expired`, with
 * its "logged out, please log in again"). A module of its own: only the sign-out, the break
 * section and the live client load it, none of them with the first screen.
 */
import { credentials } from '../api/credentials.ts';

let closing: string | undefined;

/** Marks the current session as being ended here; the answer takes the mark back (the call failed). */
export function closingSession(): () => void {
  const token = credentials().token();
  closing = token;
  return () => {
    if (closing === token) closing = undefined;
  };
}

export const isClosing = (token: string): boolean => closing === token;
