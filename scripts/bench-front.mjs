#!/usr/bin/env node
// How the front scales: /m/home HTML answers per second and their latency, for one and for two
// front instances (two processes, so two cores), against a platform that answers after a fixed
// delay, with the front's cache of public facts off and on, and with the CDN-cacheable page
// served from a cache in front. Loopback only; every process is ended at the end.
//
//   npm run bench:front
//   node scripts/bench-front.mjs --duration 8 --connections 32 --delay 20 --site dist/site
//
// What runs:
// - The reference platform alone (server/main.ts --platform-only, a temporary data folder).
// - The platform stub: a proxy that asks the reference platform once for each distinct call (method,
//   path and query, merchant, language, forwarded origin) and from then on answers it from that
//   recording, every answer after --delay ms. Its answers are real ones, so they pass the
//   schemas, and it costs next to nothing, so the stub is never what limits the front. Calls
//   with a session or a body go through unrecorded (the first screen makes none).
// - The fronts: front/main.ts (tsx), each its own process, MC_PUBLIC_CACHE=0 or 1.
// - The load: this process, --connections keep-alive connections spread evenly over the fronts'
//   ports (as an L4 balancer would), each asking GET /m/home with a browser's Accept-Encoding (the
//   page is compressed per request, as browsers get it) for --duration seconds (at most
//   --max-requests). A warm-up first checks that the page is complete (its first screen in it,
//   `Cache-Control: public`), so no figure comes from a page made without the platform's facts.
// - The CDN: a small caching proxy (this script, --cdn) in front of one front, keeping what the
//   front marks `public, s-maxage=N` for N seconds and serving it stale for the
//   stale-while-revalidate time while it refreshes it once in the background, keyed by the
//   address and Accept-Encoding; anything else, and requests with the mc_lang cookie, pass through.
//   It measures what an edge cache serves and how few requests still reach the front.
// - For where the platform becomes the limit: the first screen's four calls asked of the reference
//   platform directly, and one front with no cache in front of the reference platform itself.
// - For where the store becomes the limit: when a redis-server is installed, the shared store's
//   operations per second (front/store/, under tsx), against a server of its own on its own port.
//
// The load generator shares the machine's cores with the fronts, the stub and the CDN: the
// answers per second are lower bounds, and on a 2-core machine two instances cannot show twice
// one. So the table also gives what does not depend on that: the CPU time the measured servers
// spent per answer (from /proc, on Linux) and how many cores they kept busy, and the cores the
// load generator itself used. A front's capacity is about 1000 / (CPU ms per answer) answers per
// second per core it gets.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ROOT, children, freePort, killChildren, option } from './bench-platform.mjs';

const args = process.argv.slice(2);
const SELF = join(ROOT, 'scripts', 'bench-front.mjs');
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'host']);
const BROWSER = { Accept: 'text/html,application/xhtml+xml', 'Accept-Encoding': 'br, gzip', 'User-Agent': 'bench-front' };

// ---------------------------------------------------------------------------------------------
// The benchmark

async function main() {
  const duration = Number(option('duration', '8')) * 1000;
  const connections = Number(option('connections', '32'));
  const delay = Number(option('delay', '20'));
  const maxRequests = Number(option('max-requests', '2000000'));
  const siteDir = resolve(ROOT, option('site', 'dist/site'));
  if (!existsSync(join(siteDir, 'index.html'))) {
    console.error(`no built site at ${siteDir}: run npm run build:site first (or give --site)`);
    process.exit(1);
  }
  const work = mkdtempSync(join(tmpdir(), 'mc-bench-front-'));
  const stop = async () => {
    killChildren();
    await Promise.all([...children].map((child) => exited(child)));
    rmSync(work, { recursive: true, force: true });
  };
  process.once('SIGINT', () => stop().then(() => process.exit(130)));
  const say = (line) => process.stderr.write(`${line}\n`);
  const rows = [];
  /** Runs the load on `targets`, with the CPU time the processes `pids` (the servers measured) and this one spent. */
  const measure = async (label, targets, { notes = '', pids = [], any = false } = {}) => {
    say(`measuring: ${label}…`);
    const cpuBefore = pids.map(cpuSeconds);
    const ownBefore = process.cpuUsage();
    const result = await load(targets, { connections, duration, maxRequests, any });
    const own = process.cpuUsage(ownBefore);
    const cpu = pids.map((pid, i) => cpuSeconds(pid) - cpuBefore[i]).reduce((a, b) => a + b, 0);
    rows.push({
      label,
      ...result,
      cpuMs: pids.length && Number.isFinite(cpu) ? (cpu * 1000) / result.answers : undefined,
      serverCores: pids.length && Number.isFinite(cpu) ? cpu / result.seconds : undefined,
      loadCores: (own.user + own.system) / 1e6 / result.seconds,
      notes: typeof notes === 'function' ? await notes() : notes,
    });
  };

  try {
    const platformPort = await freePort();
    say(`starting the reference platform (API alone) on ${platformPort}…`);
    const platformChild = await startChild(process.execPath, ['--import', 'tsx', join(ROOT, 'server/main.ts'), '--platform-only'], {
      PORT: String(platformPort),
      HOST: '127.0.0.1',
      MC_SITE_DIR: siteDir,
      MC_DATA_DIR: join(work, 'data'),
      MC_TEST_MODE: '',
    });
    const platform = `http://127.0.0.1:${platformPort}`;
    const stubPort = await freePort();
    await startChild(process.execPath, [SELF, '--stub', '--upstream', platform, '--delay', String(delay), '--port', String(stubPort)]);
    const stub = `http://127.0.0.1:${stubPort}`;

    const fronts = async (count, publicCache, platformUrl = stub) => {
      const started = [];
      for (let i = 0; i < count; i++) {
        const port = await freePort();
        const child = await startChild(process.execPath, ['--import', 'tsx', join(ROOT, 'front/main.ts')], {
          PORT: String(port),
          HOST: '127.0.0.1',
          MC_PLATFORM_URL: platformUrl,
          MC_SITE_DIR: siteDir,
          MC_PUBLIC_CACHE: publicCache ? '1' : '0',
          MC_PAGE_SHARED_SECONDS: '30',
          MC_STORE_URL: '',
        });
        started.push({ url: `http://127.0.0.1:${port}`, child });
      }
      for (const { url } of started) await warmUp(`${url}/m/home`);
      return {
        urls: started.map((s) => s.url),
        pids: started.map((s) => s.child.pid),
        async stop() {
          for (const { child } of started) child.kill('SIGTERM');
          await Promise.all(started.map(({ child }) => exited(child)));
        },
      };
    };
    const stubCalls = async () => {
      const before = await getJson(`${stub}/__stub/stats`);
      return () =>
        getJson(`${stub}/__stub/stats`).then((after) => `${after.answered - before.answered} platform calls, ${after.misses - before.misses} unrecorded`);
    };

    for (const publicCache of [false, true]) {
      for (const count of [1, 2]) {
        const set = await fronts(count, publicCache);
        const calls = await stubCalls();
        await measure(
          `${count} front${count > 1 ? 's' : ''}, ${publicCache ? 'public cache on' : 'no public cache'}`,
          set.urls.map((u) => `${u}/m/home`),
          { notes: calls, pids: set.pids },
        );
        await set.stop();
      }
    }

    // A CDN before one front (the front's cache on, as deployed).
    {
      const set = await fronts(1, true);
      const cdnPort = await freePort();
      const cdnChild = await startChild(process.execPath, [SELF, '--cdn', '--upstream', set.urls.join(','), '--port', String(cdnPort)]);
      const cdn = `http://127.0.0.1:${cdnPort}`;
      await warmUp(`${cdn}/m/home`);
      const before = await getJson(`${cdn}/__cdn/stats`);
      await measure('CDN cache before 1 front', [`${cdn}/m/home`], {
        pids: [cdnChild.pid],
        notes: async () => {
          const after = await getJson(`${cdn}/__cdn/stats`);
          return `${after.upstream - before.upstream} request(s) reached the front (s-maxage=30); CPU is the cache's`;
        },
      });
      await set.stop();
    }

    // Where the platform is the limit: its own rate for the first screen's calls, and a front
    // with no cache in front of it (no stub, no added delay).
    {
      const { calls } = await getJson(`${stub}/__stub/stats`);
      // The same calls were recorded once per front (each front names its own origin): each once here.
      const seen = new Set();
      const firstScreen = calls.filter((c) => {
        const key = `${c.method} ${c.url} ${JSON.stringify(c.headers)}`;
        if (c.method !== 'GET' || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      await measure(
        `reference platform alone, the first screen's ${firstScreen.length} calls`,
        firstScreen.map((c) => ({ url: `${platform}${c.url}`, headers: c.headers })),
        { pids: [platformChild.pid], any: true, notes: 'calls/s, not pages; CPU is the platform’s' },
      );
      const set = await fronts(1, false, platform);
      await measure(
        '1 front, no public cache, reference platform (no stub)',
        set.urls.map((u) => `${u}/m/home`),
        {
          pids: [...set.pids, platformChild.pid],
          notes: 'CPU is the front’s and the platform’s',
        },
      );
      await set.stop();
    }

    const store = await storeFigures({ connections, duration: Math.min(duration, 4000), work });
    const page = await pageSize(stub, siteDir);

    const fmt = (n) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
    const lines = [
      `/m/home, ${connections} keep-alive connections, ${duration / 1000} s each, platform stub delay ${delay} ms, Accept-Encoding: br, gzip`,
      `the page: ${page.raw.toLocaleString('en-US')} bytes of HTML, ${page.br.toLocaleString('en-US')} with brotli as sent`,
      `machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      '',
      '| setup | answers/s | p50 ms | p90 ms | p99 ms | errors | server CPU ms per answer | server cores busy | load generator cores | notes |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      ...rows.map(
        (r) =>
          `| ${r.label} | ${fmt(r.rps)} | ${r.p50.toFixed(1)} | ${r.p90.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.cpuMs === undefined ? '–' : r.cpuMs.toFixed(2)} | ${r.serverCores === undefined ? '–' : r.serverCores.toFixed(2)} | ${r.loadCores.toFixed(2)} | ${r.notes} |`,
      ),
    ];
    if (store) {
      lines.push('', `shared store (Redis ${store.version}, front/store/redis.ts, ${connections} operations at a time, one process):`);
      lines.push(`  limiter consume: ${fmt(store.consume)} /s   putNew + take (a hand-off code made and taken): ${fmt(store.putTake)} pairs/s`);
    } else {
      lines.push('', 'shared store: no redis-server found, not measured');
    }
    console.log(lines.join('\n'));
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  } finally {
    await stop();
  }
}

/** How big the page is, raw and as sent (from a front started for the purpose). */
async function pageSize(platformUrl, siteDir) {
  const port = await freePort();
  const child = await startChild(process.execPath, ['--import', 'tsx', join(ROOT, 'front/main.ts')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    MC_PLATFORM_URL: platformUrl,
    MC_STORE_URL: '',
  });
  try {
    const raw = Buffer.byteLength(await (await fetch(`http://127.0.0.1:${port}/m/home`, { headers: { 'Accept-Encoding': 'identity' } })).text());
    const br = await new Promise((done, fail) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/m/home', headers: BROWSER }, (res) => {
        let n = 0;
        res.on('data', (c) => (n += c.length));
        res.on('end', () => done(n));
      });
      req.on('error', fail);
      req.end();
    });
    return { raw, br };
  } finally {
    child.kill('SIGTERM');
    await exited(child);
  }
}

/** Starts a child and resolves once it says it listens (or ends, rejecting with its output). */
function startChild(cmd, argv, env = {}) {
  const child = spawn(cmd, argv, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((resolveChild, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`${argv.slice(-3).join(' ')} did not start within 120 s:\n${log}`)), 120_000);
    const onData = (d) => {
      log = (log + d).slice(-4000);
      if (/listening on/i.test(log)) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.stderr.off('data', onData);
        child.stdout.resume();
        child.stderr.resume();
        resolveChild(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${argv.slice(-3).join(' ')} exited ${code}:\n${log}`));
    });
  });
}

/** CPU seconds (user + system) process `pid` has used so far, from /proc (Linux); NaN elsewhere. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((done) => child.once('exit', () => done()));
}

/** Asks `url` like a browser until it answers a complete page: 200, the first screen in it, shareable. */
async function warmUp(url) {
  for (let i = 0; i < 5; i++) {
    const res = await fetch(url, { headers: { Accept: 'text/html' } });
    const html = await res.text();
    if (res.status !== 200 || !html.includes('id="mc-first-screen"') || !/^public,/.test(res.headers.get('cache-control') ?? '')) {
      throw new Error(`${url}: not a complete first screen (HTTP ${res.status}, Cache-Control ${res.headers.get('cache-control')})`);
    }
  }
}

async function getJson(url) {
  const res = await fetch(url);
  return res.json();
}

/**
 * The load: `connections` workers, each on a keep-alive connection to its target (spread evenly),
 * asking again as soon as an answer is complete, for `duration` ms or `maxRequests` answers. A
 * target is a URL (GET /m/home as a browser) or { url, headers }. Anything but 200 is an error,
 * unless `any` (an API answer's status is its own business).
 */
async function load(targets, { connections, duration, maxRequests, any = false }) {
  const list = targets.map((t) => (typeof t === 'string' ? { url: t, headers: BROWSER } : t));
  const agents = new Map(list.map((t) => [new URL(t.url).host, new Agent({ keepAlive: true, maxSockets: connections })]));
  const latencies = [];
  let errors = 0;
  let count = 0;
  const started = performance.now();
  const end = started + duration;
  const one = (target) =>
    new Promise((done) => {
      const url = new URL(target.url);
      const t0 = performance.now();
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: url.pathname + url.search, headers: target.headers, agent: agents.get(url.host) },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            latencies.push(performance.now() - t0);
            if (res.statusCode !== 200 && !any) errors++;
            done();
          });
          res.on('error', () => {
            errors++;
            done();
          });
        },
      );
      req.on('error', () => {
        errors++;
        done();
      });
      req.end();
    });
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      for (let i = worker; performance.now() < end && count < maxRequests; i += connections) {
        count++;
        await one(list[i % list.length]);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const agent of agents.values()) agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;
  return { rps: latencies.length / seconds, p50: at(50), p90: at(90), p99: at(99), errors, answers: latencies.length, seconds };
}

/** The shared store's rate against a redis-server of its own, or undefined without one. */
async function storeFigures({ connections, duration, work }) {
  const binary = [
    ...(process.env.PATH ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((d) => join(d, 'redis-server')),
    '/usr/bin/redis-server',
  ].find((p) => existsSync(p));
  if (!binary) return undefined;
  const port = await freePort();
  const dir = join(work, 'redis');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.stderr.write('measuring: the shared store (redis-server)…\n');
  const server = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(server);
  try {
    await new Promise((ok, fail) => {
      let log = '';
      const timer = setTimeout(() => fail(new Error(`redis-server did not start:\n${log}`)), 30_000);
      server.stdout.on('data', (d) => {
        log += d;
        if (/ready to accept connections/i.test(log)) {
          clearTimeout(timer);
          ok();
        }
      });
      server.once('exit', () => fail(new Error(`redis-server ended:\n${log}`)));
    });
    const out = await new Promise((ok, fail) => {
      const probe = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          SELF,
          '--store-probe',
          '--url',
          `redis://127.0.0.1:${port}/0`,
          '--connections',
          String(connections),
          '--duration',
          String(duration),
        ],
        { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      children.add(probe);
      let text = '';
      probe.stdout.on('data', (d) => (text += d));
      probe.once('exit', (code) => {
        children.delete(probe);
        code === 0 ? ok(text) : fail(new Error(`store probe exited ${code}`));
      });
    });
    const version = await new Promise((ok) => {
      const cli = spawn(binary, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
      let text = '';
      cli.stdout.on('data', (d) => (text += d));
      cli.once('exit', () => ok(/v=(\S+)/.exec(text)?.[1] ?? '?'));
    });
    return { ...JSON.parse(out), version };
  } finally {
    server.kill('SIGTERM');
    await exited(server);
  }
}

// ---------------------------------------------------------------------------------------------
// The platform stub (--stub --upstream URL --delay MS --port N)

async function runStub() {
  const upstream = new URL(option('upstream'));
  const delay = Number(option('delay', '20'));
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const recorded = new Map();
  const calls = [];
  let misses = 0;
  let answered = 0;
  const ask = (req, body) =>
    new Promise((done, fail) => {
      const headers = {};
      for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
      const up = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const out = {};
          for (const [name, value] of Object.entries(res.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
          const data = Buffer.concat(chunks);
          out['content-length'] = String(data.length);
          done({ status: res.statusCode ?? 502, headers: out, body: data });
        });
        res.on('error', fail);
      });
      up.on('error', fail);
      up.end(body);
    });
  const server = createServer((req, res) => {
    if (req.url === '/__stub/stats') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify({ misses, answered, calls }));
    }
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const h = req.headers;
      const replayable = req.method === 'GET' && !h.authorization && body.length === 0;
      const key = [req.method, req.url, h.merchant, h.language, h['module-id'], h['x-forwarded-proto'], h['x-forwarded-host'], h['accept-encoding']].join(
        '\u0000',
      );
      let answer = replayable ? recorded.get(key) : undefined;
      if (!answer) {
        misses++;
        answer = ask(req, body);
        if (replayable) {
          recorded.set(key, answer);
          const kept = {};
          for (const name of ['merchant', 'language', 'module-id', 'device', 'accept-encoding']) if (h[name]) kept[name] = h[name];
          calls.push({ method: req.method, url: req.url, headers: kept });
        }
      }
      try {
        const { status, headers, body: data } = await answer;
        setTimeout(() => {
          answered++;
          res.writeHead(status, headers);
          res.end(data);
        }, delay);
      } catch {
        recorded.delete(key);
        res.writeHead(502).end();
      }
    });
  });
  server.listen(Number(option('port')), '127.0.0.1', () => console.log(`stub listening on ${option('port')} (delay ${delay} ms)`));
}

// ---------------------------------------------------------------------------------------------
// The CDN (--cdn --upstream URL[,URL] --port N)

async function runCdn() {
  const upstreams = option('upstream')
    .split(',')
    .map((u) => new URL(u));
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const cache = new Map();
  const stats = { hits: 0, stale: 0, misses: 0, passes: 0, upstream: 0 };
  let turn = 0;
  const fetchUpstream = (req) =>
    new Promise((done, fail) => {
      const target = upstreams[turn++ % upstreams.length];
      const headers = {};
      for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
      headers['x-forwarded-for'] = '127.0.0.1';
      stats.upstream++;
      const up = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const out = {};
          for (const [name, value] of Object.entries(res.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
          done({ status: res.statusCode ?? 502, headers: out, body: Buffer.concat(chunks) });
        });
        res.on('error', fail);
      });
      up.on('error', fail);
      up.end();
    });
  /** How long a shared cache may keep an answer, and serve it stale: from `public, s-maxage, stale-while-revalidate`. */
  const lifetimes = (answer) => {
    const cc = String(answer.headers['cache-control'] ?? '').toLowerCase();
    if (answer.status !== 200 || !/(^|,)\s*public\b/.test(cc) || /private|no-store/.test(cc)) return undefined;
    const sMaxAge = /s-maxage=(\d+)/.exec(cc)?.[1];
    if (sMaxAge === undefined) return undefined;
    return { fresh: Number(sMaxAge) * 1000, stale: Number(/stale-while-revalidate=(\d+)/.exec(cc)?.[1] ?? 0) * 1000 };
  };
  const pending = new Map();
  const refresh = (key, req) => {
    let loading = pending.get(key);
    if (!loading) {
      loading = fetchUpstream(req).then((answer) => {
        const life = lifetimes(answer);
        if (life) cache.set(key, { ...answer, at: Date.now(), ...life });
        return answer;
      });
      loading.finally(() => pending.delete(key)).catch(() => {});
      pending.set(key, loading);
    }
    return loading;
  };
  const send = (res, answer, label, age) => {
    res.writeHead(answer.status, { ...answer.headers, 'x-cache': label, ...(age !== undefined ? { age: String(Math.floor(age / 1000)) } : {}) });
    res.end(answer.body);
  };
  const server = createServer(async (req, res) => {
    if (req.url === '/__cdn/stats') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify(stats));
    }
    try {
      const cookie = req.headers.cookie ?? '';
      if (req.method !== 'GET' || /(^|;\s*)mc_lang=/.test(cookie)) {
        stats.passes++;
        return send(res, await fetchUpstream(req), 'PASS');
      }
      const key = `${req.url}\u0000${req.headers['accept-encoding'] ?? ''}`;
      const entry = cache.get(key);
      const age = entry ? Date.now() - entry.at : undefined;
      if (entry && age < entry.fresh) {
        stats.hits++;
        return send(res, entry, 'HIT', age);
      }
      if (entry && age < entry.fresh + entry.stale) {
        stats.stale++;
        refresh(key, req).catch(() => {});
        return send(res, entry, 'STALE', age);
      }
      stats.misses++;
      send(res, await refresh(key, req), 'MISS');
    } catch {
      if (!res.headersSent) res.writeHead(502).end();
    }
  });
  server.listen(Number(option('port')), '127.0.0.1', () => console.log(`cdn listening on ${option('port')}`));
}

// ---------------------------------------------------------------------------------------------
// The store probe (--store-probe --url redis://… ; run under tsx, for front/store/*.ts)

async function runStoreProbe() {
  const { openStore } = await import(pathToFileURL(join(ROOT, 'front/store/store.ts')).href);
  const store = openStore(option('url'), { prefix: 'bench:', log: () => {} });
  const connections = Number(option('connections', '32'));
  const duration = Number(option('duration', '3000'));
  const limiter = store.limiter('bench', { points: 1_000_000_000, durationMs: 60_000 });
  const rate = async (operation) => {
    let done = 0;
    const started = performance.now();
    const end = started + duration;
    await Promise.all(
      Array.from({ length: connections }, async (_, worker) => {
        for (let i = 0; performance.now() < end; i++) {
          await operation(worker, i);
          done++;
        }
      }),
    );
    return done / ((performance.now() - started) / 1000);
  };
  const consume = await rate((worker) => limiter.consume(`address-${worker}`));
  const putTake = await rate(async (worker, i) => {
    const key = `handoff:${worker}:${i}`;
    await store.putNew(key, 'x'.repeat(200), 60_000);
    await store.take(key);
  });
  await store.close();
  console.log(JSON.stringify({ consume, putTake }));
}

// ---------------------------------------------------------------------------------------------
// Which part this process plays (the dispatch is last: every constant above is defined by then)

if (args.includes('--stub')) await runStub();
else if (args.includes('--cdn')) await runCdn();
else if (args.includes('--store-probe')) await runStoreProbe();
else await main();
