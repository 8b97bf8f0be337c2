/**
 * §2.12: the `i` query parameter picks the help item that starts open (default 0). Anything
 * that is not a whole number within the list — missing, empty, "abc", "-1", "1.5", past the
 * end — falls back to the first item.
 */
export function helpOpenIndex(raw: string | number | null | undefined, count: number): number {
  if (count <= 0) return 0;
  const text = typeof raw === 'number' ? String(raw) : (raw ?? '').trim();
  if (!/^\d{1,6}$/.test(text)) return 0;
  const n = Number(text);
  return n < count ? n : 0;
}
