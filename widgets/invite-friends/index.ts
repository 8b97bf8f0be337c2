import { define } from '../define.ts';
import { InviteFriends } from './InviteFriends.tsx';
import { inviteFriendsStyles } from './invite-friends.styles.ts';

export const MCInviteFriends = define('mc-invite-friends', InviteFriends, {
  styles: [inviteFriendsStyles],
  texts: ['invite', 'member'],
});
