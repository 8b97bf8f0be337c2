import type { DB } from './db/open.ts';
import type { KeyRing } from './security/sealing.ts';
import type { CaptchaStore } from './security/captcha.ts';
import type { LoginGuard } from './security/login-guard.ts';
import type { AttemptLock } from './security/attempt-lock.ts';
import type { Switches } from './switches.ts';
import type { LivePublisher } from './live/publisher.ts';
import type { LiveStreams } from './live/stream.ts';

/** Everything a request handler may reach: one object per running platform. */
export interface PlatformState {
  db: DB;
  now: () => number;
  /** Added to the clock: moved only through /__test/clock (test mode), e.g. past a cooling-off. */
  clock: { offsetMs: number };
  testMode: boolean;
  siteDir: string;
  allowedOrigins: string[];
  keys: KeyRing;
  captchas: CaptchaStore;
  guard: LoginGuard;
  /** Wrong funds passwords per user: 15 minutes locked after 5 (server/api/reauth.ts). */
  fundsLock: AttemptLock;
  /** Wrong login passwords asked again per user (re-authentication), same limit. */
  reauthLock: AttemptLock;
  /** Host names the admin and test routes answer to (DNS rebinding): loopback names by default. */
  adminHosts: readonly string[];
  /** Money calls running under an idempotency key (`<user>:<key>`): a duplicate waits for the same answer. */
  idempotentCalls: Map<string, Promise<unknown>>;
  switches: Switches;
  /** Short-lived game launch tickets: id → what to show on /games/play. */
  launches: Map<string, { userId: number; sessionId: number; nodeId: string; accountType: number; language: string; lobby: boolean; expiresAt: number }>;
  log: (line: string) => void;
  /** The live events: publish where state changes (server/live/notify.ts), read by the streams. */
  live: LivePublisher;
  /** The open live streams of this process (server/live/stream.ts). */
  liveStreams: LiveStreams;
}

export interface UserRow {
  id: number;
  account: string;
  password_hash: string;
  type: number;
  merchant_code: string;
  nickname: string;
  mobile: string | null;
  dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  funds_password_hash: string | null;
  security_question: string | null;
  security_answer_hash: string | null;
  club_label: string | null;
  head_icon: string;
  parent_id: number | null;
  rebate: number;
  verification: 'none' | 'pending' | 'verified' | 'rejected';
  first_login_pending: number;
  password_expired: number;
  simulated_online: number;
  disabled: number;
  register_method: string | null;
  register_url: string | null;
  register_domain: string | null;
  reg_at: number;
  last_login_at: number | null;
  last_rebate_claim_at: number;
}
