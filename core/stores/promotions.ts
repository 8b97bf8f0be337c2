/** Which promotions the merchant runs (REFERRAL, MISSION…) and the unclaimed count for the footer badge. */
import { computed } from 'nanostores';
import { call } from '../api/request.ts';
import { availablePromotions } from '../api/inbox.ts';
import { reloadLoaded, remote } from './remote.ts';
import { $session } from './session.ts';
import { onPlayerChange } from './player.ts';

export const promotionStore = remote((signal) => call(availablePromotions, undefined, { signal }));

export const $enabledPromotions = computed(promotionStore.$state, (s) => s.value?.enabled ?? []);
export const $unclaimedCount = computed([promotionStore.$state, $session], (s, session) => (session ? (s.value?.unclaimedCount ?? 0) : 0));

// The unclaimed count belongs to the player: ask again when the player changes.
onPlayerChange(
  () => promotionStore.reset(),
  () => reloadLoaded(promotionStore),
);
