/**
 * Writes the platform's OpenAPI document (front/openapi/openapi.ts) as JSON:
 *
 *   node node_modules/tsx/dist/cli.mjs scripts/openapi.ts <out.json> [--version <v>] [--server-url <url>]
 *
 * scripts/kit-package.mjs runs it to put openapi.json in the kit's npm package.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openApiDocument } from '../front/openapi/openapi.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, 'server-url': { type: 'string' } },
});
const [out] = positionals;
if (!out || positionals.length > 1) {
  console.error('usage: scripts/openapi.ts <out.json> [--version <v>] [--server-url <url>]');
  process.exit(2);
}
const path = resolve(out);
mkdirSync(dirname(path), { recursive: true });
writeFileSync(path, `${JSON.stringify(openApiDocument({ version: values.version, serverUrl: values['server-url'] }), null, 2)}\n`);
console.log(path);
