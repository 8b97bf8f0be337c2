/**
 * Every endpoint of §7 in one list. The reference server checks at start-up that it answers
 * each one, and a unit test holds the two together.
 */
import { publicKey } from './keys.ts';
import { signInEndpoints } from './signIn.ts';
import { handoffEndpoints } from './handoff.ts';
import { registrationEndpoints } from './registration.ts';
import { memberEndpoints } from './member.ts';
import { inboxEndpoints } from './inbox.ts';
import { siteEndpoints } from './site.ts';
import { helpEndpoints } from './help.ts';
import { contentEndpoints } from './content.ts';
import { gamesEndpoints } from './games.ts';
import { walletEndpoints } from './wallet.ts';
import { agentEndpoints } from './agent.ts';
import { profileEndpoints } from './profile.ts';
import { responsibleGamingEndpoints } from './responsibleGaming.ts';
import type { Endpoint } from './endpoint.ts';

export const allEndpoints: readonly Endpoint<never, unknown>[] = [
  publicKey,
  ...signInEndpoints,
  ...handoffEndpoints,
  ...registrationEndpoints,
  ...memberEndpoints,
  ...inboxEndpoints,
  ...siteEndpoints,
  ...helpEndpoints,
  ...contentEndpoints,
  ...gamesEndpoints,
  ...walletEndpoints,
  ...agentEndpoints,
  ...profileEndpoints,
  ...responsibleGamingEndpoints,
] as unknown as Endpoint<never, unknown>[];
