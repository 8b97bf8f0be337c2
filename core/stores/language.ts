import { atom } from 'nanostores';
import { readText, writeText, STORAGE_KEYS } from '../storage.ts';

/** Language codes of §1. The main picker offers the first three. */
export const PICKER_LANGUAGES = ['EN', 'PT', 'TY'] as const;
export const LANGUAGES = [
  'EN',
  'PT',
  'TY',
  'CN',
  'TW',
  'JA',
  'KO',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'MS',
  'TA',
  'UR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'FR',
  'DE',
  'IT',
  'NL',
  'PL',
  'UK',
  'HE',
  'LO',
  'NE',
  'SI',
  'MN',
  'KK',
  'SW',
] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'EN';
export const RTL_LANGUAGES: readonly LanguageCode[] = ['AR', 'FA', 'UR', 'HE'];

/**
 * BCP 47 tags for the platform's language codes where the lower-cased code is not one: TY is the
 * platform's name for Tagalog, CN and TW are the two Chinese scripts.
 */
const BCP47: Partial<Record<LanguageCode, string>> = { TY: 'tl', CN: 'zh-CN', TW: 'zh-TW' };

/** `<html lang>` for a language code. */
export const htmlLang = (code: LanguageCode): string => BCP47[code] ?? code.toLowerCase();

export function toLanguageCode(value: string | null | undefined): LanguageCode | undefined {
  const code = value?.trim().toUpperCase();
  return (LANGUAGES as readonly string[]).includes(code ?? '') ? (code as LanguageCode) : undefined;
}

/** The language this device chose and remembers, if it ever chose one. */
export const chosenLanguage = (): LanguageCode | undefined => toLanguageCode(readText('local', STORAGE_KEYS.language));

/** The chosen language, remembered across visits. The `Language` header of every call follows it. */
export const $language = atom<LanguageCode>(chosenLanguage() ?? DEFAULT_LANGUAGE);

export function setLanguage(code: LanguageCode, remember = true): void {
  if (remember) writeText('local', STORAGE_KEYS.language, code);
  $language.set(code);
}
