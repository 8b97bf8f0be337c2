/**
 * One i18next instance for every element on the page. Texts load lazily, in parts
 * (core/text-parts.ts): the current language's, and of those only the parts some element on the
 * page asked for. A language change loads the same parts of the new language. Elements
 * re-render through `$translations`, which changes whenever the loaded texts or the language
 * change.
 */
import i18next, { type TOptions } from 'i18next';
import { atom } from 'nanostores';
import { $language, DEFAULT_LANGUAGE, RTL_LANGUAGES, type LanguageCode } from './stores/language.ts';
import { ALL_PARTS, BASE_PART, CODES_PART } from './text-parts.ts';
import { loadTextParts } from './texts.ts';

export const i18n = i18next.createInstance();

export interface TranslationState {
  /** The base texts of `language` are in. */
  ready: boolean;
  language: LanguageCode;
  dir: 'ltr' | 'rtl';
  /** Parts in for `language` (`*`: all texts). */
  parts: ReadonlySet<string>;
}

export const $translations = atom<TranslationState>({ ready: false, language: $language.get(), dir: textDirection($language.get()), parts: new Set() });

export function textDirection(code: LanguageCode): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(code) ? 'rtl' : 'ltr';
}

/** Whether `state` has the texts of `parts` (undefined: all texts). */
export function hasTextParts(state: TranslationState, parts: readonly string[] | undefined): boolean {
  if (!state.ready || state.parts.has(ALL_PARTS)) return state.ready;
  return parts ? parts.every((part) => state.parts.has(part)) : false;
}

/** Parts some element on the page needs. */
const wanted = new Set<string>([BASE_PART]);
/** `EN:register` → its load; a failed load (offline) is forgotten, so a later need tries again. */
const loads = new Map<string, Promise<void>>();

/** Sets of parts the build wrote as one file: an element's list with the base (scripts/texts-plugin.ts). */
const ownFiles = new Set<string>();
const setName = (parts: readonly string[]) => [...new Set(parts)].sort().join('+');

/**
 * Loads the parts of `code` not loaded yet: in one file when they are an element's list with the
 * base (a page's first element), otherwise a file each.
 */
function ensureParts(code: LanguageCode, parts: readonly string[]): Promise<void>[] {
  const missing = parts.filter((part) => !loads.has(`${code}:${part}`));
  const groups = missing.length > 1 && !ownFiles.has(setName(missing)) ? missing.map((part) => [part]) : [missing];
  for (const group of missing.length ? groups : []) {
    const load = loadTextParts(code, group).then(
      (texts) => void i18n.addResourceBundle(code, 'translation', texts, true, true),
      () => {
        for (const part of group) loads.delete(`${code}:${part}`);
      },
    );
    for (const part of group) loads.set(`${code}:${part}`, load);
  }
  return parts.map((part) => loads.get(`${code}:${part}`)!);
}

/**
 * Texts the page already holds, taken as loaded, so no file is asked for them: all texts of
 * `code` (the /m/ page's first-screen block, core/first-screen.ts), or those of `parts` (the kit's
 * frame page, core/frame-data.ts).
 */
export function provideTexts(code: LanguageCode, texts: Record<string, string>, parts: readonly string[] = [ALL_PARTS]): void {
  const missing = parts.filter((part) => !loads.has(`${code}:${part}`));
  if (!missing.length) return;
  // i18next takes resources once it is initialised (by the first loadTexts).
  const provided = whenStarted.then(() => void i18n.addResourceBundle(code, 'translation', texts, true, true));
  for (const part of missing) loads.set(`${code}:${part}`, provided);
}

let started = false;
let markStarted: () => void = () => {};
const whenStarted = new Promise<void>((resolve) => (markStarted = resolve));
let current: Promise<void> | undefined;

/**
 * Loads the texts of `parts` (prefixes of core/text-parts.ts; the base part always comes
 * along; undefined: all texts) in the current language, now and after every language change.
 * Resolves once they are in.
 */
export function loadTexts(parts?: readonly string[]): Promise<void> {
  const before = wanted.size;
  const allBefore = wanted.has(ALL_PARTS);
  for (const part of parts ?? [ALL_PARTS]) wanted.add(part);
  if (!started) {
    started = true;
    void i18n.init({
      lng: $language.get(),
      fallbackLng: DEFAULT_LANGUAGE,
      resources: {},
      interpolation: { escapeValue: false },
      // Flat keys: platform error codes contain dots (code.modify.new.old.same).
      keySeparator: false,
      nsSeparator: false,
      returnNull: false,
      initAsync: false,
    });
    markStarted();
    $language.listen((code) => void apply(code));
  } else if ((wanted.size === before || allBefore) && current) {
    // Nothing new to load (with all texts wanted, as on the /m/ site, an element's parts are in
    // them): no second load, and no new `$translations` that would render every element again.
    return current;
  }
  return apply($language.get());
}

/** An element's texts: the parts its define() names (undefined: all texts), like `loadTexts`. */
export function loadElementTexts(parts: readonly string[] | undefined): Promise<void> {
  if (parts) ownFiles.add(setName([BASE_PART, ...parts]));
  return loadTexts(parts);
}

/**
 * Loads the texts of the platform's codes (CODES_PART) like `loadTexts`, for a failure that
 * names one; resolves at once when they are in (with all texts, on the /m/ site, they always are).
 */
export function loadCodeTexts(): Promise<void> {
  return hasTextParts($translations.get(), [CODES_PART]) ? Promise.resolve() : loadTexts([CODES_PART]);
}

/** Starts the i18n core with all texts (the /m/ site); later calls return the same load. */
export function startI18n(): Promise<void> {
  return loadTexts();
}

let applying = 0;
function apply(code: LanguageCode): Promise<void> {
  const ticket = ++applying;
  const parts = [...wanted];
  // With all texts of a language in, its parts need no files of their own.
  const need = loads.has(`${code}:${ALL_PARTS}`) || parts.includes(ALL_PARTS) ? [ALL_PARTS] : parts;
  // The language's own texts alone: every language has every text of English (core/i18n.test.ts
  // holds them to it), so English, i18next's fallback, would never be read, and loading it too
  // doubled what a page in another language fetched (the /m/ page carries only its language's).
  current = (async () => {
    await Promise.all(ensureParts(code, need));
    if (ticket !== applying) return current; // a later change or need won: it covers these parts too
    await i18n.changeLanguage(code);
    $translations.set({ ready: true, language: code, dir: textDirection(code), parts: new Set(parts) });
  })();
  return current;
}

export function t(key: string, options?: TOptions): string {
  const text = i18n.t(key, options ?? {}) as string;
  // A text outside the parts the page loaded (its element's list missed it, or a key came from
  // outside its code) is not left showing as a key: all texts load, and it shows once they are in.
  if (text === key && !i18n.exists(key)) {
    const state = $translations.get();
    if (state.ready && !state.parts.has(ALL_PARTS)) void loadTexts();
  }
  return text;
}

export const hasText = (key: string): boolean => i18n.exists(key);
