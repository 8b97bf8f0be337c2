/**
 * Right-to-left element tests: switch the page to a language and measure what a reader sees.
 *
 *   import { rtlEachTest, box, isMirrored, rootDir } from '../../tests/browser/rtl.ts';
 *   rtlEachTest();                    // Arabic before each test of the file, English after it
 *   expect(rootDir(el)).to.equal('rtl');
 *   expect(box(back).right).to.be.closeTo(box(el).right, 16);
 *   expect(isMirrored(backIcon)).to.equal(true);
 */
import { $translations } from '../../core/i18n.ts';
import { setLanguage, type LanguageCode } from '../../core/stores/language.ts';
import { afterEach, beforeEach, waitFor } from './helpers.ts';

/**
 * Sets the language (not remembered) and resolves once its base texts are in. Before the page's
 * first element nothing loads texts: that element loads them in this language as it starts.
 */
export async function useLanguage(code: LanguageCode): Promise<void> {
  setLanguage(code, false);
  if (!$translations.get().ready) return;
  await waitFor(
    () => {
      const state = $translations.get();
      return state.ready && state.language === code;
    },
    { timeout: 5000, message: `texts of ${code}` },
  );
}

/** `code` (Arabic unless told) before each test of the file, English again after each. */
export function rtlEachTest(code: LanguageCode = 'AR'): void {
  beforeEach(() => useLanguage(code));
  afterEach(() => useLanguage('EN'));
}

/** The `dir` of an element's root inside its shadow root (what its layout follows). */
export function rootDir(el: Element): string | null {
  return el.shadowRoot?.querySelector('.mc-root')?.getAttribute('dir') ?? null;
}

/** Where an element is on screen. */
export function box(el: Element): DOMRect {
  return el.getBoundingClientRect();
}

/** The horizontal middle of an element on screen. */
export function middleX(el: Element): number {
  const r = el.getBoundingClientRect();
  return r.left + r.width / 2;
}

/**
 * Whether an element is drawn as its mirror image (scaleX(-1)); a turn (rotate(180deg)) is not
 * one: only a mirror reverses the orientation, which makes the matrix's determinant negative.
 */
export function isMirrored(el: Element): boolean {
  const transform = getComputedStyle(el).transform;
  if (transform === 'none') return false;
  const m = new DOMMatrix(transform);
  return m.a * m.d - m.b * m.c < 0;
}

/** Whether the elements' middles run from right to left, in the order given. */
export function runRightToLeft(els: readonly Element[]): boolean {
  const xs = els.map(middleX);
  return xs.length > 1 && xs.every((x, i) => i === 0 || x < xs[i - 1]!);
}
