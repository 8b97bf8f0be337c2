/**
 * Session hand-off: how a player signed in on a partner page (inside the kit's frames, on the
 * platform's origin) arrives signed in on the platform's own site. The frame asks for a
 * single-use code that lives under a minute; the link to the site carries the code, never the
 * token; the site redeems it for a session of its own.
 */
import { endpoint } from './endpoint.ts';
import { loginResultSchema, type LoginResult } from './signIn.ts';
import { number, object, string } from './schema.ts';

export const handoffCodeSchema = object({ code: string, expiresInMs: number });

export const createHandoff = endpoint<void, { code: string; expiresInMs: number }>({
  name: 'createHandoff',
  method: 'POST',
  path: '/wps/session/handoff',
  moduleId: 'COMM3',
  auth: 'required',
  response: handoffCodeSchema,
});

export const redeemHandoff = endpoint<{ code: string }, LoginResult>({
  name: 'redeemHandoff',
  method: 'POST',
  path: '/wps/session/handoff/redeem',
  moduleId: 'COMM3',
  auth: 'none',
  response: loginResultSchema,
});

export const handoffEndpoints = [createHandoff, redeemHandoff] as const;
