/** Kit version aliases: /kit/<major>/ and /kit/<major>.<minor>/ serve the newest release of their line. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbedServer, releasesCovered } from './kit.ts';

let kitDir: string;

beforeAll(() => {
  kitDir = mkdtempSync(join(tmpdir(), 'mc-kit-alias-'));
  for (const version of ['0.1.0', '0.2.0', '0.2.1', '0.10.0', '0.11.0-beta.1', '1.0.0']) {
    mkdirSync(join(kitDir, version, 'lite'), { recursive: true });
    writeFileSync(join(kitDir, version, 'mc-loader.js'), join(version, 'mc-loader.js'));
  }
  writeFileSync(join(kitDir, '0.2.0', 'lite', 'runtime-AbCdEf12.js'), join('0.2.0', 'lite', 'runtime-AbCdEf12.js'));
  writeFileSync(join(kitDir, '0.2.1', 'lite', 'runtime-AbCd_f1.js'), join('0.2.1', 'lite', 'runtime-AbCd_f1.js'));
});
afterAll(() => rmSync(kitDir, { recursive: true, force: true }));

/** What the server answers for a path: the file it sent (each file holds its own path in the kit) and its cache. */
async function get(path: string): Promise<{ file: string; cacheControl: string } | number> {
  const url = new URL(path, 'http://platform');
  const answer = new EmbedServer(kitDir).serve(new Request(url, { headers: { 'Accept-Encoding': 'identity' } }), url, url.origin);
  if (!answer || answer.status !== 200) return answer?.status ?? 0;
  return { file: await answer.text(), cacheControl: answer.headers.get('Cache-Control') ?? '' };
}

describe('kit version aliases', () => {
  it('orders the releases of a line by number, newest first, without pre-releases', () => {
    expect(releasesCovered(kitDir, '0')).toEqual(['0.10.0', '0.2.1', '0.2.0', '0.1.0']);
    expect(releasesCovered(kitDir, '0.2')).toEqual(['0.2.1', '0.2.0']);
    expect(releasesCovered(kitDir, '0.11')).toEqual([]);
  });

  it('serves the newest release under /kit/<major>/ and /kit/<major>.<minor>/ with a short cache; exact versions as they are', async () => {
    expect(await get('/kit/0/mc-loader.js')).toEqual({
      file: join('0.10.0', 'mc-loader.js'),
      cacheControl: 'public, max-age=60, stale-while-revalidate=86400',
    });
    expect(await get('/kit/0.2/mc-loader.js')).toEqual({
      file: join('0.2.1', 'mc-loader.js'),
      cacheControl: 'public, max-age=60, stale-while-revalidate=86400',
    });
    expect(await get('/kit/1/mc-loader.js')).toEqual({ file: join('1.0.0', 'mc-loader.js'), cacheControl: 'public, max-age=60, stale-while-revalidate=86400' });
    expect(await get('/kit/0.2.0/mc-loader.js')).toEqual({
      file: join('0.2.0', 'mc-loader.js'),
      cacheControl: 'public, max-age=300, stale-while-revalidate=86400',
    });
  });

  it('finds a chunk of the release before under the alias, for a page that loaded its loader just before an update', async () => {
    expect(await get('/kit/0.2/lite/runtime-AbCdEf12.js')).toEqual({
      file: join('0.2.0', 'lite', 'runtime-AbCdEf12.js'),
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await get('/kit/0.2.1/lite/runtime-AbCd_f1.js')).toEqual({
      file: join('0.2.1', 'lite', 'runtime-AbCd_f1.js'),
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await get('/kit/0.11/mc-loader.js')).toBe(404);
    expect(await get('/kit/0/..%2F..%2F..%2Fetc%2Fpasswd')).toBe(404);
  });
});
