/**
 * Member calls of §7: member info, head icons, club benefits, feedback, the invitation link. Paths
 * the spec names are used as named; the rest follow the platform's /wps/ layout and are
 * documented in the README's API table.
 */
import { endpoint } from './endpoint.ts';
import { array, boolean, empty, literal, number, object, optional, string, withDefault, type Infer } from './schema.ts';

// ---------- Member ----------

export const memberInfoSchema = object({
  id: string,
  nickname: withDefault(string, ''),
  account: string,
  regDate: number,
  type: number,
  toUpline: withDefault(boolean, false),
  clubLabel: optional(object({ labelName: string })),
  mobile: optional(string),
  email: optional(string),
  headIcon: optional(string),
  verification: withDefault(literal('none', 'pending', 'verified', 'rejected'), 'none'),
});
export type MemberInfo = Infer<typeof memberInfoSchema>;

export const memberInfo = endpoint<void, MemberInfo>({
  name: 'memberInfo',
  method: 'GET',
  path: '/wps/member/info',
  moduleId: 'COMM3',
  auth: 'required',
  response: memberInfoSchema,
});

export const headIcons = endpoint<void, { current: string; icons: string[] }>({
  name: 'headIcons',
  method: 'GET',
  path: '/wps/member/headIcon',
  moduleId: 'COMM3',
  auth: 'required',
  response: object({ current: string, icons: array(string) }),
});

export const setHeadIcon = endpoint<{ icon: string }, null>({
  name: 'setHeadIcon',
  method: 'POST',
  path: '/wps/member/headIcon',
  moduleId: 'COMM3',
  auth: 'required',
  body: 'form',
  response: empty,
});

export const clubBenefits = endpoint<void, { labelName: string; benefits: { title: string; description: string }[] }>({
  name: 'clubBenefits',
  method: 'GET',
  path: '/wps/member/club/benefit',
  moduleId: 'COMM3',
  auth: 'required',
  response: object({ labelName: string, benefits: array(object({ title: string, description: string })) }),
});

export const feedback = endpoint<{ comment: string; images?: string[] }, null>({
  name: 'feedback',
  method: 'PUT',
  path: '/wps/feedback',
  moduleId: 'COMM3',
  auth: 'required',
  response: empty,
});

/**
 * A feedback the player sent: images are URLs of the stored pictures; status received until the
 * platform answers, then replied with its `reply`.
 */
export const feedbackItemSchema = object({
  id: string,
  comment: string,
  images: withDefault(array(string), []),
  status: string,
  reply: optional(string),
  repliedAt: optional(number),
  createdAt: number,
});
export type FeedbackItem = Infer<typeof feedbackItemSchema>;

/** The player's earlier feedback, newest first (same path, GET). */
export const feedbackList = endpoint<{ pageNo: number; pageSize: number }, { list: FeedbackItem[]; totalPages: number }>({
  name: 'feedbackList',
  method: 'GET',
  path: '/wps/feedback',
  moduleId: 'COMM3',
  auth: 'required',
  response: object({ list: array(feedbackItemSchema), totalPages: number }),
});

/** The member's own invitation code and link (invite friends). */
export const affiliateInfo = endpoint<void, { code: string; url: string }>({
  name: 'affiliateInfo',
  method: 'GET',
  path: '/wps/member/affiliate',
  moduleId: 'COMM3',
  auth: 'required',
  response: object({ code: string, url: string }),
});

export const memberEndpoints = [memberInfo, headIcons, setHeadIcon, clubBenefits, feedback, feedbackList, affiliateInfo] as const;
