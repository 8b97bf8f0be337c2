/** Numbers, money and dates as the spec shows them. */
import { BALANCE_DECIMALS } from './rules/constants.ts';
import type { LanguageCode } from './stores/language.ts';
import type { ShapedNumbers } from './number-shape.ts';

/** BCP 47 tags for the language codes of §1. */
const LOCALE_TAGS: Partial<Record<LanguageCode, string>> = {
  EN: 'en',
  PT: 'pt-BR',
  TY: 'fil',
  CN: 'zh-CN',
  TW: 'zh-TW',
  JA: 'ja',
  KO: 'ko',
  TH: 'th',
  VI: 'vi',
  MY: 'my',
  ES: 'es',
  HI: 'hi',
  ID: 'id',
  KM: 'km',
  MS: 'ms',
  TA: 'ta',
  UR: 'ur',
  TR: 'tr',
  BN: 'bn',
  AR: 'ar',
  FA: 'fa',
  RU: 'ru',
  FR: 'fr',
  DE: 'de',
  IT: 'it',
  NL: 'nl',
  PL: 'pl',
  UK: 'uk',
  HE: 'he',
  LO: 'lo',
  NE: 'ne',
  SI: 'si',
  MN: 'mn',
  KK: 'kk',
  SW: 'sw',
};

export const localeTag = (code: LanguageCode): string => LOCALE_TAGS[code] ?? 'en';

/** How the site's numbers are written: `decimals` decimals, always, the rest cut off (never rounded up). */
export const numberOptions = (decimals: number): Intl.NumberFormatOptions =>
  ({ minimumFractionDigits: decimals, maximumFractionDigits: decimals, roundingMode: 'trunc' }) as Intl.NumberFormatOptions;

// Made once per language and precision: the jackpot formats a number every few frames, and
// each new Intl object costs what the formatting itself does many times over.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(code: LanguageCode, decimals: number): Intl.NumberFormat {
  const key = `${code}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(localeTag(code), numberOptions(decimals))));
  return format;
}

// The page's language as the platform's Intl writes it (core/number-shape.ts): the /m/ site's
// numbers in that language need no Intl object, whose first one costs the take-over its longest task.
let shaped: { code: LanguageCode; format: ShapedNumbers } | undefined;
export function shapeNumbers(code: LanguageCode, format: ShapedNumbers): void {
  shaped = { code, format };
}

/** The header balance: sumBalance with 0 decimals (§2.3, §9). */
export function formatBalance(amount: number, code: LanguageCode = 'EN', decimals = BALANCE_DECIMALS): string {
  if (!Number.isFinite(amount)) return '0';
  return (shaped?.code === code ? shaped.format(amount, decimals) : undefined) ?? numberFormat(code, decimals).format(amount);
}

/**
 * Makes the first number format ahead, in a task of the caller's choosing: the browser's first
 * Intl object of a page loads its locale data (about 40 ms at a phone's speed), which would
 * otherwise land in the task of the first element that shows a number.
 */
export function prepareNumbers(code: LanguageCode): void {
  if (shaped?.code !== code) numberFormat(code, BALANCE_DECIMALS);
}

/** The balance as the header and the launch page's bar show it: currency symbol, sumBalance, 0 decimals. */
export function formatWalletBalance(w: { currencySymbol: string; sumBalance: number }, code: LanguageCode = 'EN'): string {
  return `${w.currencySymbol} ${formatBalance(w.sumBalance, code)}`;
}

/** Money with two decimals, for records and forms. */
export function formatMoney(amount: number, code: LanguageCode = 'EN'): string {
  return formatBalance(amount, code, 2);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Hot-match time as MM/DD HH:mm, in the player's time zone. */
export function formatMatchTime(epochMs: number): string {
  const d = new Date(epochMs);
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Local calendar date as YYYY-MM-DD (agent KPI queries use today's). */
export function isoDate(d: Date = new Date()): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Whole days since an epoch-ms date (member centre: days since registration). */
export function daysSince(epochMs: number, now: number = Date.now()): number {
  return Math.max(0, Math.floor((now - epochMs) / 86_400_000));
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(code: LanguageCode, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${code}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(localeTag(code), options)));
  return format;
}

/** A calendar date in the player's language and time zone (records, registration, documents). */
export function formatDate(epochMs: number, code: LanguageCode = 'EN'): string {
  return Number.isFinite(epochMs) ? dateFormat(code, { dateStyle: 'medium' }).format(epochMs) : '';
}

/** A moment (date and time) in the player's language and time zone. */
export function formatDateTime(epochMs: number, code: LanguageCode = 'EN'): string {
  return Number.isFinite(epochMs) ? dateFormat(code, { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs) : '';
}

/**
 * A message's placeholders with its moments written as the player's date and time: by the
 * platform's convention, a number named `until` or `…At` (`{ until }` of a time-out).
 */
export function withMoments(values: Record<string, string | number> | undefined, code: LanguageCode): Record<string, string | number> | undefined {
  if (!values) return values;
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values)) out[k] = typeof v === 'number' && (k === 'until' || k.endsWith('At')) ? formatDateTime(v, code) : v;
  return out;
}
