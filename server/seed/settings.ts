/**
 * Merchant configuration defaults, stored in the `settings` table at seed time. The admin
 * switches (server/switches.ts) layer overrides on top without touching these rows.
 */

export const MERCHANT_CODE = 'MC01';
export const TRIAL_MERCHANT_CODE = 'MC01T';
export const CURRENCY = 'CNY';
export const CURRENCY_SYMBOL = '¥';

export const MEMBER_MENU_FLAGS = [
  'REWCEN3',
  'MAILCEN',
  'DEPOSIT',
  'WITHDRAW',
  'PLYRBT',
  'MANPLAYREB3',
  'FEEDBACK3',
  'AGETRANSFERUP3',
  'DIRECTREG3',
  'DEPRECM3',
  'WITHREC3',
  'TRANSREC3',
  'TRANSBETREPMEM3',
  'PERSREP',
] as const;

/** The agent-home tiles of §2.13, one flag each (customer service is always shown). */
export const AGENT_MENU_FLAGS = [
  'AGTEAMOV',
  'AGTRANS',
  'AGTEAM',
  'AGREDRAIN',
  'AGTEAMPNL',
  'AGTEAMBET',
  'AGREBATE',
  'AGTEAMREBATE',
  'AGSECURITY',
  'AGMAIL',
  'AGDIVIDEND',
] as const;

/**
 * Further flags this server adds: PSWSMS3 offers password recovery by SMS (§2.6),
 * LOGINSMS3 is the mobile-code login tab (§2.4; also in `register.mobileLogin`).
 */
export const EXTRA_FLAGS = ['PSWSMS3', 'LOGINSMS3'] as const;

export const DEFAULT_WHITELABEL: Record<string, boolean> = Object.fromEntries(
  [...MEMBER_MENU_FLAGS, ...AGENT_MENU_FLAGS, ...EXTRA_FLAGS].map((f) => [f, true]),
);

export const DEFAULT_PROMOTIONS: Record<string, boolean> = { REFERRAL: true, MISSION: true };

export const DEFAULT_MOBILE_TEMPLATE = {
  app_background: '#1b1f3b',
  app_desc: 'MC01 — play anywhere, withdraw in minutes',
  app_desc_font_color: '#ffffff',
  mem_cen: '1',
  dep_func: '1',
};

export const DEFAULT_LOGIN_OPTIONS = { mobileLogin: true, socialLogin: false };

export interface FieldRuleDef {
  enabled: boolean;
  required: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
}

export interface RegistrationDef {
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  captcha: boolean;
  socialLogin: boolean;
  minimumAge: number;
  fields: Record<string, FieldRuleDef>;
}

/**
 * Registration rules of §5. Patterns are JavaScript regular expressions (no flags), checked
 * against the trimmed value by the client and again by this server:
 *
 * | field            | pattern                                                     | meaning                                        |
 * |------------------|-------------------------------------------------------------|------------------------------------------------|
 * | username         | ^[A-Za-z][A-Za-z0-9]{3,15}$                                 | 4–16 letters/digits, starts with a letter      |
 * | password         | ^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9!@#$%^&*._-]{6,20}$     | 6–20, at least one letter and one digit        |
 * | paymentPassword  | ^[0-9]{6}$                                                  | exactly 6 digits                               |
 * | idNumber         | ^[A-Za-z0-9]{6,20}$                                         | 6–20 letters/digits                            |
 * | qqNum            | ^[1-9][0-9]{4,11}$                                          | 5–12 digits, no leading zero                   |
 * | facebook         | ^[A-Za-z0-9.]{5,50}$                                        | 5–50 letters, digits, dots                     |
 * | wechat           | ^[A-Za-z][A-Za-z0-9_-]{5,19}$                               | 6–20, starts with a letter                     |
 * | line             | ^[A-Za-z0-9._-]{4,20}$                                      | 4–20                                           |
 * | whatsapp         | ^\+?[0-9]{6,20}$                                            | 6–20 digits, optional +                        |
 * | zalo             | ^[0-9]{6,20}$                                               | 6–20 digits                                    |
 * | email            | ^[^\s@]+@[^\s@]+\.[^\s@]+$ (max 255)                        | simple e-mail                                  |
 * | nickname         | ^[^<>&"']{2,20}$                                            | 2–20, no markup characters                     |
 * | payeeName        | ^[^<>&"0-9]{2,50}$                                          | 2–50, no digits or markup                      |
 * | mobileNum        | ^[0-9]{6,20}$                                               | 6–20 digits                                    |
 * | verificationCode | ^[0-9]{4,10}$                                               | 4–10 digits (SMS codes are 6)                  |
 * | recommenderId    | ^[A-Za-z0-9]{1,20}$                                         | 1–20 letters/digits                            |
 * | affiliateCode    | ^[A-Za-z0-9]{4,20}$                                         | 4–20 letters/digits                            |
 */
export const FIELD_PATTERNS: Record<string, { pattern: string; minLength?: number; maxLength?: number }> = {
  username: { pattern: '^[A-Za-z][A-Za-z0-9]{3,15}$', minLength: 4, maxLength: 16 },
  password: { pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9!@#$%^&*._-]{6,20}$', minLength: 6, maxLength: 20 },
  paymentPassword: { pattern: '^[0-9]{6}$', minLength: 6, maxLength: 6 },
  idNumber: { pattern: '^[A-Za-z0-9]{6,20}$', minLength: 6, maxLength: 20 },
  qqNum: { pattern: '^[1-9][0-9]{4,11}$', minLength: 5, maxLength: 12 },
  facebook: { pattern: '^[A-Za-z0-9.]{5,50}$', minLength: 5, maxLength: 50 },
  wechat: { pattern: '^[A-Za-z][A-Za-z0-9_-]{5,19}$', minLength: 6, maxLength: 20 },
  line: { pattern: '^[A-Za-z0-9._-]{4,20}$', minLength: 4, maxLength: 20 },
  whatsapp: { pattern: '^\\+?[0-9]{6,20}$', minLength: 6, maxLength: 21 },
  zalo: { pattern: '^[0-9]{6,20}$', minLength: 6, maxLength: 20 },
  email: { pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', maxLength: 255 },
  nickname: { pattern: '^[^<>&"\']{2,20}$', minLength: 2, maxLength: 20 },
  payeeName: { pattern: '^[^<>&"0-9]{2,50}$', minLength: 2, maxLength: 50 },
  mobileNum: { pattern: '^[0-9]{6,20}$', minLength: 6, maxLength: 20 },
  verificationCode: { pattern: '^[0-9]{4,10}$', minLength: 4, maxLength: 10 },
  recommenderId: { pattern: '^[A-Za-z0-9]{1,20}$', minLength: 1, maxLength: 20 },
  affiliateCode: { pattern: '^[A-Za-z0-9]{4,20}$', minLength: 4, maxLength: 20 },
};

const ENABLED_FIELDS: Record<string, boolean> = {
  username: true,
  password: true,
  mobileNum: true,
  verificationCode: true,
  email: true,
  nickname: true,
  affiliateCode: true,
};
const REQUIRED_FIELDS = new Set(['username', 'password']);

export const DEFAULT_REGISTRATION: RegistrationDef = {
  usernameRegistration: true,
  mobileRegistration: true,
  captcha: true,
  socialLogin: false,
  minimumAge: 18,
  fields: Object.fromEntries(
    Object.entries(FIELD_PATTERNS).map(([name, p]) => [name, { enabled: ENABLED_FIELDS[name] === true, required: REQUIRED_FIELDS.has(name), ...p }]),
  ),
};

export const CUSTOMER_SERVICE = [
  { name: 'Online Service', url: 'https://support.example.com/chat/MC01' },
  { name: 'Telegram Service', url: 'https://t.me/mc01_support' },
];

export const RESOURCES = [
  { resourceType: 'IOS', url: 'https://apps.example.com/ios/mc01' },
  { resourceType: 'Android', url: '/download/mc01.apk' },
  { resourceType: 'MOBILECONFIG', url: '/download/mc01.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: '/img/app-icon.svg' },
  { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/mc01.demo' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/mc01_support' },
  { resourceType: 'TELEGRAM2', url: 'https://t.me/mc01_news' },
];

export const CLUB_LABELS = ['VIP 1', 'VIP 2', 'VIP 3', 'VIP 4', 'VIP 5'] as const;
