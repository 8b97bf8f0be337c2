/**
 * The site's stylesheet written into the /m/ page it styles. A `<link>` is a request the first
 * paint waits for (on a phone's network: a new connection and a round trip after the page); in
 * the page, the first screen paints as soon as the page and its images are in. The policy
 * allows exactly that style by its hash, so the page's CSP still has no 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

/** The one stylesheet the build links (Vite writes it with a hashed name under /m/assets/). */
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/m\/(assets\/[\w.-]+\.css)">/;

const read = new Map<string, { mtimeMs: number; css: string; hash: string }>();

export interface InlinedPage {
  html: string;
  /** CSP source of the inlined style (`'sha256-…'`), when one was inlined. */
  styleHash?: string;
}

/** A style's CSP source (`'sha256-…'`): what a policy names to allow exactly that inline style. */
export const cspStyleSource = (css: string): string => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/**
 * The stylesheet `html` links, read from `siteDir` (again when the file changed): its text and
 * its CSP hash (`'sha256-…'`). The kit's frame page serves it too (front/embed/frame.ts).
 */
export function builtStylesheet(html: string, siteDir: string): { link: string; css: string; hash: string } | undefined {
  const link = STYLESHEET.exec(html);
  if (!link) return undefined;
  const root = resolve(siteDir);
  const file = resolve(join(root, link[1]!));
  if (!file.startsWith(root + sep)) return undefined;
  let entry = read.get(file);
  try {
    const { mtimeMs } = statSync(file);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      const css = readFileSync(file, 'utf8');
      entry = { mtimeMs, css, hash: cspStyleSource(css) };
      read.set(file, entry);
    }
  } catch {
    return undefined;
  }
  return { link: link[0], css: entry.css, hash: entry.hash };
}

/** `html` with its stylesheet from `siteDir` inlined; as it was when there is none to inline. */
export function inlineStylesheet(html: string, siteDir: string): InlinedPage {
  const entry = builtStylesheet(html, siteDir);
  if (!entry) return { html };
  // A stylesheet that could close its own element stays a link.
  if (/<\/style/i.test(entry.css)) return { html };
  return { html: html.replace(entry.link, () => `<style>${entry.css}</style>`), styleHash: entry.hash };
}
