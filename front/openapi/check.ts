/**
 * A JSON Schema checker for the subset the document uses (types.ts), with `$ref`s resolved in the
 * document. Small on purpose: the contract test needs no validation library, and a keyword this
 * checker does not know is an error rather than a constraint silently skipped.
 */
import { ANNOTATION_KEYWORDS, ASSERTION_KEYWORDS, type JsonSchema, type JsonType } from './types.ts';

const KNOWN = new Set<string>([...ASSERTION_KEYWORDS, ...ANNOTATION_KEYWORDS]);

/** Resolves a local `$ref` ('#/a/b') in `root`. */
export function resolveRef(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are used: ${ref}`);
  let at: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof at !== 'object' || at === null || !(key in at)) throw new Error(`$ref ${ref} does not resolve`);
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

const typeOf = (v: unknown): JsonType | 'other' => {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isFinite(v) ? 'number' : 'other';
  if (typeof v === 'string' || typeof v === 'boolean' || typeof v === 'object') return typeof v as JsonType;
  return 'other';
};

function hasType(v: unknown, t: JsonType): boolean {
  const actual = typeOf(v);
  if (t === 'integer') return actual === 'number' && Number.isInteger(v);
  return actual === t;
}

/** The problems of `value` against `schema`, each as "path: what"; empty when it fits. */
export function check(value: unknown, schema: JsonSchema, root: unknown, path = '$'): string[] {
  for (const key of Object.keys(schema)) if (!KNOWN.has(key)) throw new Error(`${path}: the checker does not know the keyword "${key}"`);
  const problems: string[] = [];
  const fail = (what: string) => problems.push(`${path}: ${what}`);

  if (schema.$ref !== undefined) problems.push(...check(value, resolveRef(root, schema.$ref) as JsonSchema, root, path));
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => hasType(value, t))) return [...problems, `${path}: is ${typeOf(value)}, not ${types.join(' or ')}`];
  }
  if (schema.const !== undefined && value !== schema.const) fail(`is not ${JSON.stringify(schema.const)}`);
  if (schema.enum !== undefined && !schema.enum.some((e) => e === value)) fail(`is not one of ${JSON.stringify(schema.enum)}`);

  if (typeof value === 'string') {
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) fail(`does not match ${schema.pattern}`);
    if (schema.minLength !== undefined && [...value].length < schema.minLength) fail(`is shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && [...value].length > schema.maxLength) fail(`is longer than ${schema.maxLength}`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) fail(`is below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) fail(`is above ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) fail(`has fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) fail(`has more than ${schema.maxItems} items`);
    if (schema.items) value.forEach((item, i) => problems.push(...check(item, schema.items!, root, `${path}[${i}]`)));
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in object)) fail(`lacks ${key}`);
    for (const [key, v] of Object.entries(object)) {
      const property = schema.properties?.[key];
      if (property) problems.push(...check(v, property, root, `${path}.${key}`));
      else if (schema.additionalProperties === false) fail(`has ${key}, which it may not`);
      else if (typeof schema.additionalProperties === 'object') problems.push(...check(v, schema.additionalProperties, root, `${path}.${key}`));
    }
  }

  if (schema.anyOf && !schema.anyOf.some((s) => check(value, s, root, path).length === 0)) {
    fail(`matches none of anyOf: ${schema.anyOf.map((s) => check(value, s, root, path).join('; ')).join(' | ')}`);
  }
  if (schema.oneOf) {
    const fits = schema.oneOf.filter((s) => check(value, s, root, path).length === 0).length;
    if (fits !== 1)
      fail(fits === 0 ? `matches none of oneOf: ${schema.oneOf.map((s) => check(value, s, root, path).join('; ')).join(' | ')}` : `matches ${fits} of oneOf`);
  }
  return problems;
}
