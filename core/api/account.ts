/**
 * Account and system calls of §7. Paths the spec names are used as named; the rest follow the
 * platform's /wps/ layout and are documented in the README's API table.
 */
import { endpoint } from './endpoint.ts';
import {
  empty,
  array, boolean, literal, number, numeric, object, optional, record, string, withDefault, type Infer,
} from './schema.ts';

export { publicKey } from './keys.ts';


// ---------- Session ----------

export const loginResultSchema = object({
  token: string,
  id: withDefault(string, ''),
  userName: string,
  customerType: number,
  firstTimeLogin: withDefault(boolean, false),
  passwordExpired: withDefault(boolean, false),
});
export type LoginResult = Infer<typeof loginResultSchema>;

export interface LoginPayload {
  username: string;
  password: string;
  captcha?: string;
  captchaId?: string;
  type: 'username' | 'sms' | 'firebase';
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
  firebaseMobileNo?: string;
  countryDialingCode?: string;
  /** 'agent' when signing in on the agent site: non-agents are refused there. */
  site?: 'member' | 'agent';
}

export const login = endpoint<LoginPayload, LoginResult>({
  name: 'login', method: 'POST', path: '/wps/session/login', moduleId: 'COMM3', auth: 'none', encrypt: true,
  response: loginResultSchema,
});

export const logout = endpoint<void, null>({
  name: 'logout', method: 'DELETE', path: '/wps/session/logout', moduleId: 'COMM3', auth: 'required', response: empty,
});

export const freePlayLogin = endpoint<{ username?: string }, LoginResult>({
  name: 'freePlayLogin', method: 'POST', path: '/wps/session/freeplay', moduleId: 'FREEPLAY3', auth: 'none',
  response: loginResultSchema,
});

/** Creates a free-trial account; the value is the trial user name. */
export const createTrialAccount = endpoint<void, string>({
  name: 'createTrialAccount', method: 'GET', path: '/wps/member/trial', moduleId: 'FREEPLAY3', auth: 'none', response: string,
});

/**
 * The reference platform's test identity provider: a stand-in for a social sign-in service
 * (Google, Facebook…) that hands out an identity token for `provider`. A real provider
 * obtains that token in its own popup or SDK; the login then sends it as `firebaseIdToken`.
 */
export const socialTestToken = endpoint<{ provider: string; subject?: string; name?: string }, { idToken: string }>({
  name: 'socialTestToken', method: 'POST', path: '/wps/session/social/test', moduleId: 'COMM3', auth: 'none',
  response: object({ idToken: string }),
});

export const captcha = endpoint<void, { id: string; image: string }>({
  name: 'captcha', method: 'GET', path: '/wps/captcha', moduleId: 'CAPTCHA3', auth: 'none',
  response: object({ id: string, image: string }),
});

// ---------- Registration ----------

export interface RegisterPayload {
  countryDialingCode?: string;
  registerUrl: string;
  registerMethod: 'APP' | 'H5' | 'PWA' | 'WEBCLIP';
  username?: string;
  password: string;
  confirmPassword: string;
  affiliateCode?: string;
  paymentPassword?: string;
  recommenderId?: string;
  nickname?: string;
  payeeName?: string;
  email?: string;
  mobileNum?: string;
  idNumber?: string;
  qqNum?: string;
  facebook?: string;
  wechat?: string;
  line?: string;
  whatsapp?: string;
  zalo?: string;
  captcha?: string;
  captchaId?: string;
  type: 0;
  domain?: string;
  verificationCode?: string;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
}

export const register = endpoint<RegisterPayload, LoginResult>({
  name: 'register', method: 'PUT', path: '/wps/member/register', moduleId: 'REG3', auth: 'none', encrypt: true,
  response: loginResultSchema,
});

export const fieldRuleSchema = object({
  enabled: boolean,
  required: boolean,
  pattern: optional(string),
  minLength: optional(number),
  maxLength: optional(number),
});
export const registrationSettingsSchema = object({
  usernameRegistration: boolean,
  mobileRegistration: boolean,
  captcha: boolean,
  socialLogin: withDefault(boolean, false),
  minimumAge: withDefault(number, 18),
  fields: record(fieldRuleSchema),
});
export type RegistrationSettings = Infer<typeof registrationSettingsSchema>;
export type FieldRule = Infer<typeof fieldRuleSchema>;

export const registrationSettings = endpoint<void, RegistrationSettings>({
  name: 'registrationSettings', method: 'GET', path: '/wps/member/register/settings', moduleId: 'REG3', auth: 'none',
  response: registrationSettingsSchema,
});

export const checkAffiliate = endpoint<{ code: string; domain?: string }, boolean>({
  name: 'checkAffiliate', method: 'POST', path: '/wps/member/affiliate/check', moduleId: 'REG3', auth: 'none', response: boolean,
});

export const affiliateInfo = endpoint<void, { code: string; url: string }>({
  name: 'affiliateInfo', method: 'GET', path: '/wps/member/affiliate', moduleId: 'COMM3', auth: 'required',
  response: object({ code: string, url: string }),
});

export const sendSmsCode = endpoint<{ mobileNum: string; countryDialingCode?: string; purpose: 'register' | 'reset' | 'login' }, { expiredMinutes: number }>({
  name: 'sendSmsCode', method: 'POST', path: '/wps/verification/sms', moduleId: 'VERIFICATION3', auth: 'none',
  response: object({ expiredMinutes: withDefault(number, 1) }),
});

export const checkVerification = endpoint<{ mobileNum: string; verificationCode: string }, boolean>({
  name: 'checkVerification', method: 'GET', path: '/wps/verification', moduleId: 'VERIFICATION3', auth: 'none', response: boolean,
});

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
  name: 'memberInfo', method: 'GET', path: '/wps/member/info', moduleId: 'COMM3', auth: 'required', response: memberInfoSchema,
});

export const changePassword = endpoint<{ oldPassword: string; newPassword: string; confirmNewPassword: string }, null>({
  name: 'changePassword', method: 'POST', path: '/wps/member/password/v2', moduleId: 'COMM3', auth: 'required', encrypt: true, response: empty,
});

export const forgetPasswordByEmail = endpoint<{ username: string; email: string }, null>({
  name: 'forgetPasswordByEmail', method: 'POST', path: '/wps/member/password/forget', moduleId: 'COMM3', auth: 'none', body: 'form',
  response: empty,
});

export const setPasswordByPhone = endpoint<{ newPassword: string; mobileNum: string; verificationCode: string }, null>({
  name: 'setPasswordByPhone', method: 'POST', path: '/wps/member/password/phone', moduleId: 'VERIFICATION3', auth: 'none', encrypt: true, response: empty,
});

export const headIcons = endpoint<void, { current: string; icons: string[] }>({
  name: 'headIcons', method: 'GET', path: '/wps/member/headIcon', moduleId: 'COMM3', auth: 'required',
  response: object({ current: string, icons: array(string) }),
});

export const setHeadIcon = endpoint<{ icon: string }, null>({
  name: 'setHeadIcon', method: 'POST', path: '/wps/member/headIcon', moduleId: 'COMM3', auth: 'required', body: 'form', response: empty,
});

export const clubBenefits = endpoint<void, { labelName: string; benefits: { title: string; description: string }[] }>({
  name: 'clubBenefits', method: 'GET', path: '/wps/member/club/benefit', moduleId: 'COMM3', auth: 'required',
  response: object({ labelName: string, benefits: array(object({ title: string, description: string })) }),
});

export const feedback = endpoint<{ comment: string; images?: string[] }, null>({
  name: 'feedback', method: 'PUT', path: '/wps/feedback', moduleId: 'COMM3', auth: 'required', response: empty,
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
  name: 'feedbackList', method: 'GET', path: '/wps/feedback', moduleId: 'COMM3', auth: 'required',
  response: object({ list: array(feedbackItemSchema), totalPages: number }),
});

// ---------- Inbox ----------

export const inboxMessageSchema = object({ id: string, title: string, content: string, read: boolean, createdAt: number });
export type InboxMessage = Infer<typeof inboxMessageSchema>;

export const inbox = endpoint<{ pageNo: number; pageSize: number }, { list: InboxMessage[]; totalPages: number }>({
  name: 'inbox', method: 'GET', path: '/wps/relay/CSP_getInbox', moduleId: 'INBOX3', auth: 'required',
  response: object({ list: array(inboxMessageSchema), totalPages: number }),
});

export const unreadCount = endpoint<void, number>({
  name: 'unreadCount', method: 'GET', path: '/wps/relay/CSP_unreadCount', moduleId: 'INBOX3', auth: 'required', response: numeric,
});

/** Marks one inbox message read; the value is the unread count after it. Unknown ids: `inbox.unknown`. */
export const markInboxRead = endpoint<{ id: string }, number>({
  name: 'markInboxRead', method: 'POST', path: '/wps/relay/CSP_markRead', moduleId: 'INBOX3', auth: 'required', response: numeric,
});

/** Marks every inbox message of the player read; the value is the unread count after it (0). */
export const markAllInboxRead = endpoint<void, number>({
  name: 'markAllInboxRead', method: 'POST', path: '/wps/relay/CSP_markAllRead', moduleId: 'INBOX3', auth: 'required', response: numeric,
});

// ---------- Promotions ----------

export const promotionSummarySchema = object({
  enabled: array(string), // promotion types switched on for the merchant: REFERRAL, MISSION, …
  unclaimedCount: number,
});
export const availablePromotions = endpoint<void, Infer<typeof promotionSummarySchema>>({
  name: 'availablePromotions', method: 'GET', path: '/wps/promotion/available', moduleId: 'COMM3', auth: 'optional',
  response: promotionSummarySchema,
});

// ---------- System ----------

export const whitelabelSchema = record(boolean);
export type Whitelabel = Infer<typeof whitelabelSchema>;

export const resourceSchema = object({
  resourceType: string, // IOS, Android, MOBILECONFIG, AppDownloadIcon, FACEBOOK, TELEGRAM, TELEGRAM2
  url: string,
});
export type Resource = Infer<typeof resourceSchema>;

export const mobileTemplateSchema = object({
  app_background: withDefault(string, ''),
  app_desc: withDefault(string, ''),
  app_desc_font_color: withDefault(string, ''),
  mem_cen: withDefault(string, '0'),
  dep_func: withDefault(string, '0'),
});
export type MobileTemplate = Infer<typeof mobileTemplateSchema>;

/** Initial configuration of §3: decides the start-up mode and most gates. */
export const initialConfigSchema = object({
  merchantCode: string,
  trialMerchantCode: withDefault(string, ''),
  currency: withDefault(string, 'CNY'),
  maintenance: boolean,
  regionRestriction: boolean,
  location: withDefault(string, ''),
  mainDomain: withDefault(string, ''),
  imageCDNs: withDefault(array(string), []),
  domainRoute: withDefault(record(string), {}),
  paths: withDefault(record(string), {}),
  customerService: withDefault(array(object({ name: withDefault(string, ''), url: string })), []),
  resources: withDefault(array(resourceSchema), []),
  whitelabel: whitelabelSchema,
  mobileTemplate: withDefault(mobileTemplateSchema, mobileTemplateSchema({})),
  register: withDefault(object({ mobileLogin: withDefault(boolean, false), socialLogin: withDefault(boolean, false) }), { mobileLogin: false, socialLogin: false }),
});
export type InitialConfig = Infer<typeof initialConfigSchema>;

export const initialConfig = endpoint<void, InitialConfig>({
  name: 'initialConfig', method: 'GET', path: '/wps/system/init', moduleId: 'COMM3', auth: 'none', response: initialConfigSchema,
});

export const whitelabel = endpoint<void, Whitelabel>({
  name: 'whitelabel', method: 'GET', path: '/wps/system/whitelabel', moduleId: 'COMM3', auth: 'none', response: whitelabelSchema,
});

export const systemStatus = endpoint<void, { maintenance: boolean; regionRestriction: boolean; version: string }>({
  name: 'systemStatus', method: 'GET', path: '/wps/system/status', moduleId: 'COMM3', auth: 'none',
  response: object({ maintenance: boolean, regionRestriction: boolean, version: string }),
});

export const settingsTemplate = endpoint<void, MobileTemplate>({
  name: 'settingsTemplate', method: 'GET', path: '/wps/system/template', moduleId: 'COMM3', auth: 'none', response: mobileTemplateSchema,
});

export const helpItemSchema = object({ title: string, content: string });
export type HelpItem = Infer<typeof helpItemSchema>;

export const helpCenter = endpoint<{ device: 'MOBILE'; category?: string }, HelpItem[]>({
  name: 'helpCenter', method: 'GET', path: '/wps/system/helpCenter', moduleId: 'COMM3', auth: 'none', response: array(helpItemSchema),
});

export const customerServiceLinks = endpoint<void, { name: string; url: string }[]>({
  name: 'customerServiceLinks', method: 'GET', path: '/wps/system/customerService', moduleId: 'COMM3', auth: 'none',
  response: array(object({ name: withDefault(string, ''), url: string })),
});

export const countrySchema = object({ code: string, name: string, dialingCode: string });
export const countries = endpoint<void, Infer<typeof countrySchema>[]>({
  name: 'countries', method: 'GET', path: '/wps/system/countries', moduleId: 'COMM3', auth: 'none', response: array(countrySchema),
});

export const accountEndpoints = [
  login, logout, freePlayLogin, createTrialAccount, socialTestToken, captcha, register, registrationSettings, checkAffiliate, affiliateInfo,
  sendSmsCode, checkVerification, memberInfo, changePassword, forgetPasswordByEmail, setPasswordByPhone, headIcons,
  setHeadIcon, clubBenefits, feedback, feedbackList, inbox, unreadCount, markInboxRead, markAllInboxRead, availablePromotions, initialConfig, whitelabel, systemStatus,
  settingsTemplate, helpCenter, customerServiceLinks, countries,
] as const;
