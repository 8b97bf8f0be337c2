/**
 * <mc-game-lobby>: the vendor lobby (/m/gameLobby): a tab per game category and that
 * category's providers as tiles. A provider of a category whose vendors are lobbies of their own
 * (sports, e-sports, cockfight, lotteries) starts its game at once through the core's launch
 * module (TCG lottery vendors open with gameCode lobby); any other opens its game list.
 *
 * @attr game-type - category shown first (default the first one)
 * @event mc-navigate - a provider's game list, login, the launch page (cancelable)
 * @event mc-launch-game - see mc-game-list
 * @csspart tabs - the category tabs
 * @csspart vendors - the provider tiles
 * @csspart tab - a tab
 * @csspart tab-active - the selected tab (it is also part tab)
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { call } from '../../core/api/request.ts';
import { gameList } from '../../core/api/games.ts';
import { assetUrl, $kitConfig } from '../../core/config.ts';
import { GAME_TYPES, vendorsOf } from '../../core/games/catalogue.ts';
import { vendorTypesStore } from '../../core/games/vendorTypes.ts';
import { $launching, startGame } from '../../core/games/launch.ts';
import { navigate } from '../../core/nav.ts';
import { $language } from '../../core/stores/language.ts';
import { $session } from '../../core/stores/session.ts';
import { toastError } from '../base/feedback.ts';
import { useHost } from '../base/host.ts';
import { useT } from '../base/i18n.ts';
import { retryTextKey } from '../base/retryText.ts';

/** Categories whose providers are one game each (a sportsbook, a lottery lobby): a tap plays. */
export const LOBBY_TYPES: ReadonlySet<string> = new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);

export function GameLobby({ gameType }: { gameType?: string }) {
  const { t } = useT();
  const { host } = useHost();
  const catalogue = useStore(vendorTypesStore.$state);
  const launching = useStore($launching);
  const [type, setType] = useState((gameType || '').toUpperCase());
  const [opening, setOpening] = useState<string | null>(null);

  useEffect(() => {
    void vendorTypesStore.load();
  }, []);
  useEffect(() => {
    if (gameType) setType(gameType.toUpperCase());
  }, [gameType]);

  const types = GAME_TYPES.filter((x) => !catalogue.value || vendorsOf(catalogue.value, x).length > 0);
  const current = types.includes(type as (typeof GAME_TYPES)[number]) ? type : (types[0] ?? 'RNG');
  const vendors = vendorsOf(catalogue.value, current);

  const choose = async (vendor: string) => {
    if (!LOBBY_TYPES.has(current)) {
      navigate(host, 'gameList', { query: { gameType: current, vendor } });
      return;
    }
    if (!$session.get()) {
      navigate(host, 'login');
      return;
    }
    if (opening || launching) return;
    setOpening(vendor);
    try {
      const first = await call(gameList, {
        merchant: $kitConfig.get().merchant,
        platform: 'html5',
        clientType: 2,
        gameType: current,
        pageNo: 1,
        pageSize: 1,
        vassalage: vendor,
        language: $language.get(),
      });
      const game = first.games[0];
      if (!game) {
        navigate(host, 'gameList', { query: { gameType: current, vendor } });
        return;
      }
      const r = await startGame(host, game, { pageBack: 'gameLobby' });
      if (r.outcome === 'failed') toastError(r.error);
    } catch (error) {
      toastError(error);
    } finally {
      setOpening(null);
    }
  };

  return (
    <div className="page">
      <div className="tabs" role="tablist" part="tabs" aria-label={t('center.categories')}>
        {types.map((x) => (
          <button
            key={x}
            type="button"
            role="tab"
            className="tab"
            part={x === current ? 'tab tab-active' : 'tab'}
            aria-selected={x === current}
            data-type={x}
            onClick={() => setType(x)}
          >
            {t(`games.type.${x}`)}
          </button>
        ))}
      </div>
      {!catalogue.value && catalogue.status === 'error' ? (
        <div className="mc-state" role="alert">
          <p>{t(retryTextKey(catalogue.error))}</p>
          <button type="button" className="btn btn-outline" onClick={() => void vendorTypesStore.load({ force: true })}>
            {t('common.retry')}
          </button>
        </div>
      ) : !catalogue.value ? (
        <div className="mc-state" role="status" aria-label={t('common.loading')}>
          <span className="spinner" aria-hidden="true" />
        </div>
      ) : vendors.length === 0 ? (
        <div className="mc-state">
          <p>{t('in_no_data')}</p>
        </div>
      ) : (
        <div role="tabpanel">
          <ul className="vendors" part="vendors">
            {vendors.map((v) => (
              <li key={v.vassalage}>
                <button
                  type="button"
                  className="vendor"
                  data-vendor={v.vassalage}
                  onClick={() => void choose(v.vassalage)}
                  aria-busy={opening === v.vassalage || undefined}
                >
                  {v.mobileSmallIcon ? (
                    <img src={assetUrl(v.mobileSmallIcon)} width={64} height={64} alt="" loading="lazy" />
                  ) : (
                    <span className="initial" aria-hidden="true">
                      {v.displayName.slice(0, 1)}
                    </span>
                  )}
                  <span className="name">{v.displayName}</span>
                  {opening === v.vassalage && <span className="spinner" aria-hidden="true" />}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
