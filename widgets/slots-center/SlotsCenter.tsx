/**
 * <mc-slots-center>: the RNG games centre (/m/slotsCenter): a strip of RNG providers (All plus
 * one per vendor with its icon; tapping the chosen one again unselects it) above an embedded
 * <mc-game-list game-type="RNG"> whose `vendor` attribute the strip sets.
 *
 * @attr vendor - provider chosen at first (vassalage)
 * @event mc-navigate - from the embedded list (cancelable)
 * @event mc-launch-game - from the embedded list
 * @csspart vendors - the provider strip
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { assetUrl } from '../../core/config.ts';
import { vendorsOf } from '../../core/games/catalogue.ts';
import { vendorTypesStore } from '../../core/games/vendorTypes.ts';
import { Embed } from '../base/Embed.tsx';
import { useT } from '../base/i18n.ts';
import { useStateFrom } from '../base/useStateFrom.ts';

export function SlotsCenter({ vendor }: { vendor?: string }) {
  const { t } = useT();
  const catalogue = useStore(vendorTypesStore.$state);
  // The address's provider, again whenever it changes; a tap in between is the player's.
  const [chosen, setChosen] = useStateFrom<string | undefined, string | undefined>(vendor, (v) => v || undefined);

  useEffect(() => {
    void vendorTypesStore.load();
  }, []);

  const vendors = vendorsOf(catalogue.value, 'RNG');
  return (
    <div className="page">
      <div className="vendors" part="vendors" role="group" aria-label={t('center.vendors')}>
        <button type="button" className="vendor" aria-pressed={!chosen} onClick={() => setChosen(undefined)}>
          <span className="all" aria-hidden="true">
            ★
          </span>
          <span className="name">{t('games.filter.all')}</span>
        </button>
        {vendors.map((v) => (
          <button
            key={v.vassalage}
            type="button"
            className="vendor"
            data-vendor={v.vassalage}
            aria-pressed={chosen === v.vassalage}
            onClick={() => setChosen(chosen === v.vassalage ? undefined : v.vassalage)}
          >
            {v.mobileSmallIcon ? (
              <img src={assetUrl(v.mobileSmallIcon)} width={40} height={40} alt="" />
            ) : (
              <span className="all" aria-hidden="true">
                {v.displayName.slice(0, 1)}
              </span>
            )}
            <span className="name">{v.displayName}</span>
          </button>
        ))}
      </div>
      <Embed tag="mc-game-list" attrs={{ 'game-type': 'RNG', vendor: chosen }} />
    </div>
  );
}
