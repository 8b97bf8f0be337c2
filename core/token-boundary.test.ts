import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The token stays in core: elements and the host page react to `$player` (core/stores/player.ts),
 * and the request function is given its credentials (core/api/credentials.ts) instead of reading
 * the session stores. A source scan keeps it that way.
 */
const root = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(dir, f));
}

/** Every module `file` loads through static relative imports, itself included. */
function importGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/^(?:import|export)\b[^;]*?from '(\.[^']+)'/gms)) importGraph(resolve(dirname(file), spec!), seen);
  return seen;
}

/** The one kit file that must handle the session as stored: a frame on the platform's origin re-reads it. */
const MAY_READ_TOKEN = new Set(['kit/frame.ts']);

/** `x.token`, `x?.token`, `{ token }` or `{ token, …} =` taken out of a session. */
const READS_TOKEN = /\??\.token\b|[{,]\s*token\s*[,}]/;

describe('the token stays in core', () => {
  it('no element, host or kit file reads a token (but the frame that re-reads the stored session)', () => {
    const files = [...sources('widgets'), ...sources('host'), ...sources('kit')].filter((f) => !MAY_READ_TOKEN.has(f));
    const offenders = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (READS_TOKEN.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders, 'key effects on $player (core/stores/player.ts), never on the token').toEqual([]);
  });

  it('the request function does not load the session store: the session gives it credentials', () => {
    const graph = [...importGraph(join(root, 'core/api/request.ts'))].map((f) => relative(root, f));
    expect(graph).toContain('core/api/credentials.ts');
    expect(graph).not.toContain('core/stores/session.ts');
  });

  it('the scan sees a token read when there is one', () => {
    expect(READS_TOKEN.test('}, [session?.token]);')).toBe(true);
    expect(READS_TOKEN.test('const { token, userName } = session;')).toBe(true);
    expect(READS_TOKEN.test('headers.Authorization = info.token;')).toBe(true);
    expect(READS_TOKEN.test("const theme = 'a design token';")).toBe(false);
  });
});
