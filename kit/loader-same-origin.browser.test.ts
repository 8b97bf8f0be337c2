/**
 * The loader on the platform's own origin (data-api is the page's): `window.mcKit`'s session and
 * site calls go to the runtime's page API (kit/page-api.ts), which comes with the first of them;
 * offline, the runtime is asked for once the device is back.
 */
import { describe, it, expect, nextFrame, waitFor } from '../tests/browser/helpers.ts';
import { startSession } from '../core/stores/session.ts';
import type { McKit } from './loader.ts';

// What the kit's build writes into the loader (vite.kit.config.ts), as globals the unbundled module reads.
Object.assign(globalThis, {
  __MC_VERSION__: '0.0.0-test',
  __MC_TAG_NAMES__: ['register'],
  __MC_RUNTIMES__: { lite: '/kit/runtime.ts', react: '/kit/runtime.ts' },
});

describe('the loader on the platform’s own origin', () => {
  it('answers the session and site calls from the runtime, whose page API comes with the first of them; offline, once back online', async () => {
    const script = Object.assign(document.createElement('script'), { type: 'module', src: new URL('/kit/loader.ts', location.href).href });
    script.dataset.api = location.origin;
    script.dataset.merchant = 'MC01';
    document.head.append(script);
    const kit = await waitFor(() => (window as unknown as { mcKit?: McKit }).mcKit);
    const asked = (path: string) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === path);

    // Offline, the runtime is asked for once the device is back: the browser would keep the failure.
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    let answered = false;
    const first = kit.getSession().finally(() => (answered = true));
    try {
      await nextFrame();
      await nextFrame();
      expect(answered).to.equal(false);
      expect(asked('/kit/runtime.ts')).to.equal(false);
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
      window.dispatchEvent(new Event('online'));
    }
    expect(await first).to.equal(null);
    expect(asked('/kit/runtime.ts')).to.equal(true);
    expect(asked('/kit/page-api.ts')).to.equal(true);
    startSession({ token: 'tok_0123456789abcdef', id: '7', merchantCode: 'MC01', userName: 'site-player', type: 0, firstTimeLogin: false });
    expect(await kit.getSession()).to.deep.equal({ userName: 'site-player', type: 0 });
    expect(await kit.siteUrl('/m/home')).to.equal(`${location.origin}/m/home`);
    let refused: unknown;
    await kit.siteUrl('//elsewhere.example/m/home').catch((error: unknown) => (refused = error));
    expect(refused).to.be.instanceOf(TypeError);
    await kit.clearSession();
    expect(await kit.getSession()).to.equal(null);
  });
});
