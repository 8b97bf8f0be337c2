/**
 * Start the reference platform with the front before it, on one port: `tsx server/main.ts`
 * (what `npm start` runs). `--platform-only` (`npm run start:platform`): the platform alone on
 * that port, for fronts started elsewhere (`npm run start:front`, front/main.ts).
 *
 * Environment: PORT (8080), HOST (127.0.0.1), MC_DATA_DIR (<repo>/data; the database is
 * $MC_DATA_DIR/platform.db, created and seeded on first start), MC_SITE_DIR (<repo>/dist/site),
 * MC_TEST_MODE=1 (enables /__test/*), MC_MAINTENANCE=1, MC_REGION_RESTRICTED=1,
 * MC_LATENCY_MS, MC_FAILURE_RATE (0..1), MC_FAILURE_MODE (500|timeout|garbage|mixed),
 * MC_ALLOWED_ORIGINS (comma list of partner origins for CORS), MC_ADMIN_HOSTS (comma list of host
 * names the /__admin and /__test routes answer to; loopback names by default), MC_TLS_CERT and
 * MC_TLS_KEY (PEM files: HTTPS with HTTP/2 instead of plain HTTP), MC_TRUSTED_PROXIES (whose
 * X-Forwarded-* is believed: with the front, the CDN's or balancer's addresses before it; alone,
 * the fronts' addresses; loopback when unset), MC_STORE_URL (the front's shared store; memory
 * when unset; the live events' replay window and pub/sub too).
 *
 * The live streams (server/live/): MC_LIVE_HEARTBEAT_SECONDS (15), MC_LIVE_RETRY_SECONDS (3: the
 * reconnection delay suggested), MC_LIVE_PER_PLAYER (5 open streams; a new one closes the oldest),
 * MC_LIVE_PER_ADDRESS (20; beyond, 429), MC_LIVE_REPLAY_SECONDS (120) and MC_LIVE_REPLAY_EVENTS
 * (200 per player): what a reconnecting stream can still get.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createPlatform, REPO_ROOT } from './app.ts';
import { parseOriginList } from './http/cors.ts';
import { trustProxies } from './http/peer.ts';
import { parseTrustedProxies } from '../front/http/client-address.ts';
import { openStore } from '../front/store/store.ts';
import { FAILURE_MODES, type FailureMode, type SwitchInput } from './switches.ts';

const env = process.env;
const flag = (v: string | undefined) => v === '1' || v === 'true';

function startupSwitches(): SwitchInput {
  const s: SwitchInput = {};
  if (flag(env.MC_MAINTENANCE)) s.maintenance = true;
  if (flag(env.MC_REGION_RESTRICTED)) s.regionRestriction = true;
  const latency = Number(env.MC_LATENCY_MS ?? 0);
  if (Number.isFinite(latency) && latency > 0) s.latencyMs = latency;
  const rate = Number(env.MC_FAILURE_RATE ?? 0);
  if (Number.isFinite(rate) && rate > 0) s.failureRate = Math.min(rate, 1);
  if (env.MC_FAILURE_MODE && FAILURE_MODES.includes(env.MC_FAILURE_MODE as FailureMode)) s.failureMode = env.MC_FAILURE_MODE as FailureMode;
  return s;
}

/** Both PEM files, or neither (plain HTTP). */
function tlsFiles(): { cert: Buffer; key: Buffer } | undefined {
  if (!env.MC_TLS_CERT && !env.MC_TLS_KEY) return undefined;
  if (!env.MC_TLS_CERT || !env.MC_TLS_KEY) {
    console.error('MC_TLS_CERT and MC_TLS_KEY go together: give both PEM files, or neither for plain HTTP.');
    process.exit(1);
  }
  return { cert: readFileSync(env.MC_TLS_CERT), key: readFileSync(env.MC_TLS_KEY) };
}

/** A whole number of at least `min` from the environment, else undefined (the default); a bad one stops the start. */
function whole(name: string, min: number, scale = 1): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || !Number.isInteger(n * scale)) {
    console.error(`${name} must be a number of at least ${min}, not "${raw}"`);
    process.exit(1);
  }
  return Math.round(n * scale);
}

function liveSettings() {
  const settings = {
    heartbeatMs: whole('MC_LIVE_HEARTBEAT_SECONDS', 1, 1000),
    retryMs: whole('MC_LIVE_RETRY_SECONDS', 0, 1000),
    perPlayer: whole('MC_LIVE_PER_PLAYER', 1),
    perAddress: whole('MC_LIVE_PER_ADDRESS', 1),
    windowMs: whole('MC_LIVE_REPLAY_SECONDS', 1, 1000),
    maxEvents: whole('MC_LIVE_REPLAY_EVENTS', 1),
  };
  return Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined));
}

const platformOnly = process.argv.includes('--platform-only');
// Alone, the platform believes the fronts before it; with its own front, that front (on loopback).
if (platformOnly && env.MC_TRUSTED_PROXIES) trustProxies(parseTrustedProxies(env.MC_TRUSTED_PROXIES));
const dataDir = resolve(env.MC_DATA_DIR ?? join(REPO_ROOT, 'data'));
const platform = createPlatform({
  dbPath: join(dataDir, 'platform.db'),
  siteDir: resolve(env.MC_SITE_DIR ?? join(REPO_ROOT, 'dist', 'site')),
  testMode: flag(env.MC_TEST_MODE),
  allowedOrigins: parseOriginList(env.MC_ALLOWED_ORIGINS),
  adminHosts: (env.MC_ADMIN_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean),
  switches: startupSwitches(),
  tls: tlsFiles(),
  live: liveSettings(),
  // Captchas go in the same store: the front's, or the platform's own when it runs alone.
  ...(platformOnly
    ? { front: false as const, store: openStore(env.MC_STORE_URL || undefined) }
    : { front: { trustedProxies: env.MC_TRUSTED_PROXIES, store: openStore(env.MC_STORE_URL || undefined) } }),
});

const url = await platform.listen(Number(env.PORT ?? 8080), env.HOST ?? '127.0.0.1');
console.log(
  platformOnly
    ? `MC platform (API alone) listening on ${url} (data: ${dataDir}${platform.state.testMode ? ', test mode' : ''})`
    : `MC platform listening on ${url}/m/ (data: ${dataDir}${platform.state.testMode ? ', test mode' : ''})`,
);

const stop = () => {
  platform.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
