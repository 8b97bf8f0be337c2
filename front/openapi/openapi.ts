/**
 * The contract an operator implements: an OpenAPI 3.1 document made from the endpoint
 * descriptors of core/api (`allEndpoints`), so it names every call the site and the embed kit
 * make, exactly as core/api/request.ts makes it.
 *
 * Response values: schema functions are closures, so core/api/schema.ts notes each one's shape
 * in a side table, and values.ts turns the notes into JSON Schema. The notes are free in the
 * browser: the builds define `__MC_SCHEMA_SHAPES__` as false and the minifier drops the block
 * that writes them (the kit's and the site's JavaScript is byte for byte what it was without
 * it); Node defines nothing, so wherever this module runs every schema is noted, whichever
 * module was loaded first. The other way, a flag Node switches on before the first import of
 * schema.ts, fails exactly where the document is served: a server loads core/api at start-up,
 * long before anything asks for the document. A side table written by a Node module that wraps
 * the combinators cannot reach the modules that import them directly.
 *
 * Parameters exist only as TypeScript types; params.ts describes them, and the compiler holds
 * each description to its endpoint's type.
 */
import type { Endpoint } from '../../core/api/endpoint.ts';
import { paramPlacement } from '../../core/api/endpoint.ts';
import { isLiveStream } from '../../core/api/live.ts';
import { allEndpoints, frontEndpoints } from '../../core/api/registry.ts';
import { liveEventSchemas, partnerLiveEvents } from '../../core/live/events.ts';
import packageJson from '../../package.json' with { type: 'json' };
import { DESCRIPTION } from './description.ts';
import { clientText, errorCodesOf, knownCodes, statusOf, WIRE_ERRORS } from './errors.ts';
import { liveEventComponent, SCHEMA_MODULES, tagOf, TAGS } from './modules.ts';
import { PARAMS } from './params.ts';
import type { HttpVerb, JsonSchema, OpenApiDocument, Operation, Parameter, Reference, RequestBody, Response, SecurityRequirement } from './types.ts';
import { acceptsAbsent, ValueSchemas } from './values.ts';

export type { JsonSchema, OpenApiDocument, Operation } from './types.ts';

export interface OpenApiOptions {
  /** The platform's origin; default '/', the origin the document is served from. */
  serverUrl?: string;
  /** The document's version; default the kit's (package.json). */
  version?: string;
}

type AnyEndpoint = Endpoint<never, unknown>;

const ref = (kind: 'schemas' | 'parameters' | 'responses', name: string): Reference => ({ $ref: `#/components/${kind}/${name}` });
const schemaRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** HTTP statuses other than 200 and the response component that describes each. */
const STATUS_RESPONSES: Readonly<Record<number, string>> = {
  400: 'BadRequest',
  401: 'SessionExpired',
  403: 'Forbidden',
  404: 'NotFound',
  413: 'TooLarge',
  422: 'KeyReused',
  429: 'RateLimited',
  500: 'ServerError',
  502: 'BadGateway',
};

export function openApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const values = new ValueSchemas(SCHEMA_MODULES);
  const params = new Map(PARAMS.map((p) => [p.endpoint, p.schema]));
  const paths: OpenApiDocument['paths'] = {};
  for (const ep of allEndpoints) {
    const item = (paths[ep.path] ??= {});
    item[ep.method.toLowerCase() as HttpVerb] = operation(ep, values, params.get(ep));
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: { title: 'MC platform API', version: options.version ?? packageJson.version, description: DESCRIPTION },
    servers: [{ url: options.serverUrl ?? '/', description: 'The platform' }],
    tags: TAGS,
    paths,
    components: {
      schemas: { ...sharedSchemas(), ...values.components },
      parameters: sharedParameters(),
      responses: sharedResponses(),
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The session token from login, register, freePlayLogin or redeemHandoff, as it is: no "Bearer" prefix.',
        },
      },
    },
    security: [],
  };
}

/** `paramsSchema`: undefined when params.ts lacks the call (its unit test says so), null when it takes none. */
function operation(ep: AnyEndpoint, values: ValueSchemas, paramsSchema: JsonSchema | null | undefined): Operation {
  const placement = paramPlacement(ep);
  const parameters: (Parameter | Reference)[] = [
    ref('parameters', 'Merchant'),
    ref('parameters', 'Language'),
    ref('parameters', 'Device'),
    {
      name: 'Module-Id',
      in: 'header',
      required: true,
      description: `The call's module id: ${ep.moduleId}. Any other value is refused (module.id.mismatch).`,
      schema: { type: 'string', const: ep.moduleId },
    },
  ];
  if (ep.idempotent) parameters.push(ref('parameters', 'IdempotencyKey'));
  const stream = isLiveStream(ep);
  if (stream) parameters.push(ref('parameters', 'LastEventId'));
  if (ep.encrypt) parameters.push(ref('parameters', 'Encryption'));
  let requestBody: RequestBody | undefined;
  if (paramsSchema && placement === 'query') parameters.push(...queryParameters(ep, paramsSchema));
  else if (paramsSchema && placement === 'form') {
    requestBody = { required: true, content: { 'application/x-www-form-urlencoded': { schema: paramsSchema } } };
  } else if (paramsSchema) {
    requestBody = ep.encrypt
      ? { required: true, description: 'The parameters (x-mc-sealed-payload), sealed.', content: { 'application/json': { schema: schemaRef('SealedBody') } } }
      : { required: true, content: { 'application/json': { schema: paramsSchema } } };
  }

  const codes = errorCodesOf(ep);
  const events = stream ? streamEvents(ep, values) : undefined;
  const responses: Record<string, Response | Reference> = { '200': events ? streamResponse(ep, events) : successResponse(ep, values) };
  for (const status of [...new Set(codes.map(statusOf))].sort()) {
    const name = STATUS_RESPONSES[status];
    if (name) responses[String(status)] = ref('responses', name);
  }
  responses['503'] = ref('responses', 'Maintenance');

  return {
    operationId: ep.name,
    summary: summaryOf(ep.name),
    description: describe(ep, placement),
    tags: [tagOf(ep)],
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
    security: securityOf(ep.auth),
    'x-mc-answered-by': frontEndpoints.includes(ep) ? 'front' : 'platform',
    'x-mc-module-id': ep.moduleId,
    'x-mc-auth': ep.auth,
    'x-mc-encrypted': ep.encrypt === true,
    ...(ep.encrypt && paramsSchema ? { 'x-mc-sealed-payload': paramsSchema } : {}),
    'x-mc-idempotent': ep.idempotent === true,
    'x-mc-param-placement': placement,
    'x-mc-error-codes': codes,
    ...(events ? { 'x-mc-stream': 'text/event-stream' as const, 'x-mc-events': events } : {}),
  };
}

/** The events a stream carries, each type with its payload's schema: every type on the player's stream, maintenance alone on the public one. */
function streamEvents(ep: AnyEndpoint, values: ValueSchemas): Record<string, JsonSchema> {
  const types = Object.keys(liveEventSchemas).filter((type) => ep.auth === 'required' || type === 'maintenance') as (keyof typeof liveEventSchemas)[];
  return Object.fromEntries(types.map((type) => [type, values.of(liveEventSchemas[type], liveEventComponent(type))]));
}

const EVENT_TEXT: Readonly<Record<keyof typeof liveEventSchemas, string>> = {
  balance: "The player's balance changed: the new total and why.",
  moneyOrder: 'A deposit or withdrawal moved to another status.',
  inbox: "The inbox's unread count after a message arrived or was read elsewhere.",
  limitReached: 'A responsible-gaming limit stopped the player (kind: deposit, loss, session, wager).',
  realityCheck: 'The reality check is due: minutes played in this session.',
  sessionEnded: 'This session ended elsewhere (signed out, account closed, excluded, expired); the stream closes right after.',
  maintenance: 'Maintenance switched on or off.',
};

/** A stream's success: Server-Sent Events, one of the event objects below per event. */
function streamResponse(ep: AnyEndpoint, events: Record<string, JsonSchema>): Response {
  const oneEvent: JsonSchema = {
    description:
      'One event, as its SSE fields: `id` (the stream position, opaque: send it back as Last-Event-ID), `event` (the type) and `data` (one line of JSON, the payload).',
    oneOf: Object.entries(events).map(([type, data]) => ({
      type: 'object',
      title: type,
      description:
        EVENT_TEXT[type as keyof typeof EVENT_TEXT] + (partnerLiveEvents.includes(type as never) ? ' A framed element passes it to the partner page.' : ''),
      properties: { id: { type: 'string' }, event: { const: type }, data },
      required: ['id', 'event', 'data'],
    })),
  };
  return {
    description: `The stream (${ep.auth === 'required' ? "this player's events, for this session, and maintenance" : 'maintenance, for visitors too'}): \`text/event-stream\`, \`Cache-Control: no-store\`, never compressed, open until the client or the platform ends it. It starts with a \`retry:\` hint, then the events missed since Last-Event-ID (within the replay window), then each event as it happens; an SSE comment line comes every ~15 s as a heartbeat. Its schema is that of one event (x-mc-events lists the types).`,
    content: { 'text/event-stream': { schema: oneEvent } },
  };
}

function queryParameters(ep: AnyEndpoint, schema: JsonSchema): Parameter[] {
  if (!schema.properties) throw new Error(`${ep.name}: query parameters must be described as one object`);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
    ...(property.type === 'array' ? { style: 'form' as const, explode: false } : {}),
  }));
}

function successResponse(ep: AnyEndpoint, values: ValueSchemas): Response {
  const value = values.of(ep.response, ep.name);
  const success: JsonSchema = {
    type: 'object',
    properties: { success: { const: true }, value },
    required: acceptsAbsent(ep.response) ? ['success'] : ['success', 'value'],
  };
  return {
    description: 'The envelope: success with the value, or a refusal (success false, errorCode: x-mc-error-codes lists the ones this call answers).',
    content: { 'application/json': { schema: { oneOf: [success, schemaRef('Failure')] } } },
  };
}

function securityOf(auth: AnyEndpoint['auth']): SecurityRequirement[] {
  if (auth === 'required') return [{ token: [] }];
  // The token when there is one: a call made by a signed-in player may answer more (favourites…).
  if (auth === 'optional') return [{ token: [] }, {}];
  return [];
}

const AUTH_TEXT: Record<AnyEndpoint['auth'], string> = {
  required: 'Needs a session: without a valid token the platform answers HTTP 401 SESSION_EXPIRED.',
  optional: 'Takes the token when the player is signed in; an invalid one reads as a guest.',
  none: 'Never carries a token.',
};

function describe(ep: AnyEndpoint, placement: Operation['x-mc-param-placement']): string {
  const lines = [`Module-Id ${ep.moduleId}. ${AUTH_TEXT[ep.auth]}`];
  if (isLiveStream(ep)) {
    lines.push(
      'A stream, not the envelope: a success is `200 text/event-stream` (see "Live streams"); a refusal is the envelope as for any call, before the stream starts (HTTP 429 too.many.requests beyond the streams one address may hold, HTTP 503 service.unavailable when the events cannot be read).',
    );
  }
  if (frontEndpoints.includes(ep)) lines.unshift('Answered by the MC front (x-mc-answered-by): a platform need not implement it.');
  lines.push(placement === 'query' ? 'Parameters in the query string.' : placement === 'form' ? 'Parameters as a form body.' : 'Parameters as a JSON body.');
  if (ep.encrypt) lines.push('The body is sealed (see "Sealed bodies"): the clear parameters are x-mc-sealed-payload.');
  if (ep.idempotent) lines.push('A money call: the platform pays once per Idempotency-Key and answers a repeat with the first answer.');
  return lines.join(' ');
}

/** 'claimManualRebate' → 'Claim manual rebate'. */
function summaryOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words[0]!.toUpperCase() + words.slice(1);
}

function sharedSchemas(): Record<string, JsonSchema> {
  const codes = knownCodes();
  return {
    Failure: {
      type: 'object',
      description: 'A refusal. Business refusals answer HTTP 200; the status says more only for the codes of the wire rules (WIRE in ErrorCode).',
      properties: {
        success: { const: false },
        errorCode: schemaRef('ErrorCode'),
        message: { type: 'string', description: 'For logs; the client shows its own text for a code it knows.' },
        value: { description: 'Details some codes carry: { field }, { captcha }, { attemptsLeft }, { retryAfterSeconds }… or null.' },
      },
      required: ['success', 'errorCode'],
    },
    ErrorCode: {
      type: 'string',
      description: 'The codes the client knows, with the text it shows; any other code is shown as a generic failure.',
      anyOf: [...codes.map((code) => ({ const: code, description: codeText(code) })), { type: 'string', description: 'Any other code.' }],
    },
    SealedBody: {
      type: 'object',
      description: 'The parameters as JSON, encrypted with AES-256-GCM under a fresh key; that key travels RSA-OAEP-wrapped in the Encryption header.',
      properties: { value: { type: 'string', contentEncoding: 'base64', description: 'base64(12-byte IV ‖ AES-GCM ciphertext of the JSON parameters)' } },
      required: ['value'],
    },
  };
}

function codeText(code: string): string {
  const wire = WIRE_ERRORS[code];
  const text = code === 'NOT_LOGGED_IN' ? 'Raised by the client itself before a call that needs a session; never sent.' : clientText(code);
  const parts = [wire ? `WIRE: HTTP ${wire.status}. ${wire.when}` : `HTTP ${statusOf(code)}.`];
  if (text) parts.push(`Shown as: "${text}"`);
  return parts.join(' ');
}

function sharedParameters(): Record<string, Parameter> {
  return {
    Merchant: {
      name: 'Merchant',
      in: 'header',
      required: true,
      description: 'The merchant code (exactly one); an unknown one is refused with merchant.unknown.',
      schema: { type: 'string', examples: ['MC01'] },
    },
    Language: {
      name: 'Language',
      in: 'header',
      required: false,
      description: 'The player’s language (a locale code such as EN, PT, TY); a platform reads one it lacks as its default.',
      schema: { type: 'string', examples: ['EN'] },
    },
    Device: {
      name: 'Device',
      in: 'header',
      required: false,
      description: 'OTHERS when the site runs as an installed home-screen app, MOBILE otherwise.',
      schema: { enum: ['MOBILE', 'OTHERS'] },
    },
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'One per submit intent (a UUID), the same on its retries. The client always sends it on money calls. The first successful call under a key is kept for 24 hours; a repeat gets its answer and pays nothing; the key with other parameters: HTTP 422 idempotency.key_reused; a malformed key: HTTP 400 request.invalid.',
      schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
    },
    LastEventId: {
      name: 'Last-Event-ID',
      in: 'header',
      required: false,
      description:
        'The id of the last event the client saw: the platform first sends what the stream carried after it, within its replay window (2 minutes and 200 events by default). Absent, or not an id of this stream: from now on.',
      schema: { type: 'string', maxLength: 200 },
    },
    Encryption: {
      name: 'Encryption',
      in: 'header',
      required: true,
      description: '<keyId>.<base64 RSA-OAEP-SHA-256-wrapped AES-256 key>, the key id and public key from publicKey (GET /wps/session/key/rsa).',
      schema: { type: 'string', pattern: '^[^.]+\\.[A-Za-z0-9+/]+={0,2}$' },
    },
  };
}

function sharedResponses(): Record<string, Response> {
  const failure = (description: string): Response => ({ description, content: { 'application/json': { schema: schemaRef('Failure') } } });
  return {
    BadRequest: failure('A malformed call: bad or missing Merchant or Module-Id, an invalid parameter, an unreadable or unsealed body.'),
    SessionExpired: failure('No session, or the token is no longer valid: the client signs the player out.'),
    Forbidden: failure('Refused for where the call came from (a hand-off code redeemed from a foreign Origin).'),
    NotFound: failure('No such call.'),
    TooLarge: failure('The body is too large.'),
    KeyReused: failure('The Idempotency-Key was used for other parameters.'),
    RateLimited: failure('Too many attempts; try again later.'),
    ServerError: failure('The platform failed.'),
    BadGateway: failure('The front could not reach the platform (platform.unavailable).'),
    Maintenance: {
      description:
        'The platform is being upgraded, or a service the call needs is down (the front then answers service.unavailable in the envelope); any body. The client shows "System upgrading, try again later".',
    },
  };
}
