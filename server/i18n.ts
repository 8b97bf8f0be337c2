/**
 * Languages the server writes its own text in (§1's picker): EN, PT, TY. Anything else
 * falls back to EN. Text is stored as `{"EN": …, "PT": …, "TY": …}` JSON.
 */
export const CONTENT_LANGUAGES = ['EN', 'PT', 'TY'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export type I18nText = { EN: string; PT: string; TY: string };

export function contentLanguage(header: string | string[] | undefined): ContentLanguage {
  const v = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase() ?? '';
  return (CONTENT_LANGUAGES as readonly string[]).includes(v) ? (v as ContentLanguage) : 'EN';
}

/** The text in `lang` from an i18n JSON column (EN when that language is missing). */
export function loc(json: string, lang: ContentLanguage): string {
  try {
    const o = JSON.parse(json) as Partial<I18nText>;
    return o[lang] ?? o.EN ?? '';
  } catch {
    return json;
  }
}

export const t3 = (EN: string, PT: string, TY: string): string => JSON.stringify({ EN, PT, TY } satisfies I18nText);
