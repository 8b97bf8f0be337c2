import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A test identity provider: the reference platform's stand-in for the social sign-in service
 * (Firebase with Google, Facebook…) of §2.4. It issues short-lived, single-use identity tokens
 * signed with HMAC-SHA256 under a secret made at start, and checks them at login:
 *
 *   mcidp.<base64url JSON { iss, provider, sub, name, iat, exp, jti }>.<base64url HMAC>
 *
 * A real platform would verify the provider's JWT against the provider's published keys; the
 * shape of the exchange (client obtains a token, login sends it as firebaseIdToken) is the same.
 */
export const ID_TOKEN_TTL_MS = 5 * 60 * 1000;
const ISSUER = 'mc-test-idp';
const PREFIX = 'mcidp';
export const PROVIDER_ID = /^[a-z][a-z0-9-]{1,31}$/;

export interface Identity {
  provider: string;
  sub: string;
  name: string;
}

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');

export class TestIdentityProvider {
  private readonly secret = randomBytes(32);
  private readonly used = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  issue(identity: Identity): string {
    const iat = this.now();
    const payload = {
      iss: ISSUER,
      provider: identity.provider,
      sub: identity.sub,
      name: identity.name,
      iat,
      exp: iat + ID_TOKEN_TTL_MS,
      jti: randomBytes(12).toString('base64url'),
    };
    const body = b64url(JSON.stringify(payload));
    return `${PREFIX}.${body}.${this.sign(body)}`;
  }

  /** The identity a token proves, once; undefined for a forged, expired, foreign or replayed token. */
  verify(token: string | undefined): Identity | undefined {
    if (!token || token.length > 2048) return undefined;
    const [prefix, body, mac] = token.split('.');
    if (prefix !== PREFIX || !body || !mac) return undefined;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    let payload: { iss?: unknown; provider?: unknown; sub?: unknown; name?: unknown; exp?: unknown; jti?: unknown };
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
    const now = this.now();
    if (payload.iss !== ISSUER || typeof payload.exp !== 'number' || payload.exp <= now || typeof payload.jti !== 'string') return undefined;
    if (typeof payload.provider !== 'string' || typeof payload.sub !== 'string' || typeof payload.name !== 'string') return undefined;
    this.prune(now);
    if (this.used.has(payload.jti)) return undefined;
    this.used.set(payload.jti, payload.exp);
    return { provider: payload.provider, sub: payload.sub, name: payload.name };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }

  private prune(now: number): void {
    for (const [jti, exp] of this.used) if (exp <= now) this.used.delete(jti);
  }
}

/**
 * The account name of a social identity: `<provider>_<12 hex of SHA-256(provider:sub)>`. The
 * underscore keeps it out of reach of the registration form (user names are letters and digits).
 */
export function socialAccountName(identity: Pick<Identity, 'provider' | 'sub'>): string {
  return `${identity.provider}_${createHash('sha256').update(`${identity.provider}:${identity.sub}`).digest('hex').slice(0, 12)}`;
}
