/**
 * <mc-game-center>: the game centre: a tile per game category with how many providers it has, then
 * the hot games of every type in an embedded <mc-game-list compact> (whose tabs reach favourites
 * and recent games). A tile opens that category's game list (the lottery page for the lottery).
 *
 * @event mc-navigate - a category's list (cancelable; the page routes it)
 * @event mc-launch-game - from the embedded list
 * @csspart categories - the category tiles
 */
// Categories of §2.10, from `GCSGAME_gameCategories`.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { GAME_TYPES, categoriesStore, routeForType } from '../../core/games/catalogue.ts';
import { navigate } from '../../core/nav.ts';
import { Embed } from '../base/Embed.tsx';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { CategoryIcon } from './icons.tsx';
import { retryTextKey } from '../base/PageStates.tsx';

export function GameCenter() {
  const { t } = useT();
  const { host } = useHost();
  const categories = useStore(categoriesStore.$state);

  useEffect(() => {
    void categoriesStore.load();
  }, []);

  const vendorCount = new Map((categories.value ?? []).map((c) => [c.gameCategory, c.vendorNames.length]));
  // Before the platform answers, the fixed list (no counts); afterwards the types it has providers for.
  const types = categories.value ? GAME_TYPES.filter((type) => (vendorCount.get(type) ?? 0) > 0) : GAME_TYPES;

  const open = (type: string) => {
    const route = routeForType(type);
    if (route.target === 'lottery') navigate(host, 'lottery');
    else navigate(host, 'gameList', { query: route.query });
  };

  return (
    <div className="page">
      <section aria-labelledby="center-categories">
        <h2 id="center-categories">{t('center.categories')}</h2>
        <ul className="categories" part="categories">
          {types.map((type) => (
            <li key={type}>
              <button type="button" className="category" data-type={type} onClick={() => open(type)}>
                <CategoryIcon type={type} />
                <span className="label">{t(`games.type.${type}`)}</span>
                {vendorCount.has(type) ? (
                  <span className="count">{t('center.vendor_count', { count: vendorCount.get(type) })}</span>
                ) : (
                  // The count's line kept until the platform answers: the tile does not grow when it comes.
                  !categories.value && <span className="count" aria-hidden="true" />
                )}
              </button>
            </li>
          ))}
        </ul>
        {categories.status === 'error' && !categories.value && (
          <button type="button" className="btn btn-outline" onClick={() => void categoriesStore.load({ force: true })}>
            {t(retryTextKey(categories.error))}
          </button>
        )}
      </section>
      <section aria-labelledby="center-hot">
        <h2 id="center-hot">{t('center.hot')}</h2>
        <Embed tag="mc-game-list" attrs={{ 'game-type': 'ALL', classify: 'HOT', compact: true }} />
      </section>
    </div>
  );
}
