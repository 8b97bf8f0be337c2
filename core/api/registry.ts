/**
 * Every endpoint of §7 in one list, and who answers it: the front its own few, the platform
 * the rest. The reference platform checks at start-up that it answers each of its own, and a
 * unit test holds the two together.
 */
import { publicKey } from './keys.ts';
import { signInEndpoints } from './signIn.ts';
import { forkSession, handoffEndpoints } from './handoff.ts';
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
import { liveEndpoints } from './live.ts';
import type { Endpoint } from './endpoint.ts';

/** The calls the front answers itself (front/handoff/): a platform need not. */
export const frontEndpoints: readonly Endpoint<never, unknown>[] = [...handoffEndpoints] as unknown as Endpoint<never, unknown>[];

/** The calls a platform answers: the contract an operator implements. */
export const platformEndpoints: readonly Endpoint<never, unknown>[] = [
  publicKey,
  ...signInEndpoints,
  forkSession,
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
  // The live streams (text/event-stream, not the envelope: core/api/live.ts).
  ...liveEndpoints,
] as unknown as Endpoint<never, unknown>[];

/** Every call the site and the kit make, whoever answers it. */
export const allEndpoints: readonly Endpoint<never, unknown>[] = [...platformEndpoints, ...frontEndpoints];
