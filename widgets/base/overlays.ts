/**
 * The toast and the confirm dialog are page-wide. The host page places one of each; on a
 * partner page the kit appends them to <body> the first time it needs one. Should a page end
 * up with two (a partner placed one too), only the first mounted one renders.
 */
import { useEffect, useState } from 'react';
import { importable } from '../../core/app/connection.ts';

type Kind = 'toast' | 'confirm';
const owners: Record<Kind, symbol[]> = { toast: [], confirm: [] };
const listeners = new Set<() => void>();

/** Mounts this instance as a candidate; true while it is the one that renders. */
export function useOverlayOwner(kind: Kind): boolean {
  const [id] = useState(() => Symbol(kind));
  const [, rerender] = useState(0);
  useEffect(() => {
    owners[kind].push(id);
    const notify = () => rerender((n) => n + 1);
    listeners.add(notify);
    listeners.forEach((l) => l());
    return () => {
      owners[kind] = owners[kind].filter((x) => x !== id);
      listeners.delete(notify);
      listeners.forEach((l) => l());
    };
  }, [kind, id]);
  return owners[kind][0] === id;
}

const TAGS: Record<Kind, string> = { toast: 'mc-toast', confirm: 'mc-confirm-dialog' };
const pending = new Set<Kind>();

export async function ensureOverlay(kind: Kind): Promise<void> {
  // Owners are checked only after a frame: an element removed in this same task still counts
  // as mounted until its deferred unmount runs.
  if (pending.has(kind)) return;
  pending.add(kind);
  try {
    // Asked for offline (a first failure is often the network's), the code is fetched once the
    // device is back: fetched now, it would fail for the rest of the document.
    await importable();
    if (kind === 'toast') await import('../toast/index.ts');
    else await import('../confirm-dialog/index.ts');
    // An element placed by the page may still be mounting: give it a frame before adding one.
    await new Promise(requestAnimationFrame);
    if (owners[kind].length === 0 && !document.querySelector(TAGS[kind])) document.body.append(document.createElement(TAGS[kind]));
  } finally {
    pending.delete(kind);
  }
}
