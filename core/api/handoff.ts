/**
 * Session hand-off: how a player signed in on a partner page (inside the kit's frames, on the
 * platform's origin) arrives signed in on the platform's own site. The front answers these calls
 * (front/handoff/): the frame asks for a single-use code that lives under a minute and submits it
 * itself, in a form posted to the site's hand-off route (core/auth/handoff-link.ts); the code
 * never crosses into the partner's page. The site then redeems it for a session of its own.
 * A partner's server that signed the player in may ask for a code too, and the kit redeems it in
 * its frame (`mcKit.setSession({ code })`).
 */
import { endpoint } from './endpoint.ts';
import { loginResultSchema, type LoginResult } from './login-result.ts';
import { empty, number, object, string } from './schema.ts';

export const handoffCodeSchema = object({ code: string, expiresInMs: number });

export const createHandoff = endpoint<void, { code: string; expiresInMs: number }>({
  name: 'createHandoff',
  method: 'POST',
  path: '/wps/session/handoff',
  moduleId: 'COMM3',
  auth: 'required',
  response: handoffCodeSchema,
});

/** Redeems the code in the body, or the one the hand-off route left with the browser. */
export const redeemHandoff = endpoint<{ code?: string }, LoginResult>({
  name: 'redeemHandoff',
  method: 'POST',
  path: '/wps/session/handoff/redeem',
  moduleId: 'COMM3',
  auth: 'none',
  response: loginResultSchema,
});

/** Who the code the browser arrived with would sign in: the site asks before replacing a different player. */
export const pendingHandoff = endpoint<void, { userName: string }>({
  name: 'pendingHandoff',
  method: 'GET',
  path: '/wps/session/handoff/pending',
  moduleId: 'COMM3',
  auth: 'none',
  response: object({ userName: string }),
});

/** Throws away the code the browser arrived with (the player chose to stay who they are). */
export const dropHandoff = endpoint<void, null>({
  name: 'dropHandoff',
  method: 'DELETE',
  path: '/wps/session/handoff/pending',
  moduleId: 'COMM3',
  auth: 'none',
  response: empty,
});

/** The calls the front answers itself; the platform answers every other one. */
export const handoffEndpoints = [createHandoff, redeemHandoff, pendingHandoff, dropHandoff] as const;

/**
 * The platform's part: a new session for the player a token belongs to, as a sign-in would open
 * it. The front asks for it when it makes a hand-off code, so the site's session is its own.
 * The player signed in once, though: a sign-out of either session ends both (and the streams of both).
 */
export const forkSession = endpoint<void, LoginResult>({
  name: 'forkSession',
  method: 'POST',
  path: '/wps/session/fork',
  moduleId: 'COMM3',
  auth: 'required',
  response: loginResultSchema,
});
