import type { Database } from 'better-sqlite3';

/**
 * Schema migrations, applied in order. `PRAGMA user_version` holds how many have run, so a
 * new migration is appended here and existing databases pick it up on the next start.
 *
 * Conventions: money in integer cents (`*_cents`); times in epoch milliseconds (`*_at`);
 * user-facing text that the server sends in several languages is a JSON object
 * `{"EN": …, "PT": …, "TY": …}` in a column ending in `_i18n`.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: everything of the first release
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE merchants (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('main', 'trial')),
    currency TEXT NOT NULL,
    currency_symbol TEXT NOT NULL
  );

  -- merchant-level configuration documents (whitelabel flags, registration rules, …) as JSON
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE vendors (
    code TEXT PRIMARY KEY,
    display_name TEXT NOT NULL,
    account_type_name TEXT NOT NULL,
    color TEXT NOT NULL,
    sort INTEGER NOT NULL
  );

  CREATE TABLE vendor_game_types (
    vendor_code TEXT NOT NULL REFERENCES vendors(code),
    game_type TEXT NOT NULL,
    sort INTEGER NOT NULL,
    PRIMARY KEY (vendor_code, game_type)
  );

  CREATE TABLE classifications (
    game_type TEXT NOT NULL,
    key TEXT NOT NULL,
    display_name TEXT NOT NULL,
    sort INTEGER NOT NULL,
    PRIMARY KEY (game_type, key)
  );

  CREATE TABLE games (
    node_id TEXT PRIMARY KEY,
    game_id TEXT NOT NULL,
    game_name TEXT NOT NULL,
    display_name TEXT NOT NULL,
    vendor_code TEXT NOT NULL REFERENCES vendors(code),
    game_type TEXT NOT NULL,
    classify TEXT NOT NULL,
    is_new INTEGER NOT NULL DEFAULT 0,
    is_hot INTEGER NOT NULL DEFAULT 0,
    hot_rank INTEGER,
    min_bet REAL NOT NULL,
    support_play INTEGER NOT NULL DEFAULT 1,
    room_id TEXT NOT NULL DEFAULT '',
    room_type TEXT,
    sort INTEGER NOT NULL
  );
  CREATE INDEX games_type ON games (game_type, sort);
  CREATE INDEX games_vendor ON games (vendor_code, game_type);

  CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    type INTEGER NOT NULL,
    merchant_code TEXT NOT NULL REFERENCES merchants(code),
    nickname TEXT NOT NULL DEFAULT '',
    mobile TEXT UNIQUE,
    dialing_code TEXT,
    email TEXT,
    payee_name TEXT,
    funds_password_hash TEXT,
    security_question TEXT,
    security_answer_hash TEXT,
    club_label TEXT,
    head_icon TEXT NOT NULL DEFAULT '1',
    parent_id INTEGER REFERENCES users(id),
    rebate REAL NOT NULL DEFAULT 0,
    verification TEXT NOT NULL DEFAULT 'none',
    first_login_pending INTEGER NOT NULL DEFAULT 0,
    password_expired INTEGER NOT NULL DEFAULT 0,
    simulated_online INTEGER NOT NULL DEFAULT 0,
    disabled INTEGER NOT NULL DEFAULT 0,
    register_method TEXT,
    register_url TEXT,
    register_domain TEXT,
    reg_at INTEGER NOT NULL,
    last_login_at INTEGER,
    last_rebate_claim_at INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX users_parent ON users (parent_id);

  CREATE TABLE wallets (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    balance_cents INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, name)
  );

  CREATE TABLE sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER,
    ip TEXT,
    device TEXT
  );
  CREATE INDEX sessions_user ON sessions (user_id);

  CREATE TABLE login_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    at INTEGER NOT NULL,
    ip TEXT
  );
  CREATE INDEX login_events_user ON login_events (user_id, at);

  CREATE TABLE sms_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    mobile TEXT NOT NULL,
    dialing_code TEXT,
    purpose TEXT NOT NULL,
    code TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX sms_log_mobile ON sms_log (mobile, created_at);

  CREATE TABLE mail_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    address TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE affiliate_codes (
    code TEXT PRIMARY KEY COLLATE NOCASE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    domain TEXT,
    active INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE favourites (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    node_id TEXT NOT NULL REFERENCES games(node_id),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, node_id)
  );

  CREATE TABLE recents (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    node_id TEXT NOT NULL REFERENCES games(node_id),
    played_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, node_id)
  );

  CREATE TABLE announcements (
    id TEXT PRIMARY KEY,
    channel TEXT NOT NULL CHECK (channel IN ('announcement', 'lobby')),
    content_type TEXT NOT NULL,
    group_name TEXT NOT NULL,
    execution TEXT CHECK (execution IN ('A', 'B', 'F')),
    promotion_type TEXT,
    title_i18n TEXT NOT NULL,
    content_i18n TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    sort INTEGER NOT NULL
  );

  CREATE TABLE banners (
    id TEXT PRIMARY KEY,
    position TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    title_i18n TEXT NOT NULL,
    link TEXT NOT NULL DEFAULT '',
    color TEXT NOT NULL,
    sort INTEGER NOT NULL
  );

  CREATE TABLE notices (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    title_i18n TEXT NOT NULL,
    content_i18n TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE notice_reads (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    notice_id TEXT NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
    read_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, notice_id)
  );

  CREATE TABLE hot_matches (
    id TEXT PRIMARY KEY,
    league TEXT NOT NULL,
    home_team TEXT NOT NULL,
    away_team TEXT NOT NULL,
    home_slug TEXT NOT NULL,
    away_slug TEXT NOT NULL,
    match_at INTEGER NOT NULL,
    vendor TEXT NOT NULL,
    room_id TEXT NOT NULL DEFAULT '',
    node_id TEXT NOT NULL REFERENCES games(node_id),
    sort INTEGER NOT NULL
  );

  CREATE TABLE promotions (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    title_i18n TEXT NOT NULL,
    content_i18n TEXT NOT NULL,
    start_at INTEGER NOT NULL,
    end_at INTEGER NOT NULL,
    bonus_rate REAL NOT NULL DEFAULT 0,
    for_deposit INTEGER NOT NULL DEFAULT 0,
    color TEXT NOT NULL,
    sort INTEGER NOT NULL
  );

  CREATE TABLE promotion_claims (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    promotion_id TEXT NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
    state TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, promotion_id)
  );

  CREATE TABLE inbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    title_i18n TEXT NOT NULL,
    content_i18n TEXT NOT NULL,
    read INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX inbox_user ON inbox (user_id, created_at);

  CREATE TABLE help_items (
    id INTEGER PRIMARY KEY,
    category TEXT NOT NULL,
    title_i18n TEXT NOT NULL,
    content_i18n TEXT NOT NULL,
    sort INTEGER NOT NULL
  );

  CREATE TABLE countries (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    dialing_code TEXT NOT NULL,
    sort INTEGER NOT NULL
  );

  CREATE TABLE lottery_groups (
    id TEXT PRIMARY KEY,
    prize_mode TEXT NOT NULL,
    vendor_code TEXT NOT NULL REFERENCES vendors(code),
    display_name_i18n TEXT NOT NULL,
    in_menu INTEGER NOT NULL DEFAULT 0,
    sort INTEGER NOT NULL
  );

  CREATE TABLE lottery_games (
    game_id TEXT PRIMARY KEY,
    group_id TEXT NOT NULL REFERENCES lottery_groups(id),
    code TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    remark_i18n TEXT NOT NULL,
    ent_play INTEGER NOT NULL,
    trad_play INTEGER NOT NULL,
    m_ui TEXT NOT NULL DEFAULT '',
    css TEXT NOT NULL DEFAULT '',
    balls INTEGER NOT NULL,
    ball_max INTEGER NOT NULL,
    interval_s INTEGER NOT NULL,
    color TEXT NOT NULL,
    sort INTEGER NOT NULL
  );

  CREATE TABLE lottery_orders (
    order_id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    game_code TEXT NOT NULL,
    issue TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX lottery_orders_user ON lottery_orders (user_id, created_at);

  CREATE TABLE lottery_suborders (
    sub_order_id TEXT PRIMARY KEY,
    order_id TEXT NOT NULL REFERENCES lottery_orders(order_id) ON DELETE CASCADE,
    content TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    status TEXT NOT NULL
  );

  CREATE TABLE transactions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    balance_after_cents INTEGER NOT NULL,
    remark TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
  );
  CREATE INDEX transactions_user ON transactions (user_id, created_at);

  CREATE TABLE bets (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    node_id TEXT NOT NULL REFERENCES games(node_id),
    stake_cents INTEGER NOT NULL,
    payout_cents INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX bets_user ON bets (user_id, created_at);

  CREATE TABLE deposit_methods (
    id TEXT PRIMARY KEY,
    vendor TEXT NOT NULL,
    name_i18n TEXT NOT NULL,
    kind TEXT NOT NULL,
    min_cents INTEGER NOT NULL,
    max_cents INTEGER NOT NULL,
    banks TEXT NOT NULL DEFAULT '[]',
    sort INTEGER NOT NULL
  );

  CREATE TABLE deposits (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    method_id TEXT NOT NULL REFERENCES deposit_methods(id),
    amount_cents INTEGER NOT NULL,
    promotion_id TEXT,
    bank TEXT,
    payer_name TEXT,
    pay_token TEXT UNIQUE,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX deposits_user ON deposits (user_id, created_at);

  CREATE TABLE bank_cards (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    bank_name TEXT NOT NULL,
    card_no TEXT NOT NULL,
    holder TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE withdrawals (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    bank_card_id INTEGER NOT NULL REFERENCES bank_cards(id),
    amount_cents INTEGER NOT NULL,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX withdrawals_user ON withdrawals (user_id, created_at);

  CREATE TABLE rebate_claims (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    amount_cents INTEGER NOT NULL,
    game_type TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE contracts (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('dailySalary', 'hourSalary', 'dividend')),
    terms_i18n TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('offered', 'accepted', 'rejected')),
    offered_at INTEGER NOT NULL,
    decided_at INTEGER
  );

  CREATE TABLE leaderboard (
    rank INTEGER PRIMARY KEY,
    account TEXT NOT NULL,
    score INTEGER NOT NULL,
    prize_cents INTEGER
  );

  CREATE TABLE feedback (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    comment TEXT NOT NULL,
    images TEXT NOT NULL DEFAULT '[]',
    created_at INTEGER NOT NULL
  );
  `,
  // 2: agency centre — an agent's own settings (the rebate a new downline gets by default)
  `
  CREATE TABLE agent_settings (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    default_rebate REAL NOT NULL,
    updated_at INTEGER NOT NULL
  );
  `,
  // 3: money and promotions — when the back office decides a deposit or withdrawal on its own
  // (review_at; null = only an operator does), and promotion applications with their images
  `
  ALTER TABLE deposits ADD COLUMN review_at INTEGER;
  ALTER TABLE deposits ADD COLUMN reason TEXT;
  ALTER TABLE withdrawals ADD COLUMN review_at INTEGER;
  ALTER TABLE withdrawals ADD COLUMN reason TEXT;
  ALTER TABLE promotion_claims ADD COLUMN reward_cents INTEGER;
  ALTER TABLE promotion_claims ADD COLUMN reason TEXT;

  CREATE TABLE promotion_applications (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    promotion_id TEXT NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
    comment TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL CHECK (status IN ('applying', 'rejected', 'issued')),
    reward_cents INTEGER,
    reason TEXT,
    created_at INTEGER NOT NULL,
    decided_at INTEGER
  );
  CREATE INDEX promotion_applications_user ON promotion_applications (user_id, promotion_id);

  CREATE TABLE promotion_application_images (
    application_id INTEGER NOT NULL REFERENCES promotion_applications(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
    bytes BLOB NOT NULL,
    PRIMARY KEY (application_id, position)
  );
  `,
  // 4: the profile fields of §3, uploaded head icons, identity verification with its pictures.
  `
  CREATE TABLE member_profiles (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    birthday TEXT,
    address TEXT,
    permanent_address TEXT,
    nationality TEXT,
    place_of_birth TEXT,
    occupation TEXT,
    income_source TEXT
  );

  CREATE TABLE head_icon_uploads (
    key TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
    bytes BLOB NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX head_icon_uploads_user ON head_icon_uploads (user_id);

  CREATE TABLE identity_verifications (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('pending', 'verified', 'rejected')),
    reason TEXT,
    created_at INTEGER NOT NULL,
    decided_at INTEGER
  );
  CREATE INDEX identity_verifications_user ON identity_verifications (user_id, id);

  CREATE TABLE identity_verification_images (
    verification_id INTEGER NOT NULL REFERENCES identity_verifications(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('front', 'back', 'selfie')),
    mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
    bytes BLOB NOT NULL,
    PRIMARY KEY (verification_id, kind)
  );
  `,
  // 5: feedback with the platform's reply and its pictures stored apart (served by an unguessable
  // key); lottery sub-orders with their own draw and the time that draw stops taking changes.
  `
  ALTER TABLE feedback ADD COLUMN reply TEXT;
  ALTER TABLE feedback ADD COLUMN replied_at INTEGER;
  CREATE INDEX feedback_user ON feedback (user_id, created_at);

  CREATE TABLE feedback_images (
    key TEXT PRIMARY KEY,
    feedback_id INTEGER NOT NULL REFERENCES feedback(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
    bytes BLOB NOT NULL
  );
  CREATE INDEX feedback_images_feedback ON feedback_images (feedback_id, position);

  ALTER TABLE lottery_suborders ADD COLUMN issue TEXT;
  ALTER TABLE lottery_suborders ADD COLUMN closes_at INTEGER;
  `,
  // 6: SMS codes count wrong tries (burnt after 5) and remember the address that asked for them
  // (sending is throttled per address); money calls remember the answer to an idempotency key.
  `
  ALTER TABLE sms_log ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE sms_log ADD COLUMN ip TEXT;
  CREATE INDEX sms_log_ip ON sms_log (ip, created_at);

  CREATE TABLE idempotent_answers (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    call TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    value TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, key)
  );
  CREATE INDEX idempotent_answers_age ON idempotent_answers (created_at);
  `,
  // 7: responsible gaming — the player's limits (with a change waiting out its cooling-off), time-outs
  // and self-exclusions, reality-check preferences, the reality check's last acknowledgement per
  // session, and who changed what when
  `
  CREATE TABLE rg_limits (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss')),
    period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
    amount_cents INTEGER,
    pending_cents INTEGER,
    pending_at INTEGER,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, kind, period)
  );

  CREATE TABLE rg_exclusions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
    starts_at INTEGER NOT NULL,
    ends_at INTEGER NOT NULL
  );
  CREATE INDEX rg_exclusions_user ON rg_exclusions (user_id, ends_at);

  CREATE TABLE rg_preferences (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    reality_check_minutes INTEGER,
    session_limit_minutes INTEGER,
    updated_at INTEGER NOT NULL
  );

  CREATE TABLE rg_reality_checks (
    session_id INTEGER PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
    checked_at INTEGER NOT NULL
  );

  CREATE TABLE rg_audit (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    detail TEXT NOT NULL,
    ip TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX rg_audit_user ON rg_audit (user_id, created_at);
  `,
  // 8: wrong tries at a secret and the locks they caused, so a restart does not reset a guesser's count
  `
  CREATE TABLE attempt_failures (
    scope TEXT NOT NULL,
    key TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX attempt_failures_key ON attempt_failures (scope, key, at);

  CREATE TABLE attempt_locks (
    scope TEXT NOT NULL,
    key TEXT NOT NULL,
    until INTEGER NOT NULL,
    PRIMARY KEY (scope, key)
  );
  `,
  // 9: password resets by e-mail are a single-use link: one per user (a new request replaces the
  // last), only its token's SHA-256 kept, spent when the new password is set
  `
  CREATE TABLE password_resets (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  `,
  // 10: a time-out or self-exclusion the operator closed once its chosen period had passed (it is
  // never ended while in force); who did it and why are in rg_audit
  `
  ALTER TABLE rg_exclusions ADD COLUMN ended_at INTEGER;
  `,
  // 11: a session opened by the hand-off belongs to the session it came from (its family: the
  // first session's id), so that signing out of one signs the player out of both
  `
  ALTER TABLE sessions ADD COLUMN family_id INTEGER;
  CREATE INDEX sessions_family ON sessions (family_id) WHERE family_id IS NOT NULL;
  `,
];

export function migrate(db: Database): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let i = current; i < MIGRATIONS.length; i++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[i]!);
      db.pragma(`user_version = ${i + 1}`);
    })();
  }
  return MIGRATIONS.length;
}
