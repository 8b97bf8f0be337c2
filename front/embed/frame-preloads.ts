/**
 * The kit's modules a frame page asks for at once (`<link rel="modulepreload">`), read from the
 * build's manifest (`<kit>/<version>/<build>/.vite/manifest.json`): the runtime, the frame's own
 * code (kit/frame.ts) and the element's, each with the modules it imports statically. Without
 * them the frame fetches them one after another as each arrives and names the next (the loader,
 * the runtime, the frame's code, the element, its shared chunks: five round trips after the page);
 * with them, all at once as the page is read. A kit built without a manifest gets none, and the
 * frame loads as before.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import FOLDERS from '../../widgets/elements.json' with { type: 'json' };

interface Chunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, Chunk>;

const read = new Map<string, { mtimeMs: number; manifest: Manifest | undefined }>();

/** The build's manifest, read again when its file changed; undefined when there is none or it is not one. */
function manifestOf(path: string): Manifest | undefined {
  let mtimeMs: number;
  try {
    ({ mtimeMs } = statSync(path));
  } catch {
    return undefined;
  }
  const known = read.get(path);
  if (known?.mtimeMs === mtimeMs) return known.manifest;
  let manifest: Manifest | undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    manifest = parsed && typeof parsed === 'object' ? (parsed as Manifest) : undefined;
  } catch {
    manifest = undefined;
  }
  read.set(path, { mtimeMs, manifest });
  return manifest;
}

const SAFE_FILE = /^[\w.+-]+\.js$/;

/**
 * The addresses to preload for `tag`'s frame, in the order the frame needs them (`/kit/<version>/<build>/<file>`);
 * none for a tag the kit does not have.
 */
export function framePreloads(kitDir: string, version: string, build: 'lite' | 'react', tag: string): string[] {
  const folder = Object.hasOwn(FOLDERS, tag) ? (FOLDERS as Record<string, string>)[tag] : undefined;
  if (!folder) return [];
  const manifest = manifestOf(join(kitDir, version, build, '.vite', 'manifest.json'));
  if (!manifest) return [];
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = Object.hasOwn(manifest, key) ? manifest[key] : undefined;
    if (!chunk || typeof chunk.file !== 'string' || !SAFE_FILE.test(chunk.file)) return;
    files.push(chunk.file);
    for (const next of Array.isArray(chunk.imports) ? chunk.imports : []) if (typeof next === 'string') visit(next);
  };
  for (const key of ['kit/runtime.ts', 'kit/frame.ts', `widgets/${folder}/index.ts`]) visit(key);
  return files.map((file) => `/kit/${version}/${build}/${file}`);
}
