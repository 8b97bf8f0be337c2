#!/usr/bin/env node
// The live streams at scale: 2,000 open event streams on one front instance, the reference
// platform behind it, each process its own. Loopback only; every process is ended at the end.
//
//   npm run bench:live
//   node scripts/bench-live.mjs --streams 2000 --addresses 200 --rounds 3 --bursts 2000
//
// What runs:
// - The seed: a data folder of its own, seeded, with --streams extra players (copies of member01,
//   server/seed/players.ts) and a session for each, as if each had signed in.
// - The reference platform alone (server/main.ts --platform-only, test mode for /__test/live),
//   and one front before it (front/main.ts), each its own process, with a memory store (one
//   instance each, as `npm start`); heartbeats every 15 s as in production.
// - The clients: this process, one HTTP/1.1 connection per stream, each player's stream through
//   the front, from --addresses loopback addresses (127.0.1.x: at most 20 streams per address is
//   the platform's default limit), parsing the events as they come.
//
// What it reports (figures only: nothing is asserted):
// - memory per stream: the front's and the platform's RSS and V8 heap (after a full GC, asked of
//   each process over IPC) before the streams and with them all open, the difference divided by
//   the streams; and again after they are all closed, and after a second cycle of opening and
//   closing them all (a leak would grow from one to the other);
// - a broadcast (maintenance on, then off): from the admin call to the last of the clients
//   hearing it, --rounds times;
// - one balance change (an operator's adjustment) of one player: from the call to that player's
//   stream, --singles times in a row, the median and the slowest;
// - a burst: an adjustment for every player at once (--bursts calls, 50 at a time): from the
//   first call to the last client hearing its own balance.
//
// The clients share the machine's cores with the front and the platform: the times include
// this process parsing every stream, so they are upper bounds of what the servers take.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ROOT, children, freePort, killChildren, option } from './bench-platform.mjs';

const args = process.argv.slice(2);
const SELF = join(ROOT, 'scripts', 'bench-live.mjs');
const TSX = ['--import', 'tsx', '--expose-gc'];

// ---------------------------------------------------------------------------------------------
// Child modes: --child <entry> (a server under tsx that answers 'memory' over IPC), --seed

if (args[0] === '--child') {
  // Should the benchmark die without stopping its servers (SIGKILL), the closed IPC channel ends them.
  process.once('disconnect', () => process.exit(0));
  process.on('message', (message) => {
    if (message !== 'memory') return;
    globalThis.gc?.();
    globalThis.gc?.();
    const m = process.memoryUsage();
    process.send?.({ rss: m.rss, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers });
  });
  await import(pathToFileURL(join(ROOT, args[1])).href);
} else if (args[0] === '--seed') {
  const [, dataDir, count, out] = args;
  const { openDatabase } = await import(pathToFileURL(join(ROOT, 'server/db/open.ts')).href);
  const { isSeeded, seedDatabase } = await import(pathToFileURL(join(ROOT, 'server/seed/index.ts')).href);
  const { addPlayers, sessionsFor } = await import(pathToFileURL(join(ROOT, 'server/seed/players.ts')).href);
  const db = openDatabase(join(dataDir, 'platform.db'));
  if (!isSeeded(db)) seedDatabase(db, Date.now());
  const names = Array.from({ length: Number(count) }, (_, i) => `bench${String(i + 1).padStart(5, '0')}`);
  const ids = addPlayers(db, names);
  const tokens = sessionsFor(db, ids, Date.now());
  db.close();
  writeFileSync(out, JSON.stringify(names.map((name, i) => ({ name, token: tokens[i] }))));
} else {
  await main();
}

// ---------------------------------------------------------------------------------------------
// The benchmark

async function main() {
  const streams = Number(option('streams', '2000'));
  const addresses = Number(option('addresses', '200'));
  const rounds = Number(option('rounds', '3'));
  const singles = Number(option('singles', '50'));
  const bursts = Math.min(Number(option('bursts', String(streams))), streams);
  const work = mkdtempSync(join(tmpdir(), 'mc-bench-live-'));
  const say = (line) => process.stderr.write(`${line}\n`);
  const clients = [];
  const stop = async () => {
    for (const c of clients) c.close();
    killChildren();
    await Promise.all([...children].map((child) => exited(child)));
    rmSync(work, { recursive: true, force: true });
  };
  // `timeout` and CI stop a run with SIGTERM: the servers go with it.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])
    process.once(signal, () => stop().then(() => process.exit(code)));

  try {
    say(`seeding ${streams} players with a session each…`);
    const dataDir = join(work, 'data');
    const playersFile = join(work, 'players.json');
    await runChild([...TSX, SELF, '--seed', dataDir, String(streams), playersFile]);
    const players = JSON.parse(readFileSync(playersFile, 'utf8'));

    const platformPort = await freePort();
    const platform = await startServer(['server/main.ts', '--platform-only'], {
      PORT: String(platformPort),
      MC_DATA_DIR: dataDir,
      MC_TEST_MODE: '1',
      MC_STORE_URL: '',
    });
    const platformUrl = `http://127.0.0.1:${platformPort}`;
    const frontPort = await freePort();
    const front = await startServer(['front/main.ts'], {
      PORT: String(frontPort),
      MC_PLATFORM_URL: platformUrl,
      MC_STORE_URL: '',
      MC_PUBLIC_CACHE: '0',
    });
    const frontUrl = `http://127.0.0.1:${frontPort}`;

    // Warm both up (a few streams and calls), then the baseline.
    for (let i = 0; i < 5; i++) {
      const c = await openClient(frontUrl, players[i].token, '127.0.0.1');
      c.close();
    }
    await post(platformUrl, '/__admin/reset');
    await settle(platformUrl, 0);
    const before = { front: await memoryOf(front), platform: await memoryOf(platform) };

    say(`opening ${streams} streams through the front from ${addresses} addresses…`);
    const opening = performance.now();
    for (let i = 0; i < streams; i += 100) {
      const batch = players.slice(i, i + 100).map((p, j) => openClient(frontUrl, p.token, `127.0.1.${((i + j) % addresses) + 1}`));
      clients.push(...(await Promise.all(batch)));
    }
    const openMs = performance.now() - opening;
    const refused = clients.filter((c) => c.status !== 200);
    if (refused.length) throw new Error(`${refused.length} streams refused (first: HTTP ${refused[0].status} ${refused[0].text})`);
    const counts = await getJson(platformUrl, '/__test/live');
    say(`open: ${counts.streams} streams on the platform`);
    const open = { front: await memoryOf(front), platform: await memoryOf(platform) };

    // A broadcast: maintenance on and off.
    const broadcasts = [];
    for (let r = 0; r < rounds * 2; r++) {
      const on = r % 2 === 0;
      const seen = clients.map((c) => c.waitFor('maintenance', (data) => data.on === on));
      const t0 = performance.now();
      await post(platformUrl, '/__admin/switches', { maintenance: on });
      const times = await Promise.all(seen);
      broadcasts.push({ on, lastMs: Math.max(...times) - t0, medianMs: median(times.map((t) => t - t0)) });
    }

    // One player's balance, one change at a time.
    const single = [];
    for (let i = 0; i < singles; i++) {
      const k = (i * 7919) % clients.length;
      const heard = clients[k].waitFor('balance', () => true);
      const t0 = performance.now();
      await post(platformUrl, '/__admin/balance', { account: players[k].name, amount: 1, remark: 'bench' });
      single.push((await heard) - t0);
    }

    // A burst: every player's balance at once (50 calls in flight).
    const heardAll = clients.slice(0, bursts).map((c) => c.waitFor('balance', () => true));
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < bursts) {
          const k = next++;
          await post(platformUrl, '/__admin/balance', { account: players[k].name, amount: 1, remark: 'bench' });
        }
      }),
    );
    const callsMs = performance.now() - t0;
    const burstTimes = (await Promise.all(heardAll)).map((t) => t - t0);

    // Close every stream; what is left.
    for (const c of clients) c.close();
    clients.length = 0;
    await settle(platformUrl, 0);
    const closed = { front: await memoryOf(front), platform: await memoryOf(platform) };

    // Again: the same streams opened, a broadcast, all closed. A leak would show as more left over.
    say('a second cycle: open, broadcast, close…');
    for (let i = 0; i < streams; i += 100) {
      const batch = players.slice(i, i + 100).map((p, j) => openClient(frontUrl, p.token, `127.0.1.${((i + j) % addresses) + 1}`));
      clients.push(...(await Promise.all(batch)));
    }
    const again = clients.map((c) => c.waitFor('maintenance', (data) => data.on === true));
    await post(platformUrl, '/__admin/switches', { maintenance: true });
    await Promise.all(again);
    await post(platformUrl, '/__admin/reset');
    for (const c of clients) c.close();
    clients.length = 0;
    await settle(platformUrl, 0);
    const twice = { front: await memoryOf(front), platform: await memoryOf(platform) };
    const totalEvents = rounds * 2 * streams + singles + bursts + streams;

    const mb = (b) => `${(b / 1048576).toFixed(1)} MB`;
    const kb = (b) => `${(b / 1024).toFixed(1)} kB`;
    const per = (a, b, key) => kb((b[key] - a[key]) / streams);
    const ms = (x) => `${x.toFixed(0)} ms`;
    const lines = [];
    lines.push(`Live streams: ${streams} open through one front, the reference platform behind it (${cpus().length} cores, Node ${process.version})`);
    lines.push('');
    lines.push(`opening ${streams} streams (100 at a time): ${ms(openMs)} (${(openMs / streams).toFixed(1)} ms each)`);
    lines.push('');
    lines.push('| process | RSS before | RSS open | per stream | heap before | heap open | per stream | heap after closing | heap after a 2nd open/close |');
    lines.push('|---|---|---|---|---|---|---|---|---|');
    for (const name of ['front', 'platform']) {
      const [b, o, c, t] = [before[name], open[name], closed[name], twice[name]];
      lines.push(
        `| ${name} | ${mb(b.rss)} | ${mb(o.rss)} | ${per(b, o, 'rss')} | ${mb(b.heapUsed)} | ${mb(o.heapUsed)} | ${per(b, o, 'heapUsed')} | ${mb(c.heapUsed)} | ${mb(t.heapUsed)} |`,
      );
    }
    lines.push('');
    lines.push(`broadcast (maintenance) to all ${streams}, from the admin call to the last client hearing it:`);
    for (const b of broadcasts) lines.push(`  maintenance ${b.on ? 'on ' : 'off'}: last ${ms(b.lastMs)}, median ${ms(b.medianMs)}`);
    lines.push(
      `one player's balance (adjustment) to that player's stream, ${singles} in a row: median ${ms(median(single))}, slowest ${ms(Math.max(...single))}`,
    );
    lines.push(
      `burst: ${bursts} players' balances at once (50 calls in flight, the calls took ${ms(callsMs)}): last client ${ms(Math.max(...burstTimes))}, median ${ms(median(burstTimes))}`,
    );
    lines.push(`events delivered: ${totalEvents}; streams left on the platform after closing: ${(await getJson(platformUrl, '/__test/live')).streams}`);
    console.log(lines.join('\n'));
  } finally {
    await stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Processes

function runChild(argv) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    children.add(child);
    child.once('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${argv.slice(-4).join(' ')} exited ${code}`));
    });
  });
}

/** A server under tsx that answers 'memory' over IPC; resolves once it says it listens. */
function startServer(entry, env) {
  const child = spawn(process.execPath, [...TSX, SELF, '--child', ...entry], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, HOST: '127.0.0.1', ...env },
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`${entry.join(' ')} did not start within 120 s:\n${log}`)), 120_000);
    const onData = (d) => {
      log = (log + d).slice(-4000);
      if (/listening on/i.test(log)) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    // Errors stay visible; the rest is not needed.
    child.stderr.on('data', (d) => {
      log = (log + d).slice(-4000);
      if (/error/i.test(String(d))) process.stderr.write(`[${entry[0]}] ${d}`);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry.join(' ')} exited ${code}:\n${log}`));
    });
  });
}

function memoryOf(child) {
  return new Promise((resolve) => {
    child.once('message', resolve);
    child.send('memory');
  });
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
}

/** Waits until the platform holds `streams` open streams and no more subscriptions than that. */
async function settle(platformUrl, streams) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const live = await getJson(platformUrl, '/__test/live');
    if (live.streams === streams && live.subscriptions === streams) return;
    if (Date.now() > deadline) throw new Error(`the platform still holds ${live.streams} streams, ${live.subscriptions} subscriptions`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP

function exchange(base, path, { method = 'GET', body } = {}) {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: data ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function post(base, path, body = {}) {
  const r = await exchange(base, path, { method: 'POST', body });
  if (r.status !== 200) throw new Error(`POST ${path}: HTTP ${r.status} ${r.text.slice(0, 200)}`);
  return JSON.parse(r.text).value;
}

async function getJson(base, path) {
  const r = await exchange(base, path);
  return JSON.parse(r.text).value;
}

/**
 * One player's stream: a connection of its own from `localAddress`, its events parsed as they
 * come. `waitFor(type, test)` resolves with the time (performance.now()) the next matching event arrived.
 */
function openClient(base, token, localAddress) {
  return new Promise((resolve, reject) => {
    const url = new URL('/wps/live/stream', base);
    const waiting = [];
    const client = { status: 0, text: '', close: () => undefined, waitFor: (type, test) => new Promise((done) => waiting.push({ type, test, done })) };
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        agent: false,
        localAddress,
        headers: { Accept: 'text/event-stream', Merchant: 'MC01', 'Module-Id': 'LIVE3', Language: 'EN', Authorization: token },
      },
      (res) => {
        client.status = res.statusCode;
        client.close = () => {
          req.destroy();
          res.destroy();
        };
        res.setEncoding('utf8');
        let buffer = '';
        let started = false;
        res.on('data', (chunk) => {
          if (client.status !== 200) {
            client.text += chunk;
            return;
          }
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            if (!started && block.startsWith('retry:')) {
              started = true;
              resolve(client);
              continue;
            }
            let type;
            let data;
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) type = line.slice(7);
              else if (line.startsWith('data: ')) data = line.slice(6);
            }
            if (!type || data === undefined) continue;
            const at = performance.now();
            const payload = JSON.parse(data);
            for (let i = 0; i < waiting.length; i++) {
              const w = waiting[i];
              if (w.type === type && w.test(payload)) {
                waiting.splice(i, 1);
                w.done(at);
                break;
              }
            }
          }
        });
        res.on('end', () => {
          if (!started) resolve(client);
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
