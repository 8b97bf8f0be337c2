/**
 * The browser's password manager, through the Credential Management API where the browser has it
 * (`PasswordCredential`: Chromium-based browsers). The kit never keeps a password itself
 * (core/vault.ts): after a sign-in with remember-me on, or a password change, it offers the
 * password to the manager; on the next visit it asks the manager for the remembered player's
 * password. Elsewhere the form's `autocomplete` values do the same job. Every failure (no API,
 * a frame the browser does not allow it in, the player declining) means "nothing", never an error.
 */
interface PasswordCredentialLike extends Credential {
  readonly password?: string;
}
type PasswordCredentialCtor = new (data: { id: string; password: string; name?: string }) => Credential;

function api(): { store: CredentialsContainer; Ctor: PasswordCredentialCtor } | null {
  const Ctor = (globalThis as { PasswordCredential?: PasswordCredentialCtor }).PasswordCredential;
  const store = globalThis.navigator?.credentials;
  return Ctor && store && typeof store.store === 'function' ? { store, Ctor } : null;
}

/** Offers the password to the browser's manager (it may ask the player first). */
export async function storePasswordCredential(id: string, password: string): Promise<boolean> {
  const a = api();
  if (!a || !id || !password) return false;
  try {
    await a.store.store(new a.Ctor({ id, password }));
    return true;
  } catch {
    return false;
  }
}

/** The manager's password for `id` (compared without case), when it has one and gives it. */
export async function passwordFor(id: string): Promise<string | null> {
  const a = api();
  if (!a || !id) return null;
  try {
    const got = (await a.store.get({ password: true, mediation: 'optional' } as CredentialRequestOptions)) as PasswordCredentialLike | null;
    return got && got.type === 'password' && got.id.toLowerCase() === id.toLowerCase() && typeof got.password === 'string' ? got.password : null;
  } catch {
    return null;
  }
}
