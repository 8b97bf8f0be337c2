/** The document's introduction: the wire rules every call shares (core/api/request.ts is their client). */
export const DESCRIPTION = `The calls the MC mobile site and embed kit make, as a platform must answer them.

Operations with \`x-mc-answered-by: front\` (the session hand-off) are answered by the MC front, the
server in front of the platform that passes every other call through as it is: a platform need not
implement them, and the platform calls the front makes for them (forkSession) are listed too.

## Envelope
Every answer is JSON \`{ success, value, errorCode?, message? }\`. A success carries the call's value
(each operation's 200 schema). A refusal has \`success: false\`, an \`errorCode\` (components.schemas.ErrorCode
lists the codes the client knows; each operation's \`x-mc-error-codes\` those it may answer), a \`message\`
for logs, and sometimes details in \`value\` (\`{ field }\`, \`{ captcha }\`, \`{ attemptsLeft }\`, \`{ retryAfterSeconds }\`).
Business refusals answer HTTP 200. The status carries meaning only for: 400 (malformed call), 401
(SESSION_EXPIRED: the client signs the player out; so do TOKEN_INVALID and us_token_expired in any status),
403, 404, 405, 413, 422, 429, 500, 502, and 503 with any body (maintenance).
Unknown fields in a value are kept, so a platform may send more than a schema names. Where the client
reads null as "absent" (optional and defaulted fields) the schemas allow null.

## Headers
- \`Merchant\`: the merchant code, on every call.
- \`Module-Id\`: the call's module id (each operation's \`x-mc-module-id\`); a call with another is refused (400 module.id.mismatch).
- \`Language\`: the player's language. \`Device\`: MOBILE, or OTHERS in the installed app.
- \`Authorization\`: the raw session token (no "Bearer"), by each operation's security: required (401 without it),
  optional (sent when signed in; an invalid token reads as a guest) or none (never sent).
- \`Idempotency-Key\`: on money calls (\`x-mc-idempotent\`), below. \`Encryption\`: on sealed calls, below.

## Parameters
GET and DELETE take them in the query string (lists comma-separated), POST and PUT as a JSON body,
and a few as a form body (\`x-mc-param-placement\`). Values the player leaves empty are not sent.

## Sealed bodies
Calls that carry a password (\`x-mc-encrypted\`: login, register, password changes, account changes that ask
for the password again, money calls with a funds password) seal their JSON body:
1. \`GET /wps/session/key/rsa\` (publicKey) gives \`{ keyId, spki }\`: an RSA-2048 public key (SPKI, base64).
2. The client encrypts the JSON parameters with a fresh AES-256-GCM key and a 12-byte IV and sends
   \`{ "value": base64(IV ‖ ciphertext) }\` (components.schemas.SealedBody).
3. It wraps the AES key with RSA-OAEP (SHA-256) and sends \`Encryption: <keyId>.<base64 wrapped key>\`.
A platform that no longer holds \`keyId\` answers ENCRYPTION_KEY_UNKNOWN; the client fetches the key again
and resends once. A sealed call without the header is refused (encryption.required).

## Live streams
\`GET /wps/live/stream\` (a signed-in player's events) and \`GET /wps/live/public\` (maintenance, for visitors too) are
Server-Sent Events, not the envelope: \`200 text/event-stream\`, \`Cache-Control: no-store\`, never compressed, open until
either side ends it. They carry the usual headers (Merchant, Module-Id, Authorization for the player's) and are refused,
before the stream starts, with the envelope as any call is. Each event is
\`id: <position>\\nevent: <type>\\ndata: <payload JSON>\\n\\n\` (\`x-mc-events\` lists the types and payloads); the stream
starts with a \`retry:\` hint and sends an SSE comment line about every 15 s as a heartbeat. A client that comes back sends
the last id it saw as \`Last-Event-ID\` (or \`?lastEventId=\`) and first gets what it missed within the replay window.
A session that ends (signed out, expired, closed, excluded) ends its streams at once, after a \`sessionEnded\` event;
a player's stream asked afterwards with that token (or any token that is not good) is not refused either: it answers
200 with that one \`sessionEnded\` event (no id) and closes. Without a token it is 401 SESSION_EXPIRED.
At most a few streams are open per player (a new one closes the oldest) and per address (beyond: 429 too.many.requests).

## Idempotency
Money calls carry \`Idempotency-Key\`: one key per submit intent, the same on its retries. The first
successful call under a key is kept for 24 hours with its answer; a repeat, or a concurrent duplicate,
gets that answer and pays nothing. A failed call is not kept. The key with other parameters: 422
idempotency.key_reused; a malformed key: 400 request.invalid.
`;
