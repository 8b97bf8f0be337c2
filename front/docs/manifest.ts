import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The kit's custom-elements.json read through the fields of the custom-elements-manifest schema
 * (modules → declarations with `customElement: true` → attributes, members, events, cssParts,
 * cssProperties), whichever tool wrote it, turned into what the documentation shows.
 */
export interface DocAttribute {
  name: string;
  field?: string;
  type: string;
  description: string;
  default?: string;
  /** How the composer edits it. */
  input: 'boolean' | 'enum' | 'text';
  /** The allowed values of an enum attribute (from a union of string literals). */
  values?: string[];
}

export interface DocProperty {
  name: string;
  type: string;
  description: string;
  attribute?: string;
}

export interface DocEvent {
  name: string;
  type: string;
  description: string;
}

export interface DocNamed {
  name: string;
  description: string;
  default?: string;
}

export interface DocElement {
  tag: string;
  /** What the element is for, in a partner's words (no internal references). */
  summary: string;
  attributes: DocAttribute[];
  properties: DocProperty[];
  events: DocEvent[];
  parts: DocNamed[];
  cssProperties: DocNamed[];
}

export interface DocManifest {
  elements: DocElement[];
  /** Custom properties most elements read: the kit's theme tokens. */
  tokens: DocNamed[];
}

interface SchemaType {
  text?: string;
}
interface SchemaItem {
  name?: string;
  kind?: string;
  description?: string;
  summary?: string;
  default?: string;
  type?: SchemaType;
  fieldName?: string;
  attribute?: string;
  static?: boolean;
  privacy?: string;
}
interface SchemaDeclaration extends SchemaItem {
  customElement?: boolean;
  tagName?: string;
  attributes?: SchemaItem[];
  members?: SchemaItem[];
  events?: SchemaItem[];
  cssParts?: SchemaItem[];
  cssProperties?: SchemaItem[];
}
interface SchemaManifest {
  modules?: { declarations?: SchemaDeclaration[] }[];
}

/**
 * Plain words for partners: the tag prefix the old generator put in front of a description and
 * any reference to internal specification sections are dropped.
 */
export function plainText(text: string | undefined): string {
  if (!text) return '';
  return text
    .replace(/^<mc-[a-z0-9-]+>:\s*/, '')
    .replace(/\s*\((?:[^()]*?§[^()]*)\)/g, (group) => {
      // "(/m/withdraw, §7 Account)" keeps "(/m/withdraw)", "(§8: info, fail)" "(info, fail)"; "(§2.4, §4)" goes.
      const kept = group
        .replace(/^\s*\(|\)$/g, '')
        .split(/,\s*/)
        .map((part) => part.replace(/^§\s?[\d.]+:\s*/, ''))
        .filter((part) => !part.includes('§'));
      return kept.length ? ` (${kept.join(', ')})` : '';
    })
    .replace(/\s*(?:of|in|see|per)?\s*§\s?\d+(?:\.\d+)*(?:\s+(?:and|or)\s+§\s?\d+(?:\.\d+)*)*/g, '')
    .replace(/§/g, '')
    .replace(/\s+([,.;:])/g, '$1')
    .trim()
    .replace(/^[a-z]/, (c) => c.toUpperCase());
}

const BOOLEAN = /^boolean\b/;
const STRING_UNION = /^\s*(?:'[^']*'|"[^"]*")(?:\s*\|\s*(?:'[^']*'|"[^"]*"))+\s*$/;

function attributeOf(a: SchemaItem): DocAttribute | null {
  if (!a.name) return null;
  const type = (a.type?.text ?? 'string').replace(/\s*\|\s*undefined$/, '');
  const attribute: DocAttribute = { name: a.name, type, description: plainText(a.description ?? a.summary), input: 'text' };
  if (a.fieldName) attribute.field = a.fieldName;
  if (a.default !== undefined) attribute.default = a.default;
  if (BOOLEAN.test(type) || /^boolean:/i.test(attribute.description)) attribute.input = 'boolean';
  else if (STRING_UNION.test(type)) {
    attribute.input = 'enum';
    attribute.values = [...type.matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2] ?? '');
  }
  attribute.description = plainText(attribute.description.replace(/^boolean:\s*/i, ''));
  if (attribute.type.startsWith('boolean')) attribute.type = 'boolean';
  return attribute;
}

function named(items: SchemaItem[] | undefined): DocNamed[] {
  return (items ?? [])
    .filter((i): i is SchemaItem & { name: string } => typeof i.name === 'string')
    .map((i) =>
      i.default !== undefined
        ? { name: i.name, description: plainText(i.description ?? i.summary), default: i.default }
        : { name: i.name, description: plainText(i.description ?? i.summary) },
    );
}

export function readManifest(json: unknown): DocManifest {
  const manifest = json as SchemaManifest;
  const elements: DocElement[] = [];
  for (const module of manifest.modules ?? []) {
    for (const d of module.declarations ?? []) {
      if (!d.customElement || !d.tagName) continue;
      elements.push({
        tag: d.tagName,
        summary: plainText(d.summary ?? d.description),
        attributes: (d.attributes ?? []).map(attributeOf).filter((a): a is DocAttribute => a !== null),
        properties: (d.members ?? [])
          .filter((m) => m.kind === 'field' && m.name && !m.static && (m.privacy ?? 'public') === 'public')
          .map((m) => ({
            name: m.name as string,
            type: m.type?.text ?? 'unknown',
            description: plainText(m.description ?? m.summary),
            ...(m.attribute ? { attribute: m.attribute } : {}),
          })),
        events: (d.events ?? [])
          .filter((e) => e.name)
          .map((e) => ({ name: e.name as string, type: e.type?.text ?? 'CustomEvent', description: plainText(e.description ?? e.summary) })),
        parts: named(d.cssParts),
        cssProperties: named(d.cssProperties),
      });
    }
  }
  elements.sort((a, b) => a.tag.localeCompare(b.tag));
  // Theme tokens: the custom properties most elements read (a manifest may list a token only
  // where an element's styles use it); the others belong to their elements.
  const readers = new Map<string, { property: DocNamed; count: number }>();
  for (const el of elements) {
    for (const p of el.cssProperties) {
      const seen = readers.get(p.name);
      if (seen) seen.count++;
      else readers.set(p.name, { property: p, count: 1 });
    }
  }
  const tokens = [...readers.values()]
    .filter((r) => r.count > elements.length / 2)
    .map(({ property }) => ({ ...property, description: plainText(property.description.replace(/^theme:\s*/i, '')) }));
  return { elements, tokens };
}

/** Reads dist/kit/<version>/custom-elements.json, again only when the file changed. */
export class ManifestFile {
  private cached: { path: string; mtime: number; manifest: DocManifest } | undefined;

  load(kitVersionDir: string): DocManifest | undefined {
    const path = join(kitVersionDir, 'custom-elements.json');
    if (!existsSync(path)) return undefined;
    const mtime = statSync(path).mtimeMs;
    if (this.cached?.path !== path || this.cached.mtime !== mtime) {
      this.cached = { path, mtime, manifest: readManifest(JSON.parse(readFileSync(path, 'utf8'))) };
    }
    return this.cached.manifest;
  }
}

/**
 * An event's detail type, from its manifest type text: the kit writes the detail's type with its
 * own names package-qualified (`import('@mc-kit/elements').McReadyDetail`), other manifests may
 * write `CustomEvent<…>`; a page shows the plain name, as mc-kit.d.ts declares it.
 */
export function detailTypeName(type: string): string {
  return (/^CustomEvent<(.+)>$/.exec(type.trim())?.[1] ?? type).replace(/import\((['"])[^'"]*\1\)\./g, '');
}

/**
 * The declarations of the named types in the kit's type file (mc-kit.d.ts), so a page can show an
 * event detail's fields: `export interface Name {…}` and `export type Name = …;`.
 */
export function typeDeclarations(dts: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of dts.matchAll(/^export (?:interface (\w+)(?: extends [^{]+)? \{[\s\S]*?^\}|type (\w+)(?:<[^=]*>)? = [\s\S]*?;)$/gm)) {
    const name = m[1] ?? m[2];
    if (name) found.set(name, m[0].replace(/^export /, ''));
  }
  return found;
}
