/**
 * The password the player signed in with, held in memory only (§2.7: the change-password form
 * asks for the old password only when none is held). Never written to any storage; gone on a
 * reload, on sign-out and when the session changes hands.
 */
import { $session } from '../stores/session.ts';

interface Held {
  /** The account name of the session it belongs to. */
  userName: string;
  /** The name typed at login (a mobile number can be one); kept to match a remembered login. */
  loginName: string;
  password: string;
}

let held: Held | null = null;

export function holdPassword(userName: string, loginName: string, password: string): void {
  held = password ? { userName, loginName, password } : null;
}

/** The held password, only while the session it came with is the current one. */
export function heldPassword(): string | undefined {
  const session = $session.get();
  if (!held || !session || session.userName !== held.userName) return undefined;
  return held.password;
}

/** Names the player signs in with (account, and what they typed at login). */
export function heldLoginNames(): string[] {
  return held ? [...new Set([held.userName, held.loginName])] : [];
}

export function dropHeldPassword(): void {
  held = null;
}

$session.listen((s) => {
  if (!s || (held && s.userName !== held.userName)) held = null;
});
