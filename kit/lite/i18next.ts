/**
 * `i18next` in the lite build: the part of its API core/i18n.ts uses, in 1 kB instead of 17 kB
 * gzip. Flat keys (keySeparator and nsSeparator off), one namespace, a fallback language,
 * `{{name}}` interpolation without escaping (React escapes), `defaultValue`, and plurals by
 * `count` (`key_one`, `key_other`… through Intl.PluralRules) as i18next resolves them.
 * The element suite runs against it under WTR_LITE=1; core/i18n.test.ts keeps the real one.
 */
type Resources = Record<string, unknown>;

export interface InitOptions {
  lng?: string;
  fallbackLng?: string | false;
  resources?: Record<string, Record<string, Resources>>;
  [option: string]: unknown;
}

export interface TOptions {
  defaultValue?: string;
  count?: number;
  lng?: string;
  [value: string]: unknown;
}

const INTERPOLATION = /\{\{\s*([^{}\s]+?)\s*\}\}/g;

export class LiteI18n {
  language = '';
  private fallback: string[] = [];
  private readonly store = new Map<string, Resources>();

  init(options: InitOptions = {}): Promise<this> {
    if (options.fallbackLng) this.fallback = [options.fallbackLng];
    for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
      for (const resources of Object.values(namespaces)) this.addResourceBundle(lng, 'translation', resources);
    }
    if (options.lng) this.language = options.lng;
    return Promise.resolve(this);
  }

  addResourceBundle(lng: string, _ns: string, resources: Resources, _deep?: boolean, overwrite = true): this {
    const current = this.store.get(lng) ?? {};
    this.store.set(lng, overwrite ? { ...current, ...resources } : { ...resources, ...current });
    return this;
  }

  changeLanguage(lng: string): Promise<(key: string, options?: TOptions) => string> {
    this.language = lng;
    return Promise.resolve((key: string, options?: TOptions) => this.t(key, options));
  }

  exists(key: string, options: TOptions = {}): boolean {
    return this.find(key, options) !== undefined;
  }

  t(key: string, options: TOptions = {}): string {
    const found = this.find(key, options);
    const text = found ?? (options.defaultValue !== undefined ? String(options.defaultValue) : key);
    return text.replace(INTERPOLATION, (whole, path: string) => {
      const value = path.split('.').reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), options);
      return value === undefined || value === null ? whole : String(value);
    });
  }

  private find(key: string, options: TOptions): string | undefined {
    const languages = [options.lng ?? this.language, ...this.fallback];
    for (const lng of languages) {
      const resources = this.store.get(lng);
      if (!resources) continue;
      if (typeof options.count === 'number') {
        let rule = 'other';
        try {
          rule = new Intl.PluralRules(lng.toLowerCase()).select(options.count);
        } catch {
          // a code Intl does not know: i18next falls back to "other" as well
        }
        const plural = resources[`${key}_${rule}`];
        if (typeof plural === 'string') return plural;
      }
      const value = resources[key];
      if (typeof value === 'string') return value;
    }
    return undefined;
  }
}

const i18next = {
  createInstance: (): LiteI18n => new LiteI18n(),
};
export default i18next;
