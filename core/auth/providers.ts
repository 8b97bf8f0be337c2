/**
 * Social sign-in (§2.4, §2.5: "social login (two providers) when enabled") behind one small
 * interface. A provider proves who the visitor is in its own way (popup, SDK, redirect) and
 * hands back an identity token; the kit sends that token to the platform as a `firebase` login
 * (§3 login payload: type firebase, firebaseIdToken), which signs the player in, making an
 * account on first use.
 *
 * The kit ships two stand-ins that talk to the reference platform's test identity provider
 * (`POST /wps/session/social/test`). A merchant with real providers replaces them:
 *
 *   setSocialProviders([{ id: 'google', label: 'Google', authenticate: async () => ({ idToken: await myGoogleSignIn() }) }]);
 *
 * The buttons show only when the platform enables social login (`register.socialLogin` of the
 * initial configuration on the login page, `socialLogin` of the registration settings on the
 * registration page) and at least one provider is set.
 */
import { atom } from 'nanostores';
import { call } from '../api/request.ts';
import { socialTestToken } from '../api/signIn.ts';
import type { LoginResult } from '../api/login-result.ts';
import { signIn } from '../stores/auth.ts';

export interface SocialCredential {
  /** The provider's identity token, checked by the platform. */
  idToken: string;
  /** For phone-number identities (firebaseChannel sms). */
  mobileNo?: string;
  countryDialingCode?: string;
}

export interface SocialProvider {
  /** Stable id, e.g. 'google'. Also the button's `data-provider`. */
  readonly id: string;
  /** Button text: an i18n key or plain text. */
  readonly label: string;
  /** Optional 24×24 icon URL. */
  readonly icon?: string;
  /** Proves who the visitor is; rejects when they cancel or the provider fails. */
  authenticate(signal?: AbortSignal): Promise<SocialCredential>;
}

/** A provider backed by the reference platform's test identity provider. */
export function platformTestProvider(id: string, label: string, subject?: string): SocialProvider {
  return {
    id,
    label,
    async authenticate(signal) {
      const { idToken } = await call(socialTestToken, { provider: id, ...(subject ? { subject } : {}) }, { signal });
      return { idToken };
    },
  };
}

export const DEFAULT_SOCIAL_PROVIDERS: readonly SocialProvider[] = [
  platformTestProvider('google', 'social.google'),
  platformTestProvider('facebook', 'social.facebook'),
];

export const $socialProviders = atom<readonly SocialProvider[]>(DEFAULT_SOCIAL_PROVIDERS);

export function setSocialProviders(providers: readonly SocialProvider[]): void {
  $socialProviders.set(providers);
}

/** Signs in through a provider: its token goes to the platform as a firebase login. */
export async function signInWithProvider(provider: SocialProvider, options: { site?: 'member' | 'agent'; signal?: AbortSignal } = {}): Promise<LoginResult> {
  const credential = await provider.authenticate(options.signal);
  return signIn(
    {
      type: 'firebase',
      username: credential.mobileNo ?? '',
      password: '',
      firebaseIdToken: credential.idToken,
      ...(credential.mobileNo ? { firebaseChannel: 'sms' as const, firebaseMobileNo: credential.mobileNo } : {}),
      ...(credential.countryDialingCode ? { countryDialingCode: credential.countryDialingCode } : {}),
      ...(options.site === 'agent' ? { site: 'agent' as const } : {}),
    },
    options.signal,
  );
}
