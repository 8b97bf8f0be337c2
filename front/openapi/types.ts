/**
 * The parts of OpenAPI 3.1 and JSON Schema (2020-12) the platform's document uses. Narrow on
 * purpose: the checker (check.ts) knows every keyword listed here and refuses any other, so a
 * schema cannot say more than the contract test verifies.
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
export type JsonScalar = string | number | boolean | null;

export interface JsonSchema {
  $ref?: string;
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: JsonScalar[];
  const?: JsonScalar;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  // Annotations: they describe, they do not constrain.
  title?: string;
  description?: string;
  default?: Json;
  examples?: Json[];
  format?: string;
  contentEncoding?: string;
  contentMediaType?: string;
}

/** The keywords that constrain a value (check.ts enforces each one). */
export const ASSERTION_KEYWORDS = [
  '$ref',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
] as const satisfies readonly (keyof JsonSchema)[];

export const ANNOTATION_KEYWORDS = [
  'title',
  'description',
  'default',
  'examples',
  'format',
  'contentEncoding',
  'contentMediaType',
] as const satisfies readonly (keyof JsonSchema)[];

export type ParameterLocation = 'query' | 'header';

export interface Parameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  description?: string;
  schema: JsonSchema;
  /** Query lists travel comma-separated (core/api/request.ts's toQuery). */
  style?: 'form' | 'simple';
  explode?: boolean;
}

export interface Reference {
  $ref: string;
}

export interface MediaType {
  schema: JsonSchema;
}

export interface RequestBody {
  description?: string;
  required: boolean;
  content: Record<string, MediaType>;
}

export interface Response {
  description: string;
  content?: Record<string, MediaType>;
}

/** An OpenAPI security requirement: scheme name → scopes (none here); `{}` means "anonymous is fine". */
export type SecurityRequirement = Record<string, string[]>;

export type HttpVerb = 'get' | 'post' | 'put' | 'delete';

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters: (Parameter | Reference)[];
  requestBody?: RequestBody;
  responses: Record<string, Response | Reference>;
  security: SecurityRequirement[];
  /** Who answers the call: the platform, or the MC front in front of it (core/api/registry.ts's frontEndpoints). */
  'x-mc-answered-by': 'platform' | 'front';
  /** The platform module id the call carries in `Module-Id`. */
  'x-mc-module-id': string;
  'x-mc-auth': 'required' | 'optional' | 'none';
  /** The body is sealed (sealing.md in the document's description); the clear payload is `x-mc-sealed-payload`. */
  'x-mc-encrypted': boolean;
  'x-mc-sealed-payload'?: JsonSchema;
  'x-mc-idempotent': boolean;
  'x-mc-param-placement': 'query' | 'json' | 'form';
  /** Error codes this call may answer (the envelope's errorCode); all are in components.schemas.ErrorCode. */
  'x-mc-error-codes': string[];
  /** A stream (core/api/live.ts): the success is this media type, not the envelope. */
  'x-mc-stream'?: 'text/event-stream';
  /** The event types a stream carries, each with its payload's schema (the `data` line, as JSON). */
  'x-mc-events'?: Record<string, JsonSchema>;
}

export type PathItem = Partial<Record<HttpVerb, Operation>>;

export interface SecurityScheme {
  type: 'apiKey';
  in: 'header';
  name: string;
  description: string;
}

export interface Tag {
  name: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string; license?: { name: string; identifier?: string } };
  servers: { url: string; description?: string }[];
  tags: Tag[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, Parameter>;
    responses: Record<string, Response>;
    securitySchemes: Record<string, SecurityScheme>;
  };
  security: SecurityRequirement[];
}
