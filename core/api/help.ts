/**
 * The help centre's call of §7 (its articles are HTML from outside: sanitise before showing).
 * Path as the platform's /wps/ layout has it, in the README's API table.
 */
import { endpoint } from './endpoint.ts';
import { array, object, string, type Infer } from './schema.ts';

export const helpItemSchema = object({ title: string, content: string });
export type HelpItem = Infer<typeof helpItemSchema>;

export const helpCenter = endpoint<{ device: 'MOBILE'; category?: string }, HelpItem[]>({
  name: 'helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  moduleId: 'COMM3',
  auth: 'none',
  response: array(helpItemSchema),
});

export const helpEndpoints = [helpCenter] as const;
