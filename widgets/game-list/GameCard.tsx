/**
 * One game tile (§2.11): large icon (sized, lazy, from the platform through assetUrl), name,
 * vendor, a favourite toggle and a Play button. Memoised: appending a page renders only the new
 * cards. Styles in `gameCard.styles.ts` (add them to the element that renders cards).
 *
 * Live games carry their room type (§4: free, VIP, paid) as a badge over the icon (styles in
 * `room.styles.ts`).
 *
 * @csspart card - a game card
 * @csspart card-icon - the game picture on a game card (it starts the game)
 * @csspart card-favourite - the favourite toggle on a game card
 * @csspart card-play - the Play button on a game card
 */
import { memo, useState } from 'react';
import type { GameTile } from '../../core/api/games.ts';
import { assetUrl } from '../../core/config.ts';
import { ICON_SIZE, gameNameOf, iconsOf } from '../../core/games/card.ts';
import { t } from '../../core/i18n.ts';
import { RoomBadge } from '../game-ui/room.tsx';
import { HEART_ICON } from '../../core/icons.ts';

export interface GameCardProps {
  game: GameTile;
  vendorName: string;
  favourite: boolean;
  favouriteBusy: boolean;
  launching: boolean;
  /** The current language: a change re-renders the memoised card with the new texts. */
  language: string;
  /** Eager image for the first screen; lazy for the rest. */
  eager?: boolean;
  onPlay(game: GameTile): void;
  onToggleFavourite?(game: GameTile): void;
}

/**
 * The card's icon. When one fails to load the next picture of the game is tried (a platform that
 * cannot draw its raster icon still has the SVG), and after the last one the game's initial shows
 * in the same box (the failed `<img>` stays, hidden: nothing asks for it again). The platform's
 * large icon is a bitmap (docs/guides/operators/platform-contract.md, "Other routes"): decoded off the main thread and cheap to
 * paint, which a page of 26 appended at once needs.
 */
function GameIcon({ icons, name, eager }: { icons: string[]; name: string; eager?: boolean }) {
  const [tried, setTried] = useState(0);
  const icon = icons[Math.min(tried, icons.length - 1)];
  const failed = tried >= icons.length;
  return (
    <>
      {icon && (
        <img
          key={icon}
          src={assetUrl(icon)}
          width={ICON_SIZE}
          height={ICON_SIZE}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          hidden={failed}
          onError={() => setTried((n) => n + 1)}
        />
      )}
      {(!icon || failed) && (
        <span className="icon-fallback" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
    </>
  );
}

export const GameCard = memo(function GameCard({ game, vendorName, favourite, favouriteBusy, launching, eager, onPlay, onToggleFavourite }: GameCardProps) {
  const name = gameNameOf(game);
  const playNamed = t('games.play_named', { name });
  const icons = iconsOf(game);
  return (
    <li className="card" part="card" data-node-id={game.nodeId}>
      <button type="button" className="card-icon" part="card-icon" onClick={() => onPlay(game)} aria-hidden="true" tabIndex={-1}>
        <GameIcon key={icons.join(' ')} icons={icons} name={name} eager={eager} />
      </button>
      <RoomBadge roomType={game.roomType} className="on-icon" />
      {onToggleFavourite && (
        <button
          type="button"
          className="card-favourite"
          part="card-favourite"
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.fav.remove' : 'games.fav.add', { name })}
          disabled={favouriteBusy}
          onClick={() => onToggleFavourite(game)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d={HEART_ICON} fill={favourite ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
        </button>
      )}
      <span className="card-name" title={name} dir="auto">
        {name}
      </span>
      <span className="card-vendor">{vendorName || game.vassalage}</span>
      <button
        type="button"
        className="btn btn-primary card-play"
        part="card-play"
        onClick={() => onPlay(game)}
        aria-label={playNamed}
        aria-busy={launching || undefined}
      >
        {launching ? <span className="spinner" aria-hidden="true" /> : t('games.play')}
      </button>
    </li>
  );
});
