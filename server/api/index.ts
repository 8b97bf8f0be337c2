import { platformEndpoints } from '../../core/api/registry.ts';
import { registerAccount } from './account.ts';
import { registerAgent } from './agent.ts';
import { registerContent } from './content.ts';
import { registerFeedback } from './feedback.ts';
import { ApiRegistry } from './context.ts';
import { registerGames } from './games.ts';
import { registerHandoff } from './handoff.ts';
import { registerPromotions } from './promotions.ts';
import { registerProfile } from './profile.ts';
import { registerInbox } from './inbox.ts';
import { registerSystem } from './system.ts';
import { registerWallet } from './wallet.ts';
import { registerResponsibleGaming } from './responsible-gaming.ts';
import { registerLive } from './live.ts';

/** Every handler, checked against the platform's contract: a missing endpoint stops the start. */
export function buildApi(): ApiRegistry {
  const r = new ApiRegistry();
  registerAccount(r);
  registerHandoff(r);
  registerFeedback(r);
  registerSystem(r);
  registerContent(r);
  registerGames(r);
  registerWallet(r);
  registerAgent(r);
  registerInbox(r);
  registerPromotions(r);
  registerProfile(r);
  registerResponsibleGaming(r);
  registerLive(r);
  r.assertComplete(platformEndpoints);
  return r;
}
