/**
 * Live room types (§4) in the UI: the badge a live game's card shows (free, VIP, paid) and the
 * question asked before a VIP or paid room opens, through the kit's confirm dialog (added to a
 * partner page on first use). The decision itself lives in core/games/launch.ts. Badge styles
 * in `room.styles.ts`.
 *
 * @csspart room-badge - the free, VIP or paid badge on a live game
 */
import { roomQuestion, roomTypeOf, type ConfirmRoom } from '../../core/games/launch.ts';
import { t } from '../../core/i18n.ts';
import { confirm } from '../base/feedback.ts';

/** The room type badge; nothing for games without a room type. Part: `room-badge`. */
export function RoomBadge({ roomType, className }: { roomType?: string; className?: string }) {
  const type = roomTypeOf(roomType);
  if (!type) return null;
  return (
    <span className={className ? `room-badge ${className}` : 'room-badge'} part="room-badge" data-room={type} title={t('games.room.label')}>
      {t(`games.room.${type}`)}
    </span>
  );
}

/** Asks before a VIP or paid room opens (Cancel is focused first, the safe answer). */
export const askRoom: ConfirmRoom = (type) => confirm(roomQuestion(type));
