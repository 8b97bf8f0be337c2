/**
 * Platform answers for the home (lobby) elements, shaped like the reference platform's seed,
 * and a reset of the lobby stores. Values pass the core's response schemas.
 */
import { ok, type MockRoutes } from './fetch-mock.ts';
import { resetContentStores } from '../../core/stores/content.ts';
import { setLanguage } from '../../core/stores/language.ts';
import { resetStores } from './platform-fixtures.ts';

/** A 1×1 SVG as a data URL: images that load without a server and without 404 noise. */
export const PIXEL = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/%3E';

export const announcement = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Title ${id}`,
  content: `<p>Content ${id}</p>`,
  contentType: 'B',
  createdAt: 1_700_000_000_000,
  ...overrides,
});

/** Marquee items (no execution) and popup items of each group. */
export const ANNOUNCEMENTS = [
  announcement('AN001', { title: 'Welcome bonus', createdAt: 1_700_000_300_000 }),
  announcement('AN002', { title: 'Maintenance on Sunday', createdAt: 1_700_000_200_000 }),
  announcement('AN005', {
    contentType: 'PU',
    execution: 'A',
    title: 'Daily check-in',
    content: '<p>Members: <a href="/m/rewardCenter">reward centre</a> or <a href="https://www.example.com/terms">terms</a>.</p>',
  }),
  announcement('AN006', { contentType: 'PU', execution: 'B', title: 'Join today', content: '<p>Guests: <a href="/m/register">Register now</a>.</p>' }),
  announcement('AN007', {
    contentType: 'PU',
    execution: 'F',
    title: 'Welcome aboard',
    content: '<p>First login: <a href="/m/voucherCenter">Deposit now</a>.</p>',
  }),
];

export const hotMatch = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  matchTime: new Date(2026, 4, 17, 20, 45).getTime(),
  homeTeam: `Home ${id}`,
  awayTeam: `Away ${id}`,
  homeTeamImageUrl: PIXEL,
  awayTeamImageUrl: PIXEL,
  vendor: 'SABA',
  roomId: '',
  nodeId: `N-${id}`,
  league: `League ${id}`,
  ...overrides,
});

export const vendor = (code: string, displayName = code) => ({ vassalage: code, displayName, mobileSmallIcon: PIXEL });

export const VENDOR_TYPES = {
  SPORTS: { vendors: [vendor('SABA', 'SABA Sports'), vendor('SBO', 'SBOBET')], gameClassify: [] },
  ESPORTS: { vendors: [vendor('TF', 'TF Gaming')], gameClassify: [] },
  COCKFIGHT: { vendors: [vendor('DS88', 'DS88 Sabong')], gameClassify: [] },
  LIVE: { vendors: [vendor('EVO', 'Evolution'), vendor('PP', 'Pragmatic Play')], gameClassify: [] },
  FISH: { vendors: [vendor('JL', 'JILI'), vendor('CQ9', 'CQ9 Gaming')], gameClassify: [] },
  RNG: { vendors: [vendor('JL', 'JILI'), vendor('PG', 'PG Soft'), vendor('PP', 'Pragmatic Play')], gameClassify: [] },
  PVP: { vendors: [vendor('KY', 'Kaiyuan')], gameClassify: [] },
  LOTT: { vendors: [vendor('TCG_LOTTO_VN', 'TCG Lotto VN')], gameClassify: [] },
  ELOTT: { vendors: [vendor('TCG_SEA', 'TCG SEA')], gameClassify: [] },
  INHOUSE: { vendors: [vendor('IH', 'MC Originals')], gameClassify: [] },
};

export const game = (nodeId: string, overrides: Record<string, unknown> = {}) => ({
  nodeId,
  gameName: `Game ${nodeId}`,
  displayName: `Game ${nodeId}`,
  vassalage: 'JL',
  iconUrl: PIXEL,
  mobileLargeIcon: PIXEL,
  mobileSmallIcon: PIXEL,
  gameType: 'RNG',
  gameId: `G-${nodeId}`,
  ...overrides,
});

export function lobbyRoutes(more: MockRoutes = {}): MockRoutes {
  return {
    'GET /wps/content/banners': ok([]),
    'GET /wps/relay/MCSFE_getListAnnouncements': ok(ANNOUNCEMENTS),
    'GET /wps/content/hotMatches': ok([hotMatch('HM01'), hotMatch('HM02')]),
    'GET /wps/relay/GCSGAME_getVassGameType': ok(VENDOR_TYPES),
    'GET /wps/relay/GCSGAME_hotGamesV2': ok([game('H1'), game('H2', { vassalage: 'PG' })]),
    ...more,
  };
}

/** Every store a lobby element test touches, back to a fresh page's state, in English. */
export function resetLobby(): void {
  resetStores();
  resetContentStores();
  setLanguage('EN', false);
}
