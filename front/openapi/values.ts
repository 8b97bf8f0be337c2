/**
 * Response value schemas as JSON Schema, read from the shapes core/api/schema.ts notes in Node
 * (see the end of that file). Schemas a core/api module exports as `fooSchema` become the
 * component `Foo` and are referred to; the rest are written inline.
 */
import { shapeOf, type Schema } from '../../core/api/schema.ts';
import type { Json, JsonSchema, JsonType } from './types.ts';

type AnySchema = Schema<unknown>;

/** What `numeric` accepts besides a number: a string `Number()` reads as a finite number. */
const NUMERIC_TEXT = '^\\s*[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?\\s*$';

export class ValueSchemas {
  readonly components: Record<string, JsonSchema> = {};
  /** Schemas with no noted shape (written by hand): each is described as any value. */
  readonly undescribed: string[] = [];
  private readonly names = new Map<AnySchema, string>();

  /** `modules`: core/api module namespaces; their exported `…Schema` functions name components. */
  constructor(modules: readonly Record<string, unknown>[]) {
    for (const module of modules) {
      for (const [exported, value] of Object.entries(module)) {
        if (typeof value !== 'function' || !exported.endsWith('Schema') || exported === 'Schema') continue;
        const schema = value as AnySchema;
        if (!shapeOf(schema) || this.names.has(schema)) continue;
        this.names.set(schema, exported[0]!.toUpperCase() + exported.slice(1, -'Schema'.length));
      }
    }
  }

  /** `where` names the schema in the list of undescribed ones. */
  of(schema: AnySchema, where: string): JsonSchema {
    const name = this.names.get(schema);
    if (name === undefined) return this.inline(schema, where);
    if (!(name in this.components)) {
      this.components[name] = {};
      this.components[name] = this.inline(schema, name);
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  private inline(schema: AnySchema, where: string): JsonSchema {
    const shape = shapeOf(schema);
    if (!shape) {
      this.undescribed.push(where);
      return { description: 'Not described (checked by a hand-written schema).' };
    }
    switch (shape.kind) {
      case 'string':
        return { type: 'string' };
      case 'number':
        return { type: 'number' };
      case 'numeric':
        return { type: ['number', 'string'], pattern: NUMERIC_TEXT, description: 'A number; a string holding one is accepted too.' };
      case 'boolean':
        return { type: 'boolean' };
      case 'unknown':
        return {};
      case 'empty':
        return { description: 'Any value: the client does not read it (the reference platform sends null).' };
      case 'literal':
        return shape.options.length === 1 ? { const: shape.options[0]! } : { enum: [...shape.options] };
      case 'optional':
      case 'nullable':
        return orNull(this.of(shape.inner, where));
      case 'default': {
        const fallback = asJson(shape.fallback);
        return fallback === undefined ? orNull(this.of(shape.inner, where)) : { ...orNull(this.of(shape.inner, where)), default: fallback };
      }
      case 'array':
        return { type: 'array', items: this.of(shape.inner, `${where}[]`) };
      case 'record':
        return { type: 'object', additionalProperties: this.of(shape.inner, `${where}{}`) };
      case 'object': {
        const properties: Record<string, JsonSchema> = {};
        const required: string[] = [];
        for (const [key, field] of Object.entries(shape.shape)) {
          properties[key] = this.of(field, `${where}.${key}`);
          if (!acceptsAbsent(field)) required.push(key);
        }
        // Keys the schema does not name are kept by the client, so the platform may add fields.
        return required.length ? { type: 'object', properties, required } : { type: 'object', properties };
      }
    }
  }
}

/** The client's check passes a value that is not there (it is dropped or replaced by a default). */
export function acceptsAbsent(schema: AnySchema): boolean {
  const kind = shapeOf(schema)?.kind;
  return kind === 'optional' || kind === 'default' || kind === 'unknown' || kind === 'empty';
}

/** The client reads null as "absent" for optional and defaulted fields, so null is part of what they accept. */
export function orNull(schema: JsonSchema): JsonSchema {
  if (Object.keys(schema).every((k) => k === 'description')) return schema;
  const { type } = schema;
  if (type !== undefined && schema.$ref === undefined && schema.enum === undefined && schema.const === undefined) {
    const types: JsonType[] = Array.isArray(type) ? type : [type];
    return types.includes('null') ? schema : { ...schema, type: [...types, 'null'] };
  }
  if (schema.enum !== undefined && Object.keys(schema).length === 1) return schema.enum.includes(null) ? schema : { enum: [...schema.enum, null] };
  return { anyOf: [schema, { type: 'null' }] };
}

function asJson(value: unknown): Json | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map(asJson);
    return items.every((x) => x !== undefined) ? (items as Json[]) : undefined;
  }
  if (typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) {
      const j = asJson(v);
      if (j === undefined) return undefined;
      out[k] = j;
    }
    return out;
  }
  return undefined;
}
