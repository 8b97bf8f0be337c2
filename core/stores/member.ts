/** Member info (§3), loaded for the signed-in player and dropped with the session. */
import { call } from '../api/request.ts';
import { memberInfo, memberInfoSchema, type MemberInfo } from '../api/member.ts';
import { reloadLoaded, remote } from './remote.ts';
import { onPlayerChange } from './player.ts';

export const memberStore = remote<MemberInfo>((signal) => call(memberInfo, undefined, { signal }), {
  area: 'session',
  key: 'memberInfo',
  ttlMs: 5 * 60_000,
  check: (v) => memberInfoSchema(v),
});

onPlayerChange(
  () => memberStore.reset(),
  () => reloadLoaded(memberStore),
);
