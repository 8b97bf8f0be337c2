/**
 * Element-test fixtures for the account screens (not shipped), the platform's side only: a real
 * RSA key for sealed bodies (so tests read what the element actually sent), captcha and
 * registration-settings answers shaped like the reference platform's. No account store (the
 * sign-in store, the registration rules) is imported here, so a test file can check what an
 * element loads of them by itself (their reset is in account-platform.ts, which re-exports all of
 * this).
 */
import { ok, type FetchCall, type MockReply, type MockRoutes } from './fetch-mock.ts';
import { platformRoutes, initialConfig } from './platform-fixtures.ts';
import { fromBase64, toBase64 } from '../../core/crypto.ts';

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
let pair: Promise<{ privateKey: CryptoKey; spki: string }> | undefined;

function keyPair() {
  pair ??= (async () => {
    const k = await crypto.subtle.generateKey({ ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['wrapKey', 'unwrapKey']);
    return { privateKey: k.privateKey, spki: toBase64(await crypto.subtle.exportKey('spki', k.publicKey)) };
  })();
  return pair;
}

export const KEY_ID = 'testkey';

/** What a sealed call carried: opens `{ value }` with the test key, like the platform does. */
export async function opened(call: FetchCall): Promise<Record<string, unknown>> {
  const header = call.headers['encryption'];
  const value = (call.json as { value?: string } | undefined)?.value;
  if (!header || typeof value !== 'string') throw new Error(`not sealed: ${call.method} ${call.path} ${call.body}`);
  const [keyId, wrapped] = header.split('.');
  if (keyId !== KEY_ID) throw new Error(`sealed with key ${keyId}`);
  const { privateKey } = await keyPair();
  const aes = await crypto.subtle.unwrapKey('raw', fromBase64(wrapped!), privateKey, RSA, { name: 'AES-GCM' }, false, ['decrypt']);
  const joined = fromBase64(value);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: joined.slice(0, 12) }, aes, joined.slice(12));
  return JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown>;
}

/** A 1×1 PNG, different per captcha id so a refresh is visible. */
export const captchaImage = (n: number) =>
  `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==#${n}`;

/** Registration settings as the reference platform seeds them (server/seed/settings.ts). */
export function registrationSettings(overrides: Record<string, unknown> = {}, fields: Record<string, Record<string, unknown>> = {}) {
  const base: Record<string, Record<string, unknown>> = {
    username: { enabled: true, required: true, pattern: '^[A-Za-z][A-Za-z0-9]{3,15}$', minLength: 4, maxLength: 16 },
    password: { enabled: true, required: true, pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9!@#$%^&*._-]{6,20}$', minLength: 6, maxLength: 20 },
    paymentPassword: { enabled: false, required: false, pattern: '^[0-9]{6}$', minLength: 6, maxLength: 6 },
    idNumber: { enabled: false, required: false, pattern: '^[A-Za-z0-9]{6,20}$' },
    qqNum: { enabled: false, required: false, pattern: '^[1-9][0-9]{4,11}$' },
    facebook: { enabled: false, required: false, pattern: '^[A-Za-z0-9.]{5,50}$' },
    wechat: { enabled: false, required: false, pattern: '^[A-Za-z][A-Za-z0-9_-]{5,19}$' },
    line: { enabled: false, required: false, pattern: '^[A-Za-z0-9._-]{4,20}$' },
    whatsapp: { enabled: false, required: false, pattern: '^\\+?[0-9]{6,20}$' },
    zalo: { enabled: false, required: false, pattern: '^[0-9]{6,20}$' },
    email: { enabled: true, required: false, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', maxLength: 255 },
    nickname: { enabled: true, required: false, pattern: '^[^<>&"\']{2,20}$', minLength: 2, maxLength: 20 },
    payeeName: { enabled: false, required: false, pattern: '^[^<>&"0-9]{2,50}$' },
    mobileNum: { enabled: true, required: false, pattern: '^[0-9]{6,20}$', minLength: 6, maxLength: 20 },
    verificationCode: { enabled: true, required: false, pattern: '^[0-9]{4,10}$', minLength: 4, maxLength: 10 },
    recommenderId: { enabled: false, required: false, pattern: '^[A-Za-z0-9]{1,20}$' },
    affiliateCode: { enabled: true, required: false, pattern: '^[A-Za-z0-9]{4,20}$', minLength: 4, maxLength: 20 },
  };
  for (const [name, rule] of Object.entries(fields)) base[name] = { ...base[name], ...rule };
  return { usernameRegistration: true, mobileRegistration: true, captcha: true, socialLogin: false, minimumAge: 18, fields: base, ...overrides };
}

export const loginResult = (overrides: Record<string, unknown> = {}) => ({
  token: 'tok-1',
  id: '1001',
  userName: 'demo',
  customerType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  ...overrides,
});

export const COUNTRIES = [
  { code: 'PH', name: 'Philippines', dialingCode: '+63' },
  { code: 'BR', name: 'Brazil', dialingCode: '+55' },
];

/** The platform's public key answer for the test key pair: sealed bodies can then be `opened`. */
export async function sealingKeyRoute(): Promise<MockReply> {
  return ok({ keyId: KEY_ID, spki: (await keyPair()).spki });
}

/** Everything the account screens ask for, answering as the reference platform does. */
export async function accountRoutes(more: MockRoutes = {}): Promise<MockRoutes> {
  let captchas = 0;
  return platformRoutes({
    'GET /wps/session/key/rsa': await sealingKeyRoute(),
    'GET /wps/captcha': () => {
      captchas += 1;
      return ok({ id: `cap-${captchas}`, image: captchaImage(captchas) });
    },
    'GET /wps/member/register/settings': ok(registrationSettings()),
    'POST /wps/member/affiliate/check': (c) => ok(['AFF001', 'AFF002'].includes(String((c.json as { code?: string })?.code).toUpperCase())),
    'POST /wps/verification/sms': ok({ expiredMinutes: 1 }),
    'GET /wps/system/countries': ok(COUNTRIES),
    ...more,
  });
}

/** Initial configuration with the login options (mobile-code tab, social login). */
export function configWith(register: { mobileLogin?: boolean; socialLogin?: boolean } = {}, whitelabel: Record<string, boolean> = {}) {
  return initialConfig({ register: { mobileLogin: false, socialLogin: false, ...register } }, { LOGINSMS3: true, PSWSMS3: true, ...whitelabel });
}
