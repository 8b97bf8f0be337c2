/**
 * The build's runtime, as both loaders import it (kit/loader.ts, kit/frame-loader.ts: each
 * bundles its own copy): once, from the path built into the loader, set up by `setUp`; forgotten
 * when the import fails, so a later element tries again. Offline it is asked for once the device
 * is back (the browser would keep that failure for the document: core/app/connection.ts, which
 * the loaders do not bundle).
 */
import type * as RuntimeModule from './runtime.ts';

declare const __MC_RUNTIMES__: Readonly<Record<'lite' | 'react', string>>;

export function runtimeImport(build: 'lite' | 'react', setUp: (rt: typeof RuntimeModule) => void): () => Promise<typeof RuntimeModule> {
  let runtime: Promise<typeof RuntimeModule> | undefined;
  return () => {
    runtime ??= (navigator.onLine ? Promise.resolve() : new Promise((back) => addEventListener('online', back, { once: true })))
      .then(() => import(/* @vite-ignore */ new URL(__MC_RUNTIMES__[build], import.meta.url).href) as Promise<typeof RuntimeModule>)
      .then((rt) => {
        setUp(rt);
        return rt;
      });
    runtime.catch(() => (runtime = undefined));
    return runtime;
  };
}
