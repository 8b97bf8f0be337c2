/**
 * What the platform answers when a session starts (§7): a sign-in, a registration, a hand-off
 * code redeemed. A module of its own so that the registration form's first load, which reads it
 * through core/api/registration.ts, does not carry the sign-in calls (core/api/signIn.ts).
 */
import { boolean, number, object, string, withDefault, type Infer } from './schema.ts';

export const loginResultSchema = object({
  token: string,
  id: withDefault(string, ''),
  userName: string,
  customerType: number,
  firstTimeLogin: withDefault(boolean, false),
  passwordExpired: withDefault(boolean, false),
});
export type LoginResult = Infer<typeof loginResultSchema>;
