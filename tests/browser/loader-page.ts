/**
 * The unbundled loader (kit/loader.ts) on the test page, as a page adds mc-loader.js: with the
 * globals the kit's build writes into it (vite.kit.config.ts), then a module script whose
 * data-api names the platform. Resolves with `window.mcKit` once the loader has run.
 *
 *   const kit = await addLoader({ api: location.origin, tags: ['register'], runtime: '/kit/runtime.ts' });
 */
import type { McKit } from '../../kit/loader.ts';
import { waitFor } from './helpers.ts';

export async function addLoader(options: { api: string; tags: string[]; runtime: string }): Promise<McKit> {
  Object.assign(globalThis, {
    __MC_VERSION__: '0.0.0-test',
    __MC_TAG_NAMES__: options.tags,
    __MC_RUNTIMES__: { lite: options.runtime, react: options.runtime },
  });
  const script = Object.assign(document.createElement('script'), { type: 'module', src: new URL('/kit/loader.ts', location.href).href });
  script.dataset.api = options.api;
  script.dataset.merchant = 'MC01';
  const loaded = new Promise((resolve, reject) => {
    script.addEventListener('load', resolve, { once: true });
    script.addEventListener('error', reject, { once: true });
  });
  document.head.append(script);
  await loaded;
  return waitFor(() => (window as unknown as { mcKit?: McKit }).mcKit);
}
