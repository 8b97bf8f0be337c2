/**
 * One i18next instance for every element on the page. Locale files load lazily: English (the
 * fallback) and the current language, nothing else. Elements re-render through `$translations`,
 * which changes whenever the loaded texts or the language change.
 */
import i18next, { type TOptions } from 'i18next';
import { atom } from 'nanostores';
import { $language, DEFAULT_LANGUAGE, RTL_LANGUAGES, type LanguageCode } from './stores/language.ts';

export const i18n = i18next.createInstance();

export interface TranslationState {
  ready: boolean;
  language: LanguageCode;
  dir: 'ltr' | 'rtl';
}

export const $translations = atom<TranslationState>({ ready: false, language: $language.get(), dir: textDirection($language.get()) });

export function textDirection(code: LanguageCode): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(code) ? 'rtl' : 'ltr';
}

type Resources = Record<string, unknown>;

/** Lazily imported locale files; a failed load (offline) leaves the language on English. */
async function loadLocale(code: LanguageCode): Promise<Resources | undefined> {
  try {
    const mod = (await import(`../locales/${code.toLowerCase()}.json`)) as { default: Resources };
    return mod.default;
  } catch {
    return undefined;
  }
}

const loaded = new Set<LanguageCode>();
let initialised: Promise<void> | undefined;

async function ensureLanguage(code: LanguageCode): Promise<void> {
  if (loaded.has(code)) return;
  const resources = await loadLocale(code);
  if (resources) {
    i18n.addResourceBundle(code, 'translation', resources, true, true);
    loaded.add(code);
  }
}

/** Starts the i18n core once; later calls return the same promise. */
export function startI18n(): Promise<void> {
  initialised ??= (async () => {
    await i18n.init({
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
    await Promise.all([ensureLanguage(DEFAULT_LANGUAGE), ensureLanguage($language.get())]);
    await apply($language.get());
    $language.listen((code) => void apply(code));
  })();
  return initialised;
}

let applying = 0;
async function apply(code: LanguageCode): Promise<void> {
  const ticket = ++applying;
  await ensureLanguage(code);
  if (ticket !== applying) return; // a later change won
  await i18n.changeLanguage(code);
  $translations.set({ ready: true, language: code, dir: textDirection(code) });
}

export function t(key: string, options?: TOptions): string {
  return i18n.t(key, options ?? {}) as string;
}

export const hasText = (key: string): boolean => i18n.exists(key);
