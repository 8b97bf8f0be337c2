/** Kit version aliases: /kit/<major>/ and /kit/<major>.<minor>/ serve the newest release of their line. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbedServer, releasesCovered } from './embed.ts';

let kitDir: string;
const sent: { file: string; cacheControl: string }[] = [];

beforeAll(() => {
  kitDir = mkdtempSync(join(tmpdir(), 'mc-kit-alias-'));
  for (const version of ['0.1.0', '0.2.0', '0.2.1', '0.10.0', '0.11.0-beta.1', '1.0.0']) {
    mkdirSync(join(kitDir, version, 'lite'), { recursive: true });
    writeFileSync(join(kitDir, version, 'mc-loader.js'), version);
  }
  writeFileSync(join(kitDir, '0.2.0', 'lite', 'runtime-AbCdEf12.js'), 'old chunk');
});
afterAll(() => rmSync(kitDir, { recursive: true, force: true }));

/** What the server answers for a path: the file it sent (relative to the kit) and its cache. */
function get(path: string): { file: string; cacheControl: string } | number {
  sent.length = 0;
  let status = 0;
  const server = new EmbedServer(kitDir, (_req, _res, file, cacheControl) => sent.push({ file: relative(kitDir, file), cacheControl }));
  const res = { writeHead: (code: number) => ((status = code), res), end: () => res } as unknown as ServerResponse;
  server.serve({ method: 'GET' } as IncomingMessage, res, new URL(path, 'http://platform'));
  return sent[0] ?? status;
}

describe('kit version aliases', () => {
  it('orders the releases of a line by number, newest first, without pre-releases', () => {
    expect(releasesCovered(kitDir, '0')).toEqual(['0.10.0', '0.2.1', '0.2.0', '0.1.0']);
    expect(releasesCovered(kitDir, '0.2')).toEqual(['0.2.1', '0.2.0']);
    expect(releasesCovered(kitDir, '0.11')).toEqual([]);
  });

  it('serves the newest release under /kit/<major>/ and /kit/<major>.<minor>/ with a short cache; exact versions as they are', () => {
    expect(get('/kit/0/mc-loader.js')).toEqual({ file: join('0.10.0', 'mc-loader.js'), cacheControl: 'public, max-age=60' });
    expect(get('/kit/0.2/mc-loader.js')).toEqual({ file: join('0.2.1', 'mc-loader.js'), cacheControl: 'public, max-age=60' });
    expect(get('/kit/1/mc-loader.js')).toEqual({ file: join('1.0.0', 'mc-loader.js'), cacheControl: 'public, max-age=60' });
    expect(get('/kit/0.2.0/mc-loader.js')).toEqual({ file: join('0.2.0', 'mc-loader.js'), cacheControl: 'public, max-age=300' });
  });

  it('finds a chunk of the release before under the alias, for a page that loaded its loader just before an update', () => {
    expect(get('/kit/0.2/lite/runtime-AbCdEf12.js')).toEqual({
      file: join('0.2.0', 'lite', 'runtime-AbCdEf12.js'),
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(get('/kit/0.11/mc-loader.js')).toBe(404);
    expect(get('/kit/0/..%2F..%2F..%2Fetc%2Fpasswd')).toBe(404);
  });
});
