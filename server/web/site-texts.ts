/**
 * The site's own texts (locales/), for the platform's pages that must say what the site says:
 * a refusal's message by its error code (`code.rg.session_limit` …) and the names of the pages a
 * player is sent back to. One text in one place: a new locale or a better wording reaches the
 * game window too.
 */
import { existsSync, readFileSync } from 'node:fs';

const LOCALES = new URL('../../locales/', import.meta.url);
const FALLBACK = 'en';

const loaded = new Map<string, Readonly<Record<string, string>>>();

function locale(code: string): Readonly<Record<string, string>> {
  const name = /^[a-z]{2,3}$/.test(code) && existsSync(new URL(`${code}.json`, LOCALES)) ? code : FALLBACK;
  let texts = loaded.get(name);
  if (!texts) {
    texts = JSON.parse(readFileSync(new URL(`${name}.json`, LOCALES), 'utf8')) as Record<string, string>;
    loaded.set(name, texts);
  }
  return texts;
}

/** The text of `key` in the language `code` (EN, pt …; English when the language or key is missing), `{{name}}` filled from `values`. */
export function siteText(code: string, key: string, values: Readonly<Record<string, unknown>> = {}): string {
  const text = locale(code.toLowerCase())[key] ?? locale(FALLBACK)[key] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** What the site says for a platform refusal (an ApiError's code and value). */
export function refusalText(code: string, refusal: { code: string; value: unknown }): string {
  const value = typeof refusal.value === 'object' && refusal.value !== null ? (refusal.value as Record<string, unknown>) : {};
  return siteText(code, `code.${refusal.code}`, value);
}
