/**
 * The promotions with the player's claim state (activity, reward centre, promotion details share
 * one list), and what follows a claim or an application: the list and the footer's unclaimed
 * count are asked again, and the balance follows a claim.
 */
import { call } from '../api/request.ts';
import { applyPromotion, claimPromotion, promotions, type Promotion, type PromotionApplication } from '../api/content.ts';
import { LANGUAGE_DEBOUNCE_MS } from '../rules/constants.ts';
import { $language } from './language.ts';
import { moneyMoved } from './money.ts';
import { promotionStore } from './promotions.ts';
import { reloadLoaded, remote } from './remote.ts';
import { onPlayerChange } from './player.ts';

export const promotionListStore = remote<Promotion[]>((signal) => call(promotions, undefined, { signal }));

/** Asks again for the list and the unclaimed count (the footer badge). */
export async function refreshPromotions(): Promise<void> {
  await Promise.all([promotionListStore.load({ force: true }), promotionStore.load({ force: true })]);
}

/** Claims an issued reward: the balance follows, then the list and the badge. Returns the amount. */
export async function claimReward(promotionId: string): Promise<number> {
  const answer = await call(claimPromotion, { promotionId });
  await moneyMoved(answer.balance);
  await refreshPromotions();
  return answer.amount;
}

export async function applyForPromotion(application: PromotionApplication): Promise<void> {
  await call(applyPromotion, application);
  await refreshPromotions();
}

// The states belong to the player; the titles to the language.
onPlayerChange(
  () => {
    const loaded = promotionListStore.$state.get().status !== 'idle';
    promotionListStore.reset();
    if (loaded) void promotionListStore.load();
  },
  () => reloadLoaded(promotionListStore),
);

let languageTimer: ReturnType<typeof setTimeout> | undefined;
$language.listen(() => {
  clearTimeout(languageTimer);
  languageTimer = setTimeout(() => {
    if (promotionListStore.$state.get().status !== 'idle') void promotionListStore.load({ force: true });
  }, LANGUAGE_DEBOUNCE_MS);
});
