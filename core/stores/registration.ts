/**
 * Registration (§2.5, §3, §5): the platform's field rules (cached, §7), the register method of
 * this device and the URL affiliate parameters. Registering itself is core/auth/signUp.ts.
 */
import { displayMode } from '../app/display-mode.ts';
import { call } from '../api/request.ts';
import {
  countries,
  countrySchema,
  registrationSettings,
  registrationSettingsSchema,
  type RegisterPayload,
  type RegistrationSettings,
} from '../api/registration.ts';
import { array, type Infer } from '../api/schema.ts';
import type { FieldRule } from '../rules/verifier.ts';
import { remote } from './remote.ts';

/** Registration rules, kept in local storage for 10 minutes (§7: "registration rules" are cached). */
export const registrationSettingsStore = remote<RegistrationSettings>((signal) => call(registrationSettings, undefined, { signal }), {
  area: 'local',
  key: 'registrationSettings',
  ttlMs: 10 * 60_000,
  check: (v) => registrationSettingsSchema(v),
});

export type Country = Infer<typeof countrySchema>;

/** Countries and their dialing codes for the mobile-number fields, kept a day. */
export const countriesStore = remote<Country[]>((signal) => call(countries, undefined, { signal }), {
  area: 'local',
  key: 'countries',
  ttlMs: 24 * 60 * 60_000,
  check: (v) => array(countrySchema)(v),
});

/** The dialing code a mobile field starts with: the platform's location (§3), else the first country. */
export function defaultDialingCode(list: readonly Country[] | undefined, location: string | undefined): string {
  if (!list?.length) return '';
  return (list.find((c) => c.code === location) ?? list[0]!).dialingCode;
}

/** The password rule of the registration settings (also used by password change and reset, §5). */
export function passwordRule(settings: RegistrationSettings | undefined): FieldRule {
  const rule = settings?.fields.password;
  return { enabled: true, required: true, ...(rule ? { pattern: rule.pattern, minLength: rule.minLength, maxLength: rule.maxLength } : {}) };
}

export type RegisterMethod = RegisterPayload['registerMethod'];

export interface DeviceHints {
  userAgent?: string;
  /** iOS home-screen web clip (navigator.standalone). */
  iosStandalone?: boolean;
  /** display-mode: standalone (an installed PWA). */
  displayStandalone?: boolean;
}

/** User-agent token the native app shell adds ("MCApp/1.2.3"). */
export const APP_SHELL_UA = /\bMCApp\//;

/**
 * registerMethod of §3: APP inside the native app shell, WEBCLIP for an iOS home-screen web
 * clip, PWA for an installed web app, H5 otherwise.
 */
export function detectRegisterMethod(hints: DeviceHints = currentDevice()): RegisterMethod {
  if (hints.userAgent && APP_SHELL_UA.test(hints.userAgent)) return 'APP';
  if (hints.iosStandalone) return 'WEBCLIP';
  if (hints.displayStandalone) return 'PWA';
  return 'H5';
}

function currentDevice(): DeviceHints {
  return { userAgent: globalThis.navigator?.userAgent ?? '', ...displayMode() };
}

/**
 * Affiliate parameters of a registration link (`/m/register?affiliateCode=AFF001&domain=…`).
 * `code`, `aff` and `inviteCode` are accepted for the code as older links use them.
 */
export function affiliateParams(search: string | URLSearchParams): { code: string; domain: string } {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const code = (q.get('affiliateCode') ?? q.get('code') ?? q.get('aff') ?? q.get('inviteCode') ?? '').trim();
  const domain = (q.get('domain') ?? '').trim();
  return { code: /^[A-Za-z0-9]{1,32}$/.test(code) ? code : '', domain: /^[A-Za-z0-9.-]{1,255}$/.test(domain) ? domain : '' };
}
