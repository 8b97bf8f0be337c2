/**
 * The sanitiser of the platform's HTML (sanitize.ts, with DOMPurify: about 12 kB gzip) as code
 * of its own, for the elements that show such HTML (help, notices, messages, promotions, the
 * popup): each asks for it as it mounts, beside its data, instead of with its code, so their
 * pages load that much less before they can draw. One fetch per page; offline, once the device
 * is back (core/app/connection.ts).
 *
 *   const sanitizer = useSanitizer();
 *   if (!sanitizer) return <LoadingState />;
 *   … dangerouslySetInnerHTML={{ __html: sanitizer.sanitizeHtml(item.content) }}
 */
import { useEffect, useState } from 'react';
import { importable, importOnce } from '../../core/app/connection.ts';

export type Sanitizer = typeof import('./sanitize.ts');

const sanitizerCode = importOnce(() => import('./sanitize.ts'));
let sanitizer: Sanitizer | null = null;

/** The sanitiser, for code that cannot wait for a render (the popup's decision to open). */
export const loadSanitizer = (): Promise<Sanitizer> =>
  importable()
    .then(sanitizerCode)
    .then((module) => (sanitizer = module));

/** The sanitiser once it has come, null until then; asked for as the component mounts. */
export function useSanitizer(): Sanitizer | null {
  const [, setCame] = useState(sanitizer);
  useEffect(() => {
    // An unmounted element's state update is a no-op in both builds.
    if (!sanitizer) loadSanitizer().then(setCame, () => undefined);
  }, []);
  return sanitizer;
}
