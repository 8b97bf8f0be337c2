import { describe, expect, it } from 'vitest';
import { paramPlacement } from '../../core/api/endpoint.ts';
import { isLiveStream, liveEndpoints } from '../../core/api/live.ts';
import { allEndpoints, frontEndpoints } from '../../core/api/registry.ts';
import { liveEventSchemas } from '../../core/live/events.ts';
import packageJson from '../../package.json' with { type: 'json' };
import { check, resolveRef } from './check.ts';
import { openApiDocument } from './openapi.ts';
import { PARAMS } from './params.ts';
import { ANNOTATION_KEYWORDS, ASSERTION_KEYWORDS, type JsonSchema, type Operation, type Parameter, type Reference, type Response } from './types.ts';
import { ValueSchemas } from './values.ts';
import { SCHEMA_MODULES } from './modules.ts';

const doc = openApiDocument();
const VERBS = ['get', 'post', 'put', 'delete'] as const;
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  VERBS.flatMap((verb) => (item[verb] ? [{ path, verb, op: item[verb] as Operation }] : [])),
);
const opOf = (name: string) => operations.find((o) => o.op.operationId === name)!;
const deref = <T>(x: T | Reference): T => ('$ref' in (x as object) ? (resolveRef(doc, (x as Reference).$ref) as T) : (x as T));
const headerParams = (op: Operation) => op.parameters.map((p) => deref<Parameter>(p)).filter((p) => p.in === 'header');
/** The calls answered with the envelope (the live streams answer text/event-stream). */
const envelopeEndpoints = allEndpoints.filter((ep) => !isLiveStream(ep));

/** Every JSON Schema in the document, wherever it sits. */
function schemasIn(): JsonSchema[] {
  const found: JsonSchema[] = [];
  const walk = (s: JsonSchema) => {
    found.push(s);
    for (const sub of [...Object.values(s.properties ?? {}), ...(s.anyOf ?? []), ...(s.oneOf ?? [])]) walk(sub);
    if (s.items) walk(s.items);
    if (typeof s.additionalProperties === 'object') walk(s.additionalProperties);
  };
  Object.values(doc.components.schemas).forEach(walk);
  Object.values(doc.components.parameters).forEach((p) => walk(p.schema));
  Object.values(doc.components.responses).forEach((r) => Object.values(r.content ?? {}).forEach((m) => walk(m.schema)));
  for (const { op } of operations) {
    op.parameters.forEach((p) => ('$ref' in p ? undefined : walk(p.schema)));
    Object.values(op.requestBody?.content ?? {}).forEach((m) => walk(m.schema));
    Object.values(op.responses).forEach((r) => ('$ref' in r ? undefined : Object.values(r.content ?? {}).forEach((m) => walk(m.schema))));
    if (op['x-mc-sealed-payload']) walk(op['x-mc-sealed-payload']);
  }
  return found;
}

/** A value the schema allows: every property (`full`) or only the required ones. */
function sampleOf(schema: JsonSchema, full: boolean): unknown {
  if (schema.$ref) return sampleOf(resolveRef(doc, schema.$ref) as JsonSchema, full);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((e) => e !== null);
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return sampleOf(branch, full);
  const type = (Array.isArray(schema.type) ? schema.type : [schema.type]).find((t) => t !== 'null');
  switch (type) {
    case 'string':
      return 'x';
    case 'number':
      return 1.5;
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [sampleOf(schema.items, full)] : [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(schema.properties ?? {})) if (full || schema.required?.includes(k)) out[k] = sampleOf(s, full);
      if (typeof schema.additionalProperties === 'object') out.key = sampleOf(schema.additionalProperties, full);
      return out;
    }
    default:
      return null;
  }
}

const valueSchemaOf = (name: string): JsonSchema => {
  const ok = deref<Response>(opOf(name).op.responses['200']!).content!['application/json']!.schema.oneOf![0]!;
  return ok.properties!.value!;
};

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 in shape, as plain JSON', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe(packageJson.version);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    for (const { path, op } of operations) {
      expect(path.startsWith('/'), path).toBe(true);
      expect(op.operationId, path).toMatch(/^[a-zA-Z]\w*$/);
      expect(op.responses['200'], op.operationId).toBeDefined();
      for (const p of op.parameters.map((x) => deref<Parameter>(x))) {
        expect(['query', 'header']).toContain(p.in);
        expect(p.schema).toBeDefined();
      }
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        expect(['application/json', 'application/x-www-form-urlencoded']).toContain(type);
        expect(media.schema).toBeDefined();
      }
    }
  });

  it('takes the server and version it is given', () => {
    const d = openApiDocument({ serverUrl: 'https://platform.example', version: '9.9.9' });
    expect(d.servers[0]!.url).toBe('https://platform.example');
    expect(d.info.version).toBe('9.9.9');
  });

  it('has every endpoint exactly once, under its name, path and method, and no operationId twice', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(allEndpoints.map((e) => e.name).sort());
    for (const ep of allEndpoints) {
      const { path, verb } = opOf(ep.name);
      expect(`${verb.toUpperCase()} ${path}`, ep.name).toBe(`${ep.method} ${ep.path}`);
    }
  });

  it('resolves every $ref', () => {
    const refs: string[] = [];
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (typeof v === 'object' && v !== null) {
        for (const [k, x] of Object.entries(v)) {
          if (k === '$ref' && typeof x === 'string') refs.push(x);
          else walk(x);
        }
      }
    };
    walk(doc);
    expect(refs.length).toBeGreaterThan(100);
    for (const r of refs) expect(() => resolveRef(doc, r), r).not.toThrow();
  });

  it('uses only JSON Schema keywords the checker knows', () => {
    const known = new Set<string>([...ASSERTION_KEYWORDS, ...ANNOTATION_KEYWORDS]);
    const unknown = schemasIn().flatMap((s) => Object.keys(s).filter((k) => !known.has(k)));
    expect(unknown).toEqual([]);
    for (const s of schemasIn()) if (s.pattern) expect(() => new RegExp(s.pattern!, 'u')).not.toThrow();
  });

  it('describes the parameters of every endpoint once, and every response value from its schema', () => {
    const names = PARAMS.map((p) => p.endpoint.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(allEndpoints.map((e) => e.name).sort());
    for (const p of PARAMS) expect(allEndpoints, p.endpoint.name).toContain(p.endpoint);
    const values = new ValueSchemas(SCHEMA_MODULES);
    for (const ep of allEndpoints) values.of(ep.response, ep.name);
    expect(values.undescribed).toEqual([]);
  });

  it('carries each descriptor: Module-Id, security, placement, sealing and idempotency', () => {
    for (const ep of allEndpoints) {
      const { op } = opOf(ep.name);
      const headers = headerParams(op);
      const moduleId = headers.find((h) => h.name === 'Module-Id')!;
      expect(moduleId.required).toBe(true);
      expect(moduleId.schema.const, ep.name).toBe(ep.moduleId);
      expect(op['x-mc-module-id']).toBe(ep.moduleId);
      expect(op['x-mc-answered-by'], ep.name).toBe(frontEndpoints.includes(ep) ? 'front' : 'platform');
      expect(headers.find((h) => h.name === 'Merchant')?.required).toBe(true);
      expect(op.security, ep.name).toEqual(ep.auth === 'required' ? [{ token: [] }] : ep.auth === 'optional' ? [{ token: [] }, {}] : []);
      expect(op['x-mc-auth']).toBe(ep.auth);
      expect('401' in op.responses, ep.name).toBe(ep.auth === 'required');

      const placement = paramPlacement(ep);
      expect(op['x-mc-param-placement']).toBe(placement);
      const params = PARAMS.find((p) => p.endpoint === ep)!.schema;
      if (params === null) expect(op.requestBody, ep.name).toBeUndefined();
      if (placement === 'query') {
        expect(op.requestBody, ep.name).toBeUndefined();
        const query = op.parameters.map((p) => deref<Parameter>(p)).filter((p) => p.in === 'query');
        expect(query.map((q) => q.name).sort(), ep.name).toEqual(Object.keys(params?.properties ?? {}).sort());
      } else if (params !== null) {
        const type = placement === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
        expect(Object.keys(op.requestBody!.content), ep.name).toEqual([type]);
      }

      expect(op['x-mc-encrypted'], ep.name).toBe(ep.encrypt === true);
      expect(
        headers.some((h) => h.name === 'Encryption' && h.required),
        ep.name,
      ).toBe(ep.encrypt === true);
      if (ep.encrypt) {
        expect(op.requestBody!.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/SealedBody' });
        expect(op['x-mc-sealed-payload']).toEqual(params);
        expect(op['x-mc-error-codes']).toContain('ENCRYPTION_KEY_UNKNOWN');
      }

      expect(op['x-mc-idempotent'], ep.name).toBe(ep.idempotent === true);
      expect(
        headers.some((h) => h.name === 'Idempotency-Key'),
        ep.name,
      ).toBe(ep.idempotent === true);
      if (ep.idempotent) expect(op['x-mc-error-codes']).toContain('idempotency.key_reused');
    }
  });

  it('names every error code an operation lists in the shared ErrorCode list', () => {
    const known = new Set(doc.components.schemas.ErrorCode!.anyOf!.flatMap((s) => (s.const === undefined ? [] : [s.const])));
    for (const { op } of operations) for (const code of op['x-mc-error-codes']) expect(known.has(code), `${op.operationId}: ${code}`).toBe(true);
    for (const code of ['SESSION_EXPIRED', 'TOKEN_INVALID', 'us_token_expired', 'USER_NOT_EXIST', 'modify.new.old.same', 'function.not.available']) {
      expect(known.has(code), code).toBe(true);
    }
  });

  it("describes each value as the client checks it: what the document allows, the client's schema accepts", () => {
    for (const ep of envelopeEndpoints) {
      const schema = valueSchemaOf(ep.name);
      for (const full of [true, false]) {
        const sample = sampleOf(schema, full);
        expect(check(sample, schema, doc), ep.name).toEqual([]);
        expect(() => ep.response(sample), `${ep.name} (${full ? 'every field' : 'required fields'}): ${JSON.stringify(sample)}`).not.toThrow();
      }
    }
  });

  it('requires exactly the fields the client cannot do without', () => {
    for (const ep of envelopeEndpoints) {
      let schema = valueSchemaOf(ep.name);
      if (schema.$ref) schema = resolveRef(doc, schema.$ref) as JsonSchema;
      if (schema.type !== 'object' || !schema.properties) continue;
      const sample = sampleOf(schema, true) as Record<string, unknown>;
      for (const key of Object.keys(schema.properties)) {
        const without = { ...sample };
        delete without[key];
        const required = schema.required?.includes(key) === true;
        if (required) expect(() => ep.response(without), `${ep.name} without ${key}`).toThrow();
        else expect(() => ep.response(without), `${ep.name} without ${key}`).not.toThrow();
      }
    }
  });
});

describe('the live streams in the document', () => {
  const streamOf = (name: string) => deref<Response>(opOf(name).op.responses['200']!).content!['text/event-stream']!.schema;

  it('answers text/event-stream, not the envelope, and takes Last-Event-ID', () => {
    expect(liveEndpoints.map((ep) => ep.name).sort()).toEqual(['livePublicStream', 'liveStream']);
    for (const ep of liveEndpoints) {
      const { op } = opOf(ep.name);
      expect(Object.keys(deref<Response>(op.responses['200']!).content!), ep.name).toEqual(['text/event-stream']);
      expect(op['x-mc-stream']).toBe('text/event-stream');
      expect(op['x-mc-answered-by']).toBe('platform');
      expect(op.tags).toEqual(['Live']);
      expect(headerParams(op).find((h) => h.name === 'Last-Event-ID')?.required).toBe(false);
      expect(op['x-mc-error-codes']).toEqual(expect.arrayContaining(['too.many.requests', 'service.unavailable']));
      expect(op.responses['429']).toEqual({ $ref: '#/components/responses/RateLimited' });
    }
    for (const { op } of operations.filter((o) => !liveEndpoints.some((ep) => ep.name === o.op.operationId))) expect(op['x-mc-stream']).toBeUndefined();
  });

  it('lists every event type on the player’s stream and maintenance alone on the public one, each payload as core checks it', () => {
    expect(Object.keys(opOf('liveStream').op['x-mc-events']!).sort()).toEqual(Object.keys(liveEventSchemas).sort());
    expect(Object.keys(opOf('livePublicStream').op['x-mc-events']!)).toEqual(['maintenance']);
    for (const name of ['liveStream', 'livePublicStream']) {
      const oneEvent = streamOf(name);
      const events = opOf(name).op['x-mc-events']!;
      expect(oneEvent.oneOf!.map((s) => s.title)).toEqual(Object.keys(events));
      for (const [type, data] of Object.entries(events)) {
        expect(data).toEqual({ $ref: `#/components/schemas/Live${type[0]!.toUpperCase()}${type.slice(1)}` });
        for (const full of [true, false]) {
          const payload = sampleOf(data, full);
          const event = { id: '1712345678901-0_0-0', event: type, data: payload };
          expect(check(event, oneEvent, doc), `${name} ${type}`).toEqual([]);
          expect(() => liveEventSchemas[type as keyof typeof liveEventSchemas](payload), `${type}: ${JSON.stringify(payload)}`).not.toThrow();
        }
      }
      expect(check({ id: 'x', event: 'nonsense', data: {} }, oneEvent, doc)).not.toEqual([]);
    }
  });
});

describe('the schema checker', () => {
  const root = { components: { schemas: { N: { type: 'number' } } } };
  it('checks the subset the document uses', () => {
    const s: JsonSchema = {
      type: 'object',
      properties: { a: { $ref: '#/components/schemas/N' }, b: { type: ['string', 'null'], pattern: '^x' }, c: { type: 'array', items: { enum: [1, 2] } } },
      required: ['a'],
    };
    expect(check({ a: 1, b: null, c: [1, 2], extra: true }, s, root)).toEqual([]);
    expect(check({ b: 'y', c: [3] }, s, root)).toEqual(['$: lacks a', '$.b: does not match ^x', '$.c[0]: is not one of [1,2]']);
    expect(check({ a: '1' }, s, root)).toEqual(['$.a: is string, not number']);
    expect(check(2, { oneOf: [{ type: 'number' }, { type: 'integer' }] }, root)).toEqual(['$: matches 2 of oneOf']);
    expect(check('z', { anyOf: [{ const: 'a' }, { type: 'string' }] }, root)).toEqual([]);
  });

  it('refuses a keyword it does not know rather than skipping it', () => {
    expect(() => check(1, { multipleOf: 2 } as JsonSchema, root)).toThrow(/multipleOf/);
  });
});
