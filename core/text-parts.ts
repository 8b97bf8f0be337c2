/**
 * How a language's texts split into parts, so an element downloads only the texts it shows.
 * locales/<code>.json stays one flat file per language (what translators edit); the builds
 * derive one small file per part and language from it (scripts/texts-plugin.ts).
 *
 * A key's part is its prefix, the text before the first dot (`register.title` → `register`),
 * except for the groups below. Keys without a prefix, `common.*` and `error.*` form the base part,
 * which every element loads. The platform codes (`code.*`) form the codes part, which loads with
 * the first failure that names a code (widgets/define.ts): a page whose calls succeed never
 * downloads the texts of failures.
 */
export const BASE_PART = 'base';
/**
 * The texts of the platform's codes (`code.*`), every one: which codes an element can get depends
 * on what the platform answers, not on its code, so none is tied to an element's list.
 */
export const CODES_PART = 'codes';
/** Parts the kit's code loads by itself, not through an element's list: a failure's code, the hand-off question, a live limit. */
export const PARTS_LOADED_BY_CODE: readonly string[] = [CODES_PART, 'handoff', 'live'];
/** Every text of a language, in one file: for the /m/ site, and a page that needs a text outside the parts it loaded (core/i18n.ts). */
export const ALL_PARTS = '*';

/** Prefixes that share a part: small ones the same elements always show together. */
const GROUPS: Readonly<Record<string, string>> = {
  '': BASE_PART,
  common: BASE_PART,
  error: BASE_PART,
  code: CODES_PART,
  // What the sign-in and registration forms share: field checks, SMS codes, social sign-in
  // (each form's own texts are a part of their own: `login`, `register`).
  verify: 'account',
  sms: 'account',
  social: 'account',
  mobile: 'account',
};

const prefixOf = (key: string) => {
  const dot = key.indexOf('.');
  return dot < 0 ? '' : key.slice(0, dot);
};

// Plain objects, not Maps: the runtime never calls partOf (only the build and the dev loader
// do), and an object literal is dropped from the bundle where a `new Map(…)` is not.
const lookup = (table: Readonly<Record<string, string>>, key: string) => (Object.hasOwn(table, key) ? table[key] : undefined);

export function partOf(key: string): string {
  const prefix = prefixOf(key);
  return lookup(GROUPS, prefix) ?? prefix;
}

/** The texts of one part (`*`: all of them). */
export function textsOfPart<T>(texts: Readonly<Record<string, T>>, part: string): Record<string, T> {
  if (part === ALL_PARTS) return { ...texts };
  return Object.fromEntries(Object.entries(texts).filter(([key]) => partOf(key) === part));
}

/** The texts of several parts, as one object (a build's file for an element's first parts, a dev load). */
export function textsOfParts<T>(texts: Readonly<Record<string, T>>, parts: readonly string[]): Record<string, T> {
  return Object.assign({}, ...parts.map((part) => textsOfPart(texts, part))) as Record<string, T>;
}
