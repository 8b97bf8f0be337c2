/**
 * JSON data blocks: what a page the platform serves carries for its scripts
 * (`<script type="application/json" id="…">`, never executed, so the CSP needs no exception),
 * read once and checked against a schema as an answer would be before anything trusts it. The
 * /m/ site's first screen (core/first-screen.ts) and the kit's frame page (core/frame-data.ts).
 */
import type { Schema } from './api/schema.ts';

/** JSON that may stand inside a `<script>` element: no `</script>` or `<!--` can come of it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The data block `<script type="application/json" id="…">`, with its JSON in it. */
export const dataBlock = (id: string, value: unknown): string => `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;

/**
 * The block `id` in `doc`, taken out of the page (it is read once), or undefined when there is
 * none or it is not what `schema` says.
 */
export function takeDataBlock<T>(id: string, schema: Schema<T>, doc: Document = document): T | undefined {
  const block = doc.getElementById(id);
  if (!block || block.localName !== 'script' || block.getAttribute('type') !== 'application/json') return undefined;
  block.remove();
  try {
    return schema(JSON.parse(block.textContent ?? ''));
  } catch {
    return undefined;
  }
}
