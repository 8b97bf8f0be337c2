/**
 * Element-test fixtures for the account screens (not shipped): the platform's answers
 * (account-routes.ts, re-exported) and a reset of the account stores.
 */
import { resetStores } from './platform-fixtures.ts';
import { $auth } from '../../core/stores/auth.ts';
import { countriesStore, registrationSettingsStore } from '../../core/stores/registration.ts';
import { dropHeldPassword } from '../../core/auth/secret.ts';
import { $socialProviders, DEFAULT_SOCIAL_PROVIDERS } from '../../core/auth/providers.ts';
import { $language } from '../../core/stores/language.ts';

export * from './account-routes.ts';

export function resetAccountStores(): void {
  resetStores();
  registrationSettingsStore.reset();
  countriesStore.reset();
  $auth.set({ trialUser: '', mustChangePassword: false, captchaImage: '', captchaId: '' });
  dropHeldPassword();
  $socialProviders.set(DEFAULT_SOCIAL_PROVIDERS);
  if ($language.get() !== 'EN') $language.set('EN');
  passwordManager(null);
}

/**
 * Stands in for the browser's password manager (navigator.credentials), which a headless test
 * browser would leave to a prompt nobody answers. `saved` is what it holds (id → password) and
 * what the page stored in it; `null` takes the API away, as in browsers without it.
 */
export function passwordManager(saved: Map<string, string> | null): { stored: { id: string; password: string }[] } {
  const stored: { id: string; password: string }[] = [];
  const fake = saved && {
    async store(c: Credential & { password?: string }) {
      stored.push({ id: c.id, password: c.password ?? '' });
      saved.set(c.id, c.password ?? '');
      return c;
    },
    async get(options: CredentialRequestOptions & { password?: boolean }) {
      const first = options.password ? [...saved][0] : undefined;
      const Ctor = (globalThis as unknown as { PasswordCredential: new (d: { id: string; password: string }) => Credential }).PasswordCredential;
      return first ? new Ctor({ id: first[0], password: first[1] }) : null;
    },
  };
  Object.defineProperty(navigator, 'credentials', { configurable: true, get: () => fake ?? undefined });
  return { stored };
}

/** Text that looks like an untranslated key (`login.title`, `register.field.email`). */
export const RAW_KEY = /\b(?:login|register|forget|change|settings|trial|sms|social|verify|code|common)\.[A-Za-z_.]+\b/;
