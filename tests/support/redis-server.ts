/**
 * A real redis-server for tests: Debian's binary on a free loopback port of its own, with its own
 * temporary folder and nothing written to disk. `npm test` installs the package on a fresh
 * machine (scripts/test.mjs); `npm start` never needs it.
 *
 *   const server = await startRedisServer();
 *   const store = openStore(server.url);
 *   …
 *   await server.down();   // gone, as if it crashed: the port stays this server's
 *   await server.up();     // back on the same port
 *   server.freeze();       // alive but silent (SIGSTOP), as a server too slow to answer
 *   server.thaw();
 *   await server.stop();   // for good, folder deleted
 *
 * Every step waits for the state it promises (PING answered, process ended), never a fixed time,
 * with limits generous enough for a loaded 2-core CI machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';

export interface RedisTestServer {
  /** `redis://127.0.0.1:PORT/0`. */
  readonly url: string;
  readonly port: number;
  /** Ends the server process; the port and folder stay for up(). */
  down(): Promise<void>;
  /** Starts the server again on the same port, once it answers PING. */
  up(): Promise<void>;
  /** down() then up(). */
  restart(): Promise<void>;
  /** Stops the process (SIGSTOP): connections stay open and nothing answers. */
  freeze(): void;
  /** Lets a frozen server go on (SIGCONT). */
  thaw(): void;
  /** Ends the server for good and deletes its folder. */
  stop(): Promise<void>;
}

const START_LIMIT_MS = 30_000;
const EXIT_LIMIT_MS = 10_000;
const PROBE_EVERY_MS = 25;
const PORT_TRIES = 5;

export const REDIS_SERVER_MISSING =
  'redis-server is not installed (looked in PATH and /usr/bin/redis-server). The shared-store tests need it: ' +
  'on Debian or Ubuntu run `apt-get install -y redis-server` as root (npm test does it by itself when it runs as root), ' +
  'or put a redis-server 6.2 or later in PATH.';

/** The redis-server binary: the first in PATH, else Debian's place for it. */
export function findRedisServer(): string | undefined {
  const candidates = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'redis-server'));
  return [...candidates, '/usr/bin/redis-server'].find(isExecutableFile);
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export async function startRedisServer(): Promise<RedisTestServer> {
  const binary = findRedisServer();
  if (!binary) throw new Error(REDIS_SERVER_MISSING);
  const dir = mkdtempSync(join(tmpdir(), 'mc-redis-'));
  let port = 0;
  let child: ChildProcess | undefined;
  try {
    // The port is free when asked for, yet another process may take it before redis binds it.
    for (let tries = 1; !child; tries++) {
      port = await freePort();
      try {
        child = await launch(binary, port, dir);
      } catch (error) {
        if (!(error instanceof PortTaken) || tries >= PORT_TRIES) throw error;
      }
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  let running: ChildProcess | undefined = child;
  let stopped = false;
  const server: RedisTestServer = {
    url: `redis://127.0.0.1:${port}/0`,
    port,
    async down() {
      if (running) await end(running);
      running = undefined;
    },
    async up() {
      if (stopped) throw new Error('redis test server: up() after stop()');
      if (!running) running = await launch(binary, port, dir);
    },
    async restart() {
      await server.down();
      await server.up();
    },
    freeze() {
      running?.kill('SIGSTOP');
    },
    thaw() {
      running?.kill('SIGCONT');
    },
    async stop() {
      stopped = true;
      await server.down();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

class PortTaken extends Error {}

/** Every live server, ended with this process should a test forget stop(). */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

async function launch(binary: string, port: number, dir: string): Promise<ChildProcess> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--daemonize', 'no'];
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      live.delete(child);
      resolve();
    });
    child.once('error', (error) => {
      output += `\n${error.message}`;
      exited = true;
      live.delete(child);
      resolve();
    });
  });

  const deadline = Date.now() + START_LIMIT_MS;
  while (!exited && Date.now() < deadline) {
    if (await answersPing(port)) return child;
    await Promise.race([exit, delay(PROBE_EVERY_MS)]);
  }
  if (!exited) {
    child.kill('SIGKILL');
    await exit;
    throw new Error(`redis-server on port ${port} did not answer PING within ${START_LIMIT_MS} ms:\n${output}`);
  }
  if (/address already in use/i.test(output)) throw new PortTaken(`port ${port} is taken`);
  throw new Error(`redis-server on port ${port} ended at start (${binary}):\n${output}`);
}

async function end(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A frozen server would not see SIGTERM until it runs again.
  child.kill('SIGCONT');
  child.kill('SIGTERM');
  const ended = await Promise.race([exit.then(() => true), delay(EXIT_LIMIT_MS).then(() => false)]);
  if (!ended) {
    child.kill('SIGKILL');
    await exit;
  }
}

/** One PING on a fresh connection: true on +PONG, false on anything else or nothing within a second. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) finish(answer.startsWith('+PONG'));
    });
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
