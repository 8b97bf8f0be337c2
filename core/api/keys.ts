import { endpoint } from './endpoint.ts';
import { object, string } from './schema.ts';

/** The platform's public key for sealed bodies. Lives apart so the request function can use it without a cycle. */
export const publicKey = endpoint<void, { keyId: string; spki: string }>({
  name: 'publicKey',
  method: 'GET',
  path: '/wps/session/key/rsa',
  moduleId: 'COMM3',
  auth: 'none',
  response: object({ keyId: string, spki: string }),
});
