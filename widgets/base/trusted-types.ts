/**
 * The kit's one Trusted Types policy, `mc-kit`, made once per kit on the page. Partners that
 * enforce Trusted Types (`require-trusted-types-for 'script'`) allow it by name:
 * `trusted-types mc-kit dompurify`.
 *
 * The policy itself lets its input through; what may reach it is decided here and in sanitize.ts:
 * DOMPurify's parse and output (sanitize.ts), and `trustedMarkup()` for the markup a library
 * builds itself (swiper's pagination dots), which must be plain tags without anything active.
 */
import type { TrustedHTML, TrustedTypePolicy } from 'trusted-types/lib/index.js';

export const TRUSTED_TYPES_POLICY_NAME = 'mc-kit';

type Factory = { createPolicy(name: string, rules: { createHTML(s: string): string; createScriptURL(s: string): string }): unknown } | undefined;
const factory = (): Factory => (globalThis as unknown as { trustedTypes?: Factory }).trustedTypes;

let policy: TrustedTypePolicy | null | undefined;

/** The policy; null without Trusted Types, or when another kit on the page holds the name. */
export function kitPolicy(): TrustedTypePolicy | null {
  if (policy !== undefined) return policy;
  let made: TrustedTypePolicy | null = null;
  const tt = factory();
  if (tt) {
    try {
      made = tt.createPolicy(TRUSTED_TYPES_POLICY_NAME, { createHTML: (s) => s, createScriptURL: (s) => s }) as TrustedTypePolicy;
    } catch {
      // The name is taken (a second kit on the page) and the page allows no duplicates.
    }
  }
  policy = made;
  return made;
}

/** Whether the browser has Trusted Types at all (enforced or not). */
export const hasTrustedTypes = (): boolean => factory() !== undefined;

/**
 * Plain markup only: a few tags (a button: swiper's dots, as mc-banner renders them), quoted
 * inert attributes (no event handlers, no URLs, no style), text. No nesting.
 */
const PLAIN_MARKUP =
  /^(?:<(span|div|button|b|i|em|strong)(?:\s+(?:class|part|role|type|tabindex|aria-[a-z-]+|data-[a-z-]+)="[^"<>]*")*\s*>[^<>]*<\/\1>|[^<>]+)*$/;

/**
 * Markup a library generated (not platform content: that goes through sanitizeHtml), as
 * TrustedHTML where the browser has Trusted Types. Anything beyond plain tags is refused.
 */
export function trustedMarkup(html: string): string | TrustedHTML {
  if (!PLAIN_MARKUP.test(html)) throw new TypeError('mc-kit: markup refused by the Trusted Types policy');
  const own = kitPolicy();
  return own ? own.createHTML(html) : html;
}
