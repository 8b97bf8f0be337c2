import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The guides as `npm run build` rendered them (scripts/docs-build.mjs): dist/docs/guides/index.json
 * (readers, their guides, each guide's title and headings) and one HTML body per guide. Read
 * again when the build changes them; the front adds the page chrome (pages.ts).
 */
export interface GuideHeading {
  level: number;
  id: string;
  text: string;
}

export interface Guide {
  reader: string;
  name: string;
  /** Its address: /docs/guides/<reader>/<name>. */
  path: string;
  title: string;
  summary: string;
  headings: GuideHeading[];
}

export interface GuideReader {
  id: string;
  title: string;
  guides: Guide[];
}

export interface GuideIndex {
  version: string;
  readers: GuideReader[];
}

const NAME = /^[a-z0-9-]+$/;

export class GuideFiles {
  private cached: { mtime: number; index: GuideIndex } | undefined;
  private readonly bodies = new Map<string, { mtime: number; html: string }>();

  constructor(private readonly dir: string) {}

  /** The index, or undefined when the guides are not built. */
  index(): GuideIndex | undefined {
    const file = join(this.dir, 'index.json');
    if (!existsSync(file)) return undefined;
    const mtime = statSync(file).mtimeMs;
    if (this.cached?.mtime !== mtime) {
      try {
        this.cached = { mtime, index: JSON.parse(readFileSync(file, 'utf8')) as GuideIndex };
      } catch {
        return undefined;
      }
    }
    return this.cached.index;
  }

  /** A guide of the index with its rendered body, or undefined when there is no such guide. */
  guide(index: GuideIndex, reader: string, name: string): { guide: Guide; html: string } | undefined {
    if (!NAME.test(reader) || !NAME.test(name)) return undefined;
    const guide = index.readers.find((r) => r.id === reader)?.guides.find((g) => g.name === name);
    if (!guide) return undefined;
    const file = join(this.dir, reader, `${name}.html`);
    if (!existsSync(file)) return undefined;
    const mtime = statSync(file).mtimeMs;
    const key = `${reader}/${name}`;
    let body = this.bodies.get(key);
    if (body?.mtime !== mtime) {
      body = { mtime, html: readFileSync(file, 'utf8') };
      this.bodies.set(key, body);
    }
    return { guide, html: body.html };
  }
}
