/** Announcements and content calls of §7. */
import { endpoint } from './endpoint.ts';
import { array, literal, number, object, optional, string, withDefault, type Infer } from './schema.ts';
import { balanceSchema, type Balance } from './wallet.ts';

export const announcementSchema = object({
  id: string,
  title: string,
  content: withDefault(string, ''), // HTML from outside: sanitise before showing
  contentType: withDefault(string, 'B'), // A, PL, B, PU, PR
  promotionType: optional(string),
  execution: optional(literal('A', 'B', 'F')),
  createdAt: withDefault(number, 0),
});
export type Announcement = Infer<typeof announcementSchema>;

export interface AnnouncementQuery {
  types: string; // comma list: B,PL,PU,H (home), B (register), A (agent)
  groupName: 'm_home' | 'm_reg';
  platform: 'M';
  merchantCode: string;
}

/** The home page's announcements (§7: types B,PL,PU,H, group m_home, platform M), with the merchant code. */
export const HOME_ANNOUNCEMENTS = { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M' } as const satisfies Omit<AnnouncementQuery, 'merchantCode'>;

export const announcements = endpoint<AnnouncementQuery, Announcement[]>({
  name: 'announcements',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  moduleId: 'COMM3',
  auth: 'optional',
  response: array(announcementSchema),
});

export const lobbyNews = endpoint<AnnouncementQuery, Announcement[]>({
  name: 'lobbyNews',
  method: 'GET',
  path: '/wps/relay/GLS2_lobbyNews',
  moduleId: 'COMM3',
  auth: 'optional',
  response: array(announcementSchema),
});

export const bannerSchema = object({
  id: string,
  url: string, // image
  title: withDefault(string, ''),
  width: withDefault(number, 750),
  height: withDefault(number, 300),
  link: withDefault(string, ''), // '/m/…' in-app route, 'http…' external, '' none
});
export type Banner = Infer<typeof bannerSchema>;

export const banners = endpoint<{ position?: 'home' | 'help' }, Banner[]>({
  name: 'banners',
  method: 'GET',
  path: '/wps/content/banners',
  moduleId: 'COMM3',
  auth: 'none',
  response: array(bannerSchema),
});

export const noticeSchema = object({ id: string, title: string, content: withDefault(string, ''), createdAt: withDefault(number, 0) });
export type Notice = Infer<typeof noticeSchema>;

export const notices = endpoint<{ types?: string }, Notice[]>({
  name: 'notices',
  method: 'GET',
  path: '/wps/content/notices',
  moduleId: 'COMM3',
  auth: 'optional',
  response: array(noticeSchema),
});

export const hotMatchSchema = object({
  id: string,
  matchTime: number,
  homeTeam: string,
  awayTeam: string,
  homeTeamImageUrl: withDefault(string, ''),
  awayTeamImageUrl: withDefault(string, ''),
  vendor: string,
  roomId: withDefault(string, ''),
  nodeId: string,
  league: withDefault(string, ''),
});
export type HotMatch = Infer<typeof hotMatchSchema>;

export const hotMatches = endpoint<void, HotMatch[]>({
  name: 'hotMatches',
  method: 'GET',
  path: '/wps/content/hotMatches',
  moduleId: 'COMM3',
  auth: 'none',
  response: array(hotMatchSchema),
});

/** Claim states of §3 ('available': open, nothing done yet). */
export const promotionStateSchema = literal('applying', 'rejected', 'issued', 'claimed', 'closed', 'coming_soon', 'joined', 'available');

export const promotionSchema = object({
  id: string,
  type: string,
  title: string,
  content: withDefault(string, ''),
  imageUrl: withDefault(string, ''),
  state: promotionStateSchema,
  startAt: withDefault(number, 0),
  endAt: withDefault(number, 0),
});
export type Promotion = Infer<typeof promotionSchema>;

export const promotions = endpoint<void, Promotion[]>({
  name: 'promotions',
  method: 'GET',
  path: '/wps/promotion/list',
  moduleId: 'COMM3',
  auth: 'optional',
  response: array(promotionSchema),
});

export const memberNotices = endpoint<{ types: string; pageNo?: number }, { list: Notice[]; unreadCount: number }>({
  name: 'memberNotices',
  method: 'GET',
  path: '/wps/member/notice',
  moduleId: 'COMM3',
  auth: 'required',
  response: object({ list: array(noticeSchema), unreadCount: number }),
});

/** Applies for a promotion: a comment (≤ 140) and up to 3 png/jpg images (data URLs, ≤ 5 MB each). */
export interface PromotionApplication {
  promotionId: string;
  comment?: string;
  images?: string[];
}
export const applyPromotion = endpoint<PromotionApplication, { state: Promotion['state'] }>({
  name: 'applyPromotion',
  method: 'POST',
  path: '/wps/promotion/apply',
  moduleId: 'COMM3',
  auth: 'required',
  response: object({ state: promotionStateSchema }),
});

/** The player's own standing in one promotion: what they sent, the decision, the reward waiting or paid. */
export const promotionApplicationSchema = object({
  promotionId: string,
  state: promotionStateSchema,
  comment: withDefault(string, ''),
  images: withDefault(number, 0),
  reason: withDefault(string, ''),
  reward: withDefault(number, 0),
  appliedAt: withDefault(number, 0),
});
export type PromotionApplicationStatus = Infer<typeof promotionApplicationSchema>;
export const promotionApplication = endpoint<{ promotionId: string }, PromotionApplicationStatus>({
  name: 'promotionApplication',
  method: 'GET',
  path: '/wps/promotion/application',
  moduleId: 'COMM3',
  auth: 'required',
  response: promotionApplicationSchema,
});

/** Claims an issued reward: the amount is paid into the wallet and the new balance comes back. */
export const claimPromotion = endpoint<{ promotionId: string }, { state: Promotion['state']; amount: number; balance: Balance }>({
  name: 'claimPromotion',
  method: 'POST',
  path: '/wps/promotion/claim',
  moduleId: 'COMM3',
  auth: 'required',
  response: object({ state: promotionStateSchema, amount: number, balance: balanceSchema }),
});

export const contentEndpoints = [
  announcements,
  lobbyNews,
  banners,
  notices,
  hotMatches,
  promotions,
  memberNotices,
  applyPromotion,
  promotionApplication,
  claimPromotion,
] as const;
